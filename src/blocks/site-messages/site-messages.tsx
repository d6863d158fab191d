import { lazy, Suspense, useState } from 'react';
import { useJmsEvent } from '../custom-element/host-context';
import { SiteMessageBell } from './site-message-bell';
import { useUnreadCount } from './use-unread-count';

const SiteMessageDrawer = lazy(() => import('./site-message-drawer').then((module) => ({ default: module.SiteMessageDrawer })));

/**
 * The site-message entry point: the bell with its live unread count. Activating
 * it sends `jms-site-messages-open`; unless the page cancels that event, the
 * drawer of unread messages opens.
 */
export function SiteMessages() {
  const { count, state } = useUnreadCount();
  const [open, setOpen] = useState(false);
  const announce = useJmsEvent('jms-site-messages-open', { cancelable: true });
  return (
    <>
      <SiteMessageBell
        count={count}
        disabled={state !== 'ready'}
        onOpen={() => {
          if (announce({ unreadCount: count })) setOpen(true);
        }}
      />
      {open && (
        <Suspense fallback={null}>
          <SiteMessageDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
