// First, so that the session's requests go before the element's code runs (element-start.ts).
import '../src/core/boot/element-start';
import { defineElement } from '../src/blocks/custom-element/jms-element';
import { JmsSessionAuditElement } from './jms-session-audit';

export { JmsSessionAuditElement };

/** Registers `<jms-session-audit>` (or another tag); safe to call again. */
export function define(tag = 'jms-session-audit', registry: CustomElementRegistry = customElements): void {
  defineElement(tag, JmsSessionAuditElement, registry);
}

// A page that loads the module gets the tag; where there is no DOM (server-side rendering) importing it does nothing.
if (typeof customElements !== 'undefined') define();
