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
import { nodeMoveRefused } from './node-drop';

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
  const pickerId = useId();
  const errorId = useId();
  const [target, setTarget] = useState<SelectOption | null>(null);
  const [error, setError] = useState('');
  const [busy, whileBusy] = useBusy();
  const save = () =>
    whileBusy(async () => {
      if (!target) return;
      const { key } = await http.get<{ key: string }>(`${NODES_URL}${target.value}/`, { silent: true });
      if (nodeMoveRefused(node.key, key)) {
        setError(t('assets.nodeDrop.refused'));
        return;
      }
      await http.put(`${NODES_URL}${target.value}/children/add/`, { nodes: [node.id] }, { silent: true });
      void refreshResource(ASSETS_URL);
      onChanged(t('assets.nodeDrop.movedNode', { node: node.name, name: target.label }));
      onClose();
    }).catch((failure: unknown) => {
      if (!isHttpError(failure)) throw failure;
      setError(errorText(failure.data, failure.status) || t('assets.nodeAssets.failed'));
    });
  return (
    <ActionDialog
      title={t('assets.nodeDrop.moveNodeNamed', { node: node.name })}
      width="min(560px, 94vw)"
      onClose={onClose}
      action={{ label: t('assets.nodeAssets.replace'), run: save, busy, disabled: !target }}
    >
      <div className={controls.objectList}>
        <label htmlFor={pickerId}>{t('assets.nodeDrop.newParent')}</label>
        <RemoteSelect
          id={pickerId}
          source={{ url: NODES_URL, labelKey: 'full_value' }}
          value={target}
          onChange={(chosen) => {
            setTarget(chosen);
            setError('');
          }}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className={controls.errorText} role="alert">
            {error}
          </p>
        )}
      </div>
    </ActionDialog>
  );
}
