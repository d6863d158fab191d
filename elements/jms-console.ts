import { createElementClass, defineElement } from '../src/blocks/custom-element/define';
import { ConsoleApp } from '../src/shell/console-app';

/**
 * The whole console: startup guard, frame and screens, routed by the page's
 * hash (`#/console/users/users`). The host page at /ui/ is this element alone.
 * The interface settings' theme colors are set on the element as the
 * `--jms-color-*` properties (disabled variants mixed with 35% white).
 *
 * @tag jms-console
 * @event jms-site-messages-open - The bell in the top bar was activated. `detail: { unreadCount }`.
 * @csspart top-bar - The bar across the top (logo, views, organization, shortcuts).
 * @csspart side-menu - The menu of the current view.
 * @csspart tags-view - The tabs of the visited pages.
 * @csspart footer - The version and licence line.
 * @cssproperty --jms-color-primary - The top bar and primary actions.
 * @cssproperty --jms-color-info - Links and informational accents.
 * @cssproperty --jms-color-success - Success states.
 * @cssproperty --jms-color-warning - Warnings (the license-expiry banner).
 * @cssproperty --jms-color-danger - Errors and badges.
 */
export const JmsConsoleElement = createElementClass(ConsoleApp);

export function define(tag = 'jms-console', registry: CustomElementRegistry = customElements): void {
  defineElement(tag, JmsConsoleElement, registry);
}

define();
