import { useId, useState } from 'react';
import * as controls from '../../blocks/controls/controls.css';
import { useBusy } from '../../blocks/controls/use-busy';
import { ActionDialog } from '../../blocks/dialog/action-dialog';
import { useT } from '../../blocks/i18n/use-t';
import { refreshResource } from '../../blocks/resource/resource-cache';
import type { SelectOption } from '../../blocks/select/option';
import { RemoteSelect } from '../../blocks/select/remote-select';
import { errorText, http, isHttpError } from '../../core/http';
import { ASSETS_URL, NODES_URL } from './assets-urls';

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
  const pickerId = useId();
  const hintId = useId();
  const errorId = useId();
  const [assets, setAssets] = useState<SelectOption[]>([]);
  const [error, setError] = useState('');
  const [busy, whileBusy] = useBusy();
  const source = operation === 'remove' ? { url: ASSETS_URL, query: { node_id: node.id, show_current_asset: 1 } } : { url: ASSETS_URL };
  const save = () =>
    whileBusy(() => http.put(`${NODES_URL}${node.id}/assets/${operation}/`, { assets: assets.map((asset) => asset.value) }, { silent: true })).then(
      () => {
        void refreshResource(ASSETS_URL);
        onChanged(t(`assets.nodeAssets.${operation}Done`, { count: assets.length, name: node.name }));
        onClose();
      },
      (failure: unknown) => {
        if (!isHttpError(failure)) throw failure;
        setError(errorText(failure.data, failure.status) || t('assets.nodeAssets.failed'));
      },
    );
  return (
    <ActionDialog
      title={t(`assets.nodeAssets.${operation}Title`, { name: node.name })}
      width="min(560px, 94vw)"
      onClose={onClose}
      action={{ label: t(`assets.nodeAssets.${operation}`), run: save, busy, disabled: !assets.length }}
    >
      <div className={controls.objectList}>
        <label htmlFor={pickerId}>{t('assets.nodeAssets.assets')}</label>
        <RemoteSelect
          id={pickerId}
          multiple
          source={source}
          value={assets}
          onChange={(chosen) => {
            setAssets(chosen);
            setError('');
          }}
          invalid={Boolean(error)}
          describedBy={error ? `${hintId} ${errorId}` : hintId}
          emptyText={operation === 'remove' ? t('assets.nodeAssets.noneInNode') : undefined}
        />
        <p id={hintId} className={controls.smallLabel}>
          {t(`assets.nodeAssets.${operation}Hint`)}
        </p>
        {error && (
          <p id={errorId} className={controls.errorText} role="alert">
            {error}
          </p>
        )}
      </div>
    </ActionDialog>
  );
}
