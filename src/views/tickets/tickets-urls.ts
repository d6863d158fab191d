/** The tickets area's API (api-contract 4.7). */
export const TICKETS_URL = '/api/v1/tickets/tickets/';
export const TICKET_COMMENTS_URL = '/api/v1/tickets/comments/';

/**
 * Each ticket type's own list: its detail carries the application's fields,
 * and approve and bulk answer there (JumpServer answers 405 to both on the
 * generic list).
 */
const TYPE_URLS: Readonly<Record<string, string>> = {
  apply_asset: '/api/v1/tickets/apply-asset-tickets/',
  login_confirm: '/api/v1/tickets/apply-login-tickets/',
  command_confirm: '/api/v1/tickets/apply-command-tickets/',
  login_asset_confirm: '/api/v1/tickets/apply-login-asset-tickets/',
};
/** Applications for assets are opened here (POST), and OPTIONS describes their fields. */
export const APPLY_ASSET_URL = `${TYPE_URLS['apply_asset']}open/`;

export type TicketAction = 'approve' | 'reject' | 'close';

/** The value of a `{value, label}` field, or the field itself when the server sent it plain. */
export const valueOf = (field: unknown) => (field && typeof field === 'object' ? String((field as { value?: unknown }).value ?? '') : String(field ?? ''));

const STATES = ['pending', 'approved', 'rejected', 'closed'] as const;
/** A ticket's or a step's state among those the catalogue names; an unknown one reads as pending. */
export const stateOf = (state: string) => ((STATES as readonly string[]).includes(state) ? (state as (typeof STATES)[number]) : 'pending');

/** The list a ticket of this type belongs to; the generic one for a type without its own. */
export const ticketTypeUrl = (type: unknown) => TYPE_URLS[valueOf(type)] ?? TICKETS_URL;
export const ticketActionUrl = (ticket: { id: string; type?: unknown }, action: TicketAction) => `${ticketTypeUrl(ticket.type)}${ticket.id}/${action}/`;
export const bulkTicketUrl = (type: unknown, action: 'approve' | 'reject') => `${ticketTypeUrl(type)}bulk/?action=${action}`;

/** One approval step of a ticket's process map. */
export interface ProcessStep {
  state: string;
  approval_level: number;
  assignees: string[];
  assignees_display?: string[];
  processor?: string;
  processor_display?: string;
  approval_date?: string;
}

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

/** Approval flows by ticket type, one per organization (TicketFlowViewSet). */
export const TICKET_FLOWS_URL = '/api/v1/tickets/flows/';
