import { defineElement } from '../src/blocks/custom-element/jms-element';
import { JmsSiteMessagesElement } from './jms-site-messages';

export { JmsSiteMessagesElement };

/** Registers `<jms-site-messages>` (or another tag); safe to call again. */
export function define(tag = 'jms-site-messages', registry: CustomElementRegistry = customElements): void {
  defineElement(tag, JmsSiteMessagesElement, registry);
}

define();
