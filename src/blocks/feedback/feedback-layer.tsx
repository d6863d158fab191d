import noticeMessages from 'jms:messages/notice';
import formMessages from 'jms:messages/forms';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MESSAGE_FLASH_MS } from '../../core/constants';
import { t as translate, withMessages } from '../../core/i18n/catalogue';
import { isHttpError, provideFeedback, type Feedback, type Question } from '../../core/http';
import { useT } from '../i18n/use-t';
import type { Toast } from './toast-list';

// Only shown once asked for, so kept out of the first page: the toasts and their rules too, with the first flash.
const ToastList = lazy(() => import('./toast-list').then((module) => ({ default: module.ToastList })));
const ConfirmDialog = lazy(() => import('../dialog/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));
const MessageDialog = lazy(() => import('./message-dialog').then((module) => ({ default: module.MessageDialog })));
const ReloginDialog = lazy(withMessages(noticeMessages, () => import('./relogin-dialog').then((module) => ({ default: module.ReloginDialog }))));
const ConfirmIdentityDialog = lazy(
  withMessages(formMessages, () => import('../confirm-identity/confirm-identity-dialog').then((module) => ({ default: module.ConfirmIdentityDialog }))),
);

interface IdentityCheck {
  confirmType: string;
  promise: Promise<boolean>;
  done: (confirmed: boolean) => void;
}

interface AskedQuestion extends Question {
  done: () => void;
}

interface Dialog {
  message: string;
  relogin: boolean;
  done: () => void;
}

/** The user's hand in an element: a press, a key, focus coming in. */
const USE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Shows what the HTTP core reports: flash messages, alerts, questions and the
 * re-login dialog. Every element renders one; the one the user last worked in
 * answers, so a question shows where it was asked and gives focus back there.
 */
export function FeedbackLayer({ host = null }: { host?: HTMLElement | null }) {
  const t = useT();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [dialogs, setDialogs] = useState<Dialog[]>([]);
  const [identity, setIdentity] = useState<IdentityCheck | null>(null);
  const [question, setQuestion] = useState<AskedQuestion | null>(null);
  const pendingIdentity = useRef<IdentityCheck | null>(null);
  const nextId = useRef(0);

  useEffect(() => {
    let lastUsed = 0;
    const used = () => {
      lastUsed = performance.now();
    };
    for (const type of USE_EVENTS) host?.addEventListener(type, used, true);
    const dismiss = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));
    const ui: Feedback = {
      flash(message, kind, durationMs, key) {
        const id = ++nextId.current;
        setToasts((current) => [...current.filter((toast) => key === undefined || toast.key !== key), { id, message, kind, key }]);
        setTimeout(() => dismiss(id), durationMs);
      },
      alert(message) {
        return new Promise((done) => setDialogs((current) => [...current, { message, relogin: false, done }]));
      },
      relogin(message) {
        const done = () => ui.flash(translate('feedback.signedInAgain'), 'success', MESSAGE_FLASH_MS);
        setDialogs((current) => (current.some((dialog) => dialog.relogin) ? current : [...current, { message, relogin: true, done }]));
      },
      // Requests that meet a 412 together share one check.
      confirmIdentity(confirmType) {
        if (pendingIdentity.current) return pendingIdentity.current.promise;
        let done: (confirmed: boolean) => void = () => undefined;
        const promise = new Promise<boolean>((resolve) => {
          done = resolve;
        });
        const check = { confirmType, promise, done };
        pendingIdentity.current = check;
        setIdentity(check);
        return promise;
      },
      ask(asked) {
        return new Promise((done) => setQuestion({ ...asked, done }));
      },
    };
    const withdraw = provideFeedback(ui, () => lastUsed);
    return () => {
      withdraw();
      for (const type of USE_EVENTS) host?.removeEventListener(type, used, true);
    };
  }, [host]);

  const dialog = dialogs[0];
  return (
    <>
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} onDismiss={(id) => setToasts((current) => current.filter((toast) => toast.id !== id))} />
        </Suspense>
      )}
      {identity && (
        <Suspense fallback={null}>
          <ConfirmIdentityDialog
            confirmType={identity.confirmType}
            onDone={(confirmed) => {
              pendingIdentity.current = null;
              setIdentity(null);
              identity.done(confirmed);
            }}
          />
        </Suspense>
      )}
      {question && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={question.title}
            message={question.message}
            confirmLabel={question.confirmLabel}
            danger={question.danger}
            onConfirm={async () => {
              try {
                await question.onConfirm();
              } catch (error) {
                // A failed request was already reported by the HTTP core.
                if (!isHttpError(error)) throw error;
              } finally {
                setQuestion(null);
                question.done();
              }
            }}
            onCancel={() => {
              setQuestion(null);
              question.done();
            }}
          />
        </Suspense>
      )}
      {dialog?.relogin && (
        <Suspense fallback={null}>
          <ReloginDialog
            message={dialog.message}
            onSignedIn={() => {
              setDialogs((current) => current.filter((shown) => !shown.relogin));
              dialog.done();
            }}
          />
        </Suspense>
      )}
      {dialog && !dialog.relogin && (
        <Suspense fallback={null}>
          <MessageDialog
            key={dialogs.length}
            title={t('feedback.info')}
            message={dialog.message}
            actionLabel={t('feedback.ok')}
            dismissible
            onAction={() => {
              setDialogs((current) => current.slice(1));
              dialog.done();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
