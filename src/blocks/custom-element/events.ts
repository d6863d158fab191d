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

export interface JmsEventMap {
  /** The site-message bell was activated; detail is the unread count shown. */
  'jms-site-messages-open': JmsEvent<{ unreadCount: number }>;
  /** A session's detail was opened in place: which session, who ran it and on what (`user`, `asset` as the server names them). */
  'jms-session-open': JmsEvent<{ id: string; user: string; asset: string }>;
  /** The server took a running session's termination. */
  'jms-session-terminated': JmsEvent<{ id: string }>;
}

declare global {
  interface HTMLElementEventMap extends JmsEventMap {}
}
