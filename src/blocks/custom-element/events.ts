/**
 * The events elements send to the page: `jms-*` names, dispatched from the
 * element itself, bubbling and composed so a listener on the document hears
 * them through shadow roots.
 */
export class JmsEvent<Detail = undefined> extends CustomEvent<Detail> {
  constructor(type: keyof JmsEventMap, detail: Detail, options: { cancelable?: boolean } = {}) {
    super(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false });
  }
}

/** Which ticket a ticket event is about: its id, its type's value (`apply_asset`, `login_confirm`, …) and its title. */
export interface TicketEventDetail {
  id: string;
  type: string;
  title: string;
}

export interface JmsEventMap {
  /** The site-message bell was activated; detail is the unread count shown. */
  'jms-site-messages-open': JmsEvent<{ unreadCount: number }>;
  /** A ticket was approved in the ticket inbox (one event per ticket of a batch). */
  'jms-ticket-approved': JmsEvent<TicketEventDetail>;
  /** A ticket was rejected in the ticket inbox (one event per ticket of a batch). */
  'jms-ticket-rejected': JmsEvent<TicketEventDetail>;
  /** A ticket was closed in the ticket inbox. */
  'jms-ticket-closed': JmsEvent<TicketEventDetail>;
}

declare global {
  interface HTMLElementEventMap extends JmsEventMap {}
}
