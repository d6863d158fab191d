import { createElementClass, defineElement } from '../src/blocks/custom-element/define';
import { TicketInbox } from '../src/views/tickets/inbox/ticket-inbox';

/**
 * The signed-in user's tickets, for an intranet portal: those assigned to them
 * (waiting ones first) and their own, with filters and pages. A ticket opens in
 * place, never moving the page: its application, approval steps and comments.
 * Approve, reject, close and comment; approve or reject several at once.
 * Signed out, it says so and links to the login page.
 *
 * @tag jms-ticket-inbox
 * @event jms-ticket-approved - A ticket was approved (one event per ticket of a batch). `detail: { id, type, title }`, type being the ticket type's value (`apply_asset`, `login_confirm`, `command_confirm`, `login_asset_confirm`).
 * @event jms-ticket-rejected - A ticket was rejected (one event per ticket of a batch). `detail: { id, type, title }`.
 * @event jms-ticket-closed - A ticket was closed without a decision. `detail: { id, type, title }`.
 * @csspart tabs - The tabs of the two lists (assigned to me, my tickets).
 * @csspart toolbar - A list's batch actions, search and tools.
 * @csspart search - A list's search and filters.
 * @csspart table - A list of tickets.
 * @csspart pager - A list's pages.
 * @csspart detail - The ticket opened in place of the lists.
 * @csspart sign-in - The signed-out notice with its link to the login page.
 * @cssproperty --jms-color-primary - Tabs, links and the approve buttons.
 * @cssproperty --jms-color-danger - The reject buttons.
 * @cssproperty --jms-font-family - The inbox's text.
 */
export const JmsTicketInboxElement = createElementClass(TicketInbox);

export function define(tag = 'jms-ticket-inbox', registry: CustomElementRegistry = customElements): void {
  defineElement(tag, JmsTicketInboxElement, registry);
}

define();
