import { useJmsEvent } from '../custom-element/host-context';
import { SiteMessageBell } from './site-message-bell';
import { useUnreadCount } from './use-unread-count';

/** The site-message entry point: the bell, its live unread count, and the event that opens the list. */
export function SiteMessages() {
  const { count, state } = useUnreadCount();
  const open = useJmsEvent('jms-site-messages-open');
  return <SiteMessageBell count={count} disabled={state !== 'ready'} onOpen={() => open({ unreadCount: count })} />;
}
