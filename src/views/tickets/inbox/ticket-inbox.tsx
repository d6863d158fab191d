import { TicketInboxView } from './ticket-inbox-view';
import { useTicketInbox, type InboxPresets } from './use-ticket-inbox';

/** The ticket inbox an intranet portal embeds (`<jms-ticket-inbox>`), as its attributes preset it. */
export function TicketInbox(presets: InboxPresets) {
  return <TicketInboxView {...useTicketInbox(presets)} />;
}
