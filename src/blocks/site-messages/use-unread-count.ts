import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { loadUnreadOnce, siteMessagesStore, subscribeUnreadPushes } from '../../core/site-messages';
import { afterMainContent } from '../../core/main-content';

type UnreadState = 'loading' | 'ready' | 'error';

/**
 * The unread site-message count of the signed-in user (the element shows it
 * once the session is established): loaded once for every bell on the page,
 * then kept current by the server's pushes.
 */
export function useUnreadCount() {
  const count = useStore(siteMessagesStore, (state) => state.unreadCount);
  const [state, setState] = useState<UnreadState>('loading');

  useEffect(() => {
    let live = true;
    let unsubscribe: (() => void) | undefined;
    afterMainContent()
      .then(() => loadUnreadOnce())
      .then(() => {
        if (!live) return;
        unsubscribe = subscribeUnreadPushes();
        setState('ready');
      })
      .catch(() => live && setState('error'));
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, []);

  return { count, state };
}
