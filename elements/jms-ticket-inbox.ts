import ticketMessages from 'jms:messages/tickets';
import { createElement } from 'react';
import { JmsElement } from '../src/blocks/custom-element/jms-element';
import { TicketInbox } from '../src/views/tickets/inbox/ticket-inbox';
import type { InboxList } from '../src/views/tickets/inbox/use-ticket-inbox';

const VIEWS: readonly InboxList[] = ['assigned', 'mine', 'all'];

/**
 * The signed-in user's tickets, for an intranet portal: those assigned to them
 * (waiting ones first) and their own, with filters and pages. A ticket opens in
 * place, never moving the page: its application, approval steps and comments.
 * Approve, reject, close and comment; approve or reject several at once.
 *
 * @tag jms-ticket-inbox
 * @attr {'assigned' | 'mine' | 'all'} view - The list shown: assigned to the user (the default), the user's own, or every ticket the user may see (a third tab). A change shows that list.
 * @attr {string} state - The lists' state filter (`pending`, `approved`, `rejected`, `closed`, `reopen`); absent: waiting ones in the assigned list, all in the others.
 * @attr {string} type - The lists' ticket type filter (`apply_asset`, `login_confirm`, `login_asset_confirm`, `command_confirm`).
 * @attr {string} search - The lists' search. A change of `state`, `type` or `search` starts the lists again from them.
 * @event jms-ticket-approved
 * @event jms-ticket-rejected
 * @event jms-ticket-closed - A ticket was closed without a decision.
 * @event jms-ticket-open
 * @event jms-open-in-console
 * @csspart tabs - The tabs of the lists (assigned to me, my tickets, all).
 * @csspart toolbar - A list's batch actions, search and tools.
 * @csspart search - A list's search and filters.
 * @csspart table - A list of tickets.
 * @csspart pager - A list's pages.
 * @csspart detail - The ticket opened in place of the lists.
 */
export class JmsTicketInboxElement extends JmsElement {
  static override readonly ownAttributes = ['view', 'state', 'type', 'search'];
  static override readonly messages = [ticketMessages];

  protected override content() {
    const view = VIEWS.find((name) => name === this.getAttribute('view')) ?? 'assigned';
    const preset = (name: string) => this.getAttribute(name) || undefined;
    return createElement(TicketInbox, { view, state: preset('state'), type: preset('type'), search: preset('search') });
  }
}
