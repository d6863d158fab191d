// The requests that decide tickets, loaded with the first decision (ticket-decisions.ts).
import type { Row } from '../../blocks/resource/row';
import { http } from '../../core/http';
import { parseServerDate } from '../../core/i18n';
import { detailUrl } from '../../core/resources/crud';
import { bulkTicketUrl, ticketActionUrl, ticketTypeUrl } from './tickets-urls';
import { valueOf, type TicketAction } from './ticket-state';

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
export async function decideTicket(ticket: Row, action: TicketAction): Promise<void> {
  if (action === 'approve' && valueOf(ticket['type']) === 'apply_asset') await http.patch(ticketActionUrl(ticket, action), await assetApproval(ticket));
  else await http.put(ticketActionUrl(ticket, action));
}

/** Approves or rejects several tickets: one request per type, as each type's list takes only its own. */
export async function decideTickets(tickets: readonly Row[], action: 'approve' | 'reject'): Promise<void> {
  const byType = new Map<string, string[]>();
  for (const ticket of tickets) byType.set(valueOf(ticket['type']), [...(byType.get(valueOf(ticket['type'])) ?? []), ticket.id]);
  for (const [type, group] of byType) await http.put(bulkTicketUrl(type, action), { tickets: group });
}
