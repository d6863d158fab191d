import { useEffect, useRef, useState } from 'react';
import { LOGIN_PATH, PROFILE_URL } from '../../core/constants';
import { goToLogin, http, serverUrl } from '../../core/http';
import { sessionStore } from '../../core/session/store';
import { useT } from '../i18n/use-t';
import { MessageDialog } from './message-dialog';

/** How often the page asks whether the login window has signed the user in. */
const SIGNED_IN_POLL_MS = 1000;

export interface ReloginDialogProps {
  message: string;
  /** The same user is signed in again. */
  onSignedIn: () => void;
}

/**
 * The 401 dialog. The login page opens in a window of its own, so this page,
 * and whatever was typed in it, stays; once the same user is signed in again
 * the window closes and so does the dialog. Someone else signing in reloads
 * the page: their session must not inherit the previous user's work. A
 * blocked window leaves the login page here, as before.
 */
export function ReloginDialog({ message, onSignedIn }: ReloginDialogProps) {
  const t = useT();
  const [waiting, setWaiting] = useState(false);
  const login = useRef<Window | null>(null);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  useEffect(() => {
    if (!waiting) return undefined;
    let live = true;
    const timer = setInterval(() => {
      http.get<{ username?: string }>(PROFILE_URL, { silent: true, handleUnauthorized: false }).then(
        (profile) => {
          if (!live) return;
          live = false;
          clearInterval(timer);
          login.current?.close();
          if (profile.username === sessionStore.getState().profile?.username) signedIn.current();
          else window.location.reload();
        },
        () => undefined,
      );
    }, SIGNED_IN_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [waiting]);

  const openLogin = () => {
    const opened = window.open(`${serverUrl(LOGIN_PATH)}?next=${encodeURIComponent('/ui/')}`, 'jms-relogin', 'popup,width=520,height=720');
    if (!opened) return goToLogin();
    login.current = opened;
    setWaiting(true);
  };

  return (
    <MessageDialog
      title={t('feedback.info')}
      message={waiting ? t('feedback.reloginWaiting') : message}
      actionLabel={waiting ? t('feedback.reloginReopen') : t('feedback.relogin')}
      dismissible={false}
      onAction={openLogin}
    />
  );
}
