/** The tickets area's API (api-contract 4.7). */
export const TICKETS_URL = '/api/v1/tickets/tickets/';
export const TICKET_COMMENTS_URL = '/api/v1/tickets/comments/';
/** Applications for assets are opened here (POST), and OPTIONS describes their fields. */
export const APPLY_ASSET_URL = '/api/v1/tickets/apply-asset-tickets/open/';
export const ticketActionUrl = (id: string, action: TicketAction) => `${TICKETS_URL}${id}/${action}/`;
export const bulkTicketUrl = (action: 'approve' | 'reject') => `${TICKETS_URL}bulk/?action=${action}`;

export type TicketAction = 'approve' | 'reject' | 'close';

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

const valueOf = (field: unknown) => (field && typeof field === 'object' ? String((field as { value?: unknown }).value ?? '') : String(field ?? ''));

/** What the signed-in user may do with a ticket: its current step's assignees decide, the applicant may close. */
export function ticketActions(ticket: Record<string, unknown>, userId: string | undefined): Set<TicketAction> {
  const allowed = new Set<TicketAction>();
  if (!userId || valueOf(ticket['status']) !== 'open') return allowed;
  const steps = (Array.isArray(ticket['process_map']) ? ticket['process_map'] : []) as ProcessStep[];
  const current = steps.find((step) => step.approval_level === ticket['approval_step']) ?? steps.at(-1);
  const assignee = Boolean(current?.assignees.includes(userId));
  const applicant = (ticket['applicant'] as { id?: string } | null)?.id === userId;
  if (assignee) {
    allowed.add('approve');
    allowed.add('reject');
  }
  if (assignee || applicant) allowed.add('close');
  return allowed;
}
