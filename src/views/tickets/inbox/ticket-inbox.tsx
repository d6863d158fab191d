import { TicketInboxView } from './ticket-inbox-view';
import { useTicketInbox } from './use-ticket-inbox';

/** The ticket inbox an intranet portal embeds (`<jms-ticket-inbox>`). */
export function TicketInbox() {
  return <TicketInboxView {...useTicketInbox()} />;
}
