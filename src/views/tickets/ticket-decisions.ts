import type { useT } from '../../blocks/i18n/use-t';
import { refreshResource } from '../../blocks/resource/resource-cache';
import type { ActionButton } from '../../blocks/list-table/types';
import type { Row } from '../../blocks/resource/row';
import { TICKETS_URL } from './tickets-urls';
import { ticketActions, valueOf, type TicketAction } from './ticket-state';

type Translate = ReturnType<typeof useT>;
/** What follows a decision, with the tickets it was about; by default every ticket list and detail reloads. */
export type OnDecided = (tickets: readonly Row[], action: TicketAction) => void;

const refreshTickets: OnDecided = () => void refreshResource(TICKETS_URL);

// The requests a decision sends load with the first decision: a list or an inbox shows without them.
const loadDecide = () => import('./ticket-decide');

/**
 * A ticket's decision as a button: shown to those who may take it; rejecting
 * and closing end the ticket, so they ask first. Approving is the everyday
 * answer and does not.
 */
export function decisionButton(action: TicketAction, { t, userId, onDecided = refreshTickets }: { t: Translate; userId: string | undefined; onDecided?: OnDecided }): ActionButton {
  return {
    name: action,
    title: t(`tickets.${action}`),
    variant: action === 'approve' ? 'primary' : action === 'reject' ? 'danger' : 'default',
    has: ({ row }) => Boolean(row && ticketActions(row, userId).has(action)),
    ...(action === 'approve'
      ? {}
      : {
          confirm: {
            message: ({ row }) => t(`tickets.${action}Confirm`, { title: String(row?.['title'] ?? '') }),
            // The question's own close button is "Close" already.
            ...(action === 'close' ? { confirmLabel: t('tickets.closeTicket') } : {}),
          },
        }),
    onClick: async ({ row }) => {
      if (!row) return;
      const { decideTicket } = await loadDecide();
      await decideTicket(row, action);
      onDecided([row], action);
    },
    done: { message: t(`tickets.${action}Done`) },
  };
}

/** The selected tickets still waiting for a decision: JumpServer passes over the others. */
const pending = (rows: readonly Row[]) => rows.filter((row) => valueOf(row['state']) === 'pending');

/** Approve or reject the selected tickets at once; rejecting asks first, as for one. */
export function bulkDecisionButton(action: 'approve' | 'reject', { t, onDecided = refreshTickets }: { t: Translate; onDecided?: OnDecided }): ActionButton {
  return {
    name: `bulk-${action}`,
    title: t(action === 'approve' ? 'tickets.approveSelected' : 'tickets.rejectSelected'),
    variant: action === 'approve' ? 'primary' : 'danger',
    group: 'bulk',
    can: ({ selected }) => pending(selected).length > 0,
    ...(action === 'approve' ? {} : { confirm: { message: ({ selected }) => t('tickets.rejectManyConfirm', { count: pending(selected).length }) } }),
    onClick: async ({ selected }) => {
      const tickets = pending(selected);
      const { decideTickets } = await loadDecide();
      await decideTickets(tickets, action);
      onDecided(tickets, action);
    },
    done: { message: ({ selected }) => t(action === 'approve' ? 'tickets.approvedMany' : 'tickets.rejectedMany', { count: pending(selected).length }) },
  };
}
