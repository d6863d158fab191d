import type { ActionButton } from '../../blocks/list-table/types';
import { loadDecide, refreshTickets, type OnDecided, type Translate } from './ticket-decisions';
import { valueOf, type ProcessStep, type TicketAction } from './ticket-state';

// One ticket's decisions, which show once a ticket is open: its detail page, or the inbox's sheet, loads them.

/** What the signed-in user may do with a ticket: its current step's assignees decide, the applicant may close. */
export function ticketActions(ticket: Record<string, unknown>, userId: string | undefined): Set<TicketAction> {
  const allowed = new Set<TicketAction>();
  if (!userId || valueOf(ticket['status']) !== 'open') return allowed;
  const steps = (Array.isArray(ticket['process_map']) ? ticket['process_map'] : []) as ProcessStep[];
  // approval_step is `{value, label}` from JumpServer (a plain number from older servers).
  const current = steps.find((step) => String(step.approval_level) === valueOf(ticket['approval_step'])) ?? steps.at(-1);
  const assignee = Boolean(current?.assignees.includes(userId));
  const applicant = (ticket['applicant'] as { id?: string } | null)?.id === userId;
  if (assignee) {
    allowed.add('approve');
    allowed.add('reject');
  }
  if (assignee || applicant) allowed.add('close');
  return allowed;
}

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
