import type { FlashKind } from '../../core/http';
import { useT } from '../i18n/use-t';
import * as styles from './feedback.css';

export interface Toast {
  id: number;
  message: string;
  kind: FlashKind;
  /** The toast a later flash of the same key replaces. */
  key?: string | undefined;
}

/** Flash messages, announced to screen readers; errors assertively. */
export function ToastList({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const t = useT();
  return (
    <div className={styles.toasts} part="toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast[toast.kind]} role={toast.kind === 'error' ? 'alert' : 'status'} data-testid="toast">
          <span className={styles.toastText}>{toast.message}</span>
          <button type="button" className={styles.iconButton} aria-label={t('feedback.dismiss')} onClick={() => onDismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
