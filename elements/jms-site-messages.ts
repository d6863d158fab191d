import { createElementClass, defineElement } from '../src/blocks/custom-element/define';
import { SiteMessages } from '../src/blocks/site-messages/site-messages';

/**
 * The site-message bell with the signed-in user's unread count, kept current
 * by the server's websocket pushes. Shares the page's session with every other
 * `jms-*` element.
 *
 * @tag jms-site-messages
 * @event jms-site-messages-open - The bell was activated. `detail: { unreadCount }`. Cancelable: `preventDefault()` keeps the built-in drawer of unread messages closed.
 * @csspart drawer - The drawer of unread messages (380 px wide, 70% on mobile).
 * @csspart button - The bell button.
 * @csspart badge - The unread badge (absent at zero, "99+" above 99).
 * @cssproperty --jms-color-danger - The badge color.
 */
export const JmsSiteMessagesElement = createElementClass(SiteMessages);

export function define(tag = 'jms-site-messages', registry: CustomElementRegistry = customElements): void {
  defineElement(tag, JmsSiteMessagesElement, registry);
}

define();
