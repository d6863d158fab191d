import { useT } from '../../blocks/i18n/use-t';
import { refreshResource } from '../../blocks/resource/resource-cache';
import { http } from '../../core/http';
import { ASSETS_URL, NODES_URL } from './assets-urls';
import { NodePickerDialog } from './node-picker-dialog';

/** What the node menu does with the assets chosen: the last part of `nodes/<id>/assets/<operation>/`. */
export type NodeAssetsOperation = 'add' | 'replace' | 'remove';

interface NodeAssetsDialogProps {
  operation: NodeAssetsOperation;
  node: { id: string; name: string };
  onClose: () => void;
  /** After the server took the change, with the message that says so. */
  onChanged: (message: string) => void;
}

/**
 * The official console's NodeAssetsUpdateDialog: assets chosen, then added to
 * the node (kept in their other nodes), moved into it (out of every other node)
 * or removed from it. Removal offers the node's own assets only: the official
 * one lists its whole subtree, but an asset of a child node is not the node's
 * to remove, and the server would leave it where it is.
 */
export function NodeAssetsDialog({ operation, node, onClose, onChanged }: NodeAssetsDialogProps) {
  const t = useT();
  return (
    <NodePickerDialog
      title={t(`assets.nodeAssets.${operation}Title`, { name: node.name })}
      actionLabel={t(`assets.nodeAssets.${operation}`)}
      label={t('assets.nodeAssets.assets')}
      hint={t(`assets.nodeAssets.${operation}Hint`)}
      source={operation === 'remove' ? { url: ASSETS_URL, query: { node_id: node.id, show_current_asset: 1 } } : { url: ASSETS_URL }}
      multiple
      emptyText={operation === 'remove' ? t('assets.nodeAssets.noneInNode') : undefined}
      onClose={onClose}
      save={async (assets) => {
        await http.put(`${NODES_URL}${node.id}/assets/${operation}/`, { assets: assets.map((asset) => asset.value) }, { silent: true });
        void refreshResource(ASSETS_URL);
        onChanged(t(`assets.nodeAssets.${operation}Done`, { count: assets.length, name: node.name }));
        return undefined;
      }}
    />
  );
}
