import { useState, type ReactNode } from 'react';
import { Button } from '../controls/button';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import { Dialog } from './dialog';
import * as styles from './confirm-dialog.css';

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** A destructive action gets the danger button. */
  danger?: boolean;
  /** May be async: the button shows loading until it settles. */
  onConfirm: () => unknown;
  onCancel: () => void;
}

/** A warning that asks before an action (delete confirmation and the like). */
export function ConfirmDialog({ title, message, confirmLabel, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      title={title}
      role="alertdialog"
      width="420px"
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            loading={busy}
            autoFocus
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
              } finally {
                setBusy(false);
              }
            }}
          >
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.message}>
        <Icon name="warning" className={styles.icon} />
        <div>{message}</div>
      </div>
    </Dialog>
  );
}
