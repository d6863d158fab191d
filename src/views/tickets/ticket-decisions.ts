import type { useT } from '../../blocks/i18n/use-t';
import { refreshResource } from '../../blocks/resource/resource-cache';
import type { ActionButton } from '../../blocks/list-table/types';
import type { Row } from '../../blocks/resource/row';
import { TICKETS_URL } from './tickets-urls';
import { valueOf, type TicketAction } from './ticket-state';

export type Translate = ReturnType<typeof useT>;
/** What follows a decision, with the tickets it was about; by default every ticket list and detail reloads. */
export type OnDecided = (tickets: readonly Row[], action: TicketAction) => void;

export const refreshTickets: OnDecided = () => void refreshResource(TICKETS_URL);

// The requests a decision sends load with the first decision: a list or an inbox shows without them.
export const loadDecide = () => import('./ticket-decide');

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
