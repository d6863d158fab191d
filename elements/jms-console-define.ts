import { defineElement } from '../src/blocks/custom-element/jms-element';
import { JmsConsoleElement } from './jms-console';

export { JmsConsoleElement };

/** Registers `<jms-console>` (or another tag); safe to call again. */
export function define(tag = 'jms-console', registry: CustomElementRegistry = customElements): void {
  defineElement(tag, JmsConsoleElement, registry);
}

define();
