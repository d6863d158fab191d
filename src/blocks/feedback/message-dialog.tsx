import { Button } from '../controls/button';
import { ModalSurface } from '../dialog/modal-surface';
import * as styles from './message-dialog.css';

export interface MessageDialogProps {
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
  /** Whether Escape may close it; the re-login dialog offers no way around it. */
  dismissible: boolean;
}

/**
 * A modal message with one action, on the native dialog element: it traps
 * focus and sits in the top layer, inside a shadow root as well.
 */
export function MessageDialog({ title, message, actionLabel, onAction, dismissible }: MessageDialogProps) {
  return (
    <ModalSurface
      className={styles.dialog}
      aria-labelledby="jms-message-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onAction();
      }}
      // Without a recent user gesture the browser closes a modal on Escape even
      // though cancel was prevented: one that must stay comes back.
      onClose={(event) => {
        if (!dismissible && event.currentTarget.isConnected) event.currentTarget.showModal();
      }}
    >
      <h2 id="jms-message-dialog-title" className={styles.dialogTitle}>
        {title}
      </h2>
      <p>{message}</p>
      <div className={styles.dialogActions}>
        <Button variant="primary" autoFocus onClick={onAction}>
          {actionLabel}
        </Button>
      </div>
    </ModalSurface>
  );
}
