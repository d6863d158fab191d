import { createElementClass, defineElement } from '../src/blocks/custom-element/define';
import { ConsoleApp } from '../src/shell/console-app';

/**
 * The whole console: startup guard, frame and screens, routed by the page's
 * hash (`#/console/users/users`). The host page at /ui/ is this element alone.
 *
 * @tag jms-console
 * @cssproperty --jms-color-primary - The top bar and primary actions.
 */
export const JmsConsoleElement = createElementClass(ConsoleApp);

export function define(tag = 'jms-console', registry: CustomElementRegistry = customElements): void {
  defineElement(tag, JmsConsoleElement, registry);
}

define();
