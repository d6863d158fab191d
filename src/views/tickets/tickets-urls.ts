import { valueOf, type TicketAction } from './ticket-state';

/** The tickets area's API (api-contract 4.7). */
export const TICKETS_URL = '/api/v1/tickets/tickets/';
export const TICKET_COMMENTS_URL = '/api/v1/tickets/comments/';
/** Approval flows by ticket type, one per organization (TicketFlowViewSet). */
export const TICKET_FLOWS_URL = '/api/v1/tickets/flows/';

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

/** The list a ticket of this type belongs to; the generic one for a type without its own. */
export const ticketTypeUrl = (type: unknown) => TYPE_URLS[valueOf(type)] ?? TICKETS_URL;
export const ticketActionUrl = (ticket: { id: string; type?: unknown }, action: TicketAction) => `${ticketTypeUrl(ticket.type)}${ticket.id}/${action}/`;
export const bulkTicketUrl = (type: unknown, action: 'approve' | 'reject') => `${ticketTypeUrl(type)}bulk/?action=${action}`;
