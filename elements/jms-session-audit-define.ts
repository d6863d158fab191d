import { defineElement } from '../src/blocks/custom-element/jms-element';
import { JmsSessionAuditElement } from './jms-session-audit';

export { JmsSessionAuditElement };

/** Registers `<jms-session-audit>` (or another tag); safe to call again. */
export function define(tag = 'jms-session-audit', registry: CustomElementRegistry = customElements): void {
  defineElement(tag, JmsSessionAuditElement, registry);
}

define();
