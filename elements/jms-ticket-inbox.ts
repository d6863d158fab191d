import { createElement } from 'react';
import { JmsElement } from '../src/blocks/custom-element/jms-element';
import { TicketInbox } from '../src/views/tickets/inbox/ticket-inbox';

/**
 * The signed-in user's tickets, for an intranet portal: those assigned to them
 * (waiting ones first) and their own, with filters and pages. A ticket opens in
 * place, never moving the page: its application, approval steps and comments.
 * Approve, reject, close and comment; approve or reject several at once.
 *
 * @tag jms-ticket-inbox
 * @event jms-ticket-approved
 * @event jms-ticket-rejected
 * @event jms-ticket-closed - A ticket was closed without a decision.
 * @csspart tabs - The tabs of the two lists (assigned to me, my tickets).
 * @csspart toolbar - A list's batch actions, search and tools.
 * @csspart search - A list's search and filters.
 * @csspart table - A list of tickets.
 * @csspart pager - A list's pages.
 * @csspart detail - The ticket opened in place of the lists.
 * @cssproperty --jms-color-primary - Tabs, links and the approve buttons.
 * @cssproperty --jms-color-danger - The reject buttons.
 * @cssproperty --jms-font-family - The inbox's text.
 */
export class JmsTicketInboxElement extends JmsElement {
  static override readonly messages = ['tickets'] as const;

  protected override content() {
    return createElement(TicketInbox);
  }
}
