import { useEffect, useRef, useState } from 'react';
import { goToLogin, provideFeedback, type Feedback } from '../../core/http';
import { useT } from '../i18n/use-t';
import { MessageDialog } from './message-dialog';
import { ToastList, type Toast } from './toast-list';

interface Dialog {
  message: string;
  relogin: boolean;
  done: () => void;
}

/**
 * Shows what the HTTP core reports: flash messages, alerts and the re-login
 * dialog. Every element renders one; the first on the page serves them all.
 */
export function FeedbackLayer() {
  const t = useT();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [dialogs, setDialogs] = useState<Dialog[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    const dismiss = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));
    const ui: Feedback = {
      flash(message, kind, durationMs) {
        const id = ++nextId.current;
        setToasts((current) => [...current, { id, message, kind }]);
        setTimeout(() => dismiss(id), durationMs);
      },
      alert(message) {
        return new Promise((done) => setDialogs((current) => [...current, { message, relogin: false, done }]));
      },
      relogin(message) {
        setDialogs((current) =>
          current.some((dialog) => dialog.relogin) ? current : [...current, { message, relogin: true, done: goToLogin }],
        );
      },
      // The identity-check dialog comes with the shared blocks; until it is on the page a 412 is declined.
      confirmIdentity: async () => false,
    };
    return provideFeedback(ui);
  }, []);

  const dialog = dialogs[0];
  return (
    <>
      <ToastList toasts={toasts} onDismiss={(id) => setToasts((current) => current.filter((toast) => toast.id !== id))} />
      {dialog && (
        <MessageDialog
          key={dialogs.length}
          title={t('feedback.info')}
          message={dialog.message}
          actionLabel={dialog.relogin ? t('feedback.relogin') : t('feedback.ok')}
          dismissible={!dialog.relogin}
          onAction={() => {
            setDialogs((current) => current.slice(1));
            dialog.done();
          }}
        />
      )}
    </>
  );
}
