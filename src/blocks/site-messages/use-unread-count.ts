import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { loadUnread, siteMessagesStore, subscribeUnreadPushes } from '../../core/site-messages';
import { afterMainContent } from '../../core/main-content';
import { ensureSession } from '../../core/startup/guard';

export type UnreadState = 'loading' | 'ready' | 'logged-out' | 'error';

/** The unread site-message count: loaded once, then kept current by the server's pushes. */
export function useUnreadCount() {
  const count = useStore(siteMessagesStore, (state) => state.unreadCount);
  const [state, setState] = useState<UnreadState>('loading');

  useEffect(() => {
    let live = true;
    let unsubscribe: (() => void) | undefined;
    ensureSession()
      .then(async (status) => {
        if (status === 'logged-out') return live && setState('logged-out');
        await afterMainContent();
        await loadUnread();
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
