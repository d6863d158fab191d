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
}

declare global {
  interface HTMLElementEventMap extends JmsEventMap {}
}
