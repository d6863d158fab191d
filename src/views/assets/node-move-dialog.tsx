import { useT } from '../../blocks/i18n/use-t';
import { refreshResource } from '../../blocks/resource/resource-cache';
import { http } from '../../core/http';
import { ASSETS_URL, NODES_URL } from './assets-urls';
import { nodeMoveRefused } from './node-drop';
import { NodePickerDialog } from './node-picker-dialog';

interface NodeMoveDialogProps {
  node: { id: string; key: string; name: string };
  onClose: () => void;
  /** After the server took the move, with the message that says so. */
  onChanged: (message: string) => void;
}

/**
 * The keyboard's way to drag a node onto another (node menu, "Move node
 * to…"): the new parent chosen among the organization's nodes by full path,
 * refused as a drop would be (itself, its own child, where it already is).
 */
export function NodeMoveDialog({ node, onClose, onChanged }: NodeMoveDialogProps) {
  const t = useT();
  return (
    <NodePickerDialog
      title={t('assets.nodeDrop.moveNodeNamed', { node: node.name })}
      actionLabel={t('assets.nodeAssets.replace')}
      label={t('assets.nodeDrop.newParent')}
      source={{ url: NODES_URL, labelKey: 'full_value' }}
      multiple={false}
      onClose={onClose}
      save={async ([target]) => {
        if (!target) return undefined;
        const { key } = await http.get<{ key: string }>(`${NODES_URL}${target.value}/`, { silent: true });
        if (nodeMoveRefused(node.key, key)) return t('assets.nodeDrop.refused');
        await http.put(`${NODES_URL}${target.value}/children/add/`, { nodes: [node.id] }, { silent: true });
        void refreshResource(ASSETS_URL);
        onChanged(t('assets.nodeDrop.movedNode', { node: node.name, name: target.label }));
        return undefined;
      }}
    />
  );
}
