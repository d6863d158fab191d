import type { useT } from '../../blocks/i18n/use-t';
import { refreshResource } from '../../blocks/resource/resource-cache';
import type { ActionButton } from '../../blocks/list-table/types';
import type { Row } from '../../blocks/resource/row';
import { http } from '../../core/http';
import { parseServerDate } from '../../core/i18n';
import { detailUrl } from '../../core/resources/crud';
import { bulkTicketUrl, ticketActionUrl, ticketTypeUrl, TICKETS_URL } from './tickets-urls';
import { ticketActions, valueOf, type TicketAction } from './ticket-state';

type Translate = ReturnType<typeof useT>;
/** What follows a decision, with the tickets it was about; by default every ticket list and detail reloads. */
export type OnDecided = (tickets: readonly Row[], action: TicketAction) => void;

const refreshTickets: OnDecided = () => void refreshResource(TICKETS_URL);

const ids = (items: unknown) => (Array.isArray(items) ? items.map((item) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : item)) : []);
const values = (items: unknown) => (Array.isArray(items) ? items.map(valueOf) : []);
const isoDate = (value: unknown) => parseServerDate(value)?.toISOString() ?? value;

/**
 * JumpServer's approval of an asset application validates the application
 * again (ApproveAssetSerializer) and needs it whole: it is sent back as asked.
 */
async function assetApproval(ticket: Row) {
  const application = await http.get<Row>(detailUrl(ticketTypeUrl(ticket['type']), ticket.id));
  return {
    apply_assets: ids(application['apply_assets']),
    apply_nodes: ids(application['apply_nodes']),
    apply_accounts: application['apply_accounts'] ?? [],
    apply_actions: values(application['apply_actions']),
    apply_date_start: isoDate(application['apply_date_start']),
    apply_date_expired: isoDate(application['apply_date_expired']),
    org_id: application['org_id'],
  };
}

/** Approves, rejects or closes one ticket, on its type's list. */
async function decideTicket(ticket: Row, action: TicketAction): Promise<void> {
  if (action === 'approve' && valueOf(ticket['type']) === 'apply_asset') await http.patch(ticketActionUrl(ticket, action), await assetApproval(ticket));
  else await http.put(ticketActionUrl(ticket, action));
}

/** Approves or rejects several tickets: one request per type, as each type's list takes only its own. */
async function decideTickets(tickets: readonly Row[], action: 'approve' | 'reject'): Promise<void> {
  const byType = new Map<string, string[]>();
  for (const ticket of tickets) byType.set(valueOf(ticket['type']), [...(byType.get(valueOf(ticket['type'])) ?? []), ticket.id]);
  for (const [type, group] of byType) await http.put(bulkTicketUrl(type, action), { tickets: group });
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
      await decideTickets(tickets, action);
      onDecided(tickets, action);
    },
    done: { message: ({ selected }) => t(action === 'approve' ? 'tickets.approvedMany' : 'tickets.rejectedMany', { count: pending(selected).length }) },
  };
}
