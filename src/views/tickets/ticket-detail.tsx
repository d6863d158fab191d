import type { ActionButton } from '../../blocks/list-table/types';
import { refreshResource } from '../../blocks/list-table/refresh-resource';
import { ERROR_FLASH_MS } from '../../core/constants';
import { feedback, http } from '../../core/http';
import { sessionStore } from '../../core/session/store';
import { detailScreen } from '../common/detail-screen';
import { TicketComments } from './ticket-comments';
import { TicketMeta } from './ticket-meta';
import { TicketProcess } from './ticket-process';
import { ticketActionUrl, ticketActions, TICKETS_URL, type TicketAction } from './tickets-urls';

/** A ticket: what was asked, who decides at which step, the talk about it, and the decision. */
export default detailScreen(({ t }) => {
  const userId = sessionStore.getState().profile?.id;
  const button = (action: TicketAction): ActionButton => ({
    name: action,
    title: t(`tickets.${action}`),
    variant: action === 'approve' ? 'primary' : action === 'reject' ? 'danger' : 'default',
    has: ({ row }) => Boolean(row && ticketActions(row, userId).has(action)),
    // Approving is the everyday answer; rejecting and closing end the ticket, so they ask first.
    ...(action === 'approve' ? {} : { confirm: { message: ({ row }) => t(`tickets.${action}Confirm`, { title: String(row?.['title'] ?? '') }) } }),
    onClick: async ({ row, reload }) => {
      if (!row) return;
      await http.put(ticketActionUrl(String(row.id), action));
      feedback().flash(t(`tickets.${action}Done`), 'success', ERROR_FLASH_MS);
      void refreshResource(TICKETS_URL);
      reload();
    },
  });
  return {
    url: TICKETS_URL,
    routeName: 'TicketDetail',
    perms: { app: 'tickets', resource: 'ticket' },
    title: (row) => String(row['title'] ?? ''),
    activity: false,
    actions: { update: false, delete: false, extra: [button('approve'), button('reject'), button('close')] },
    fields: ['serial_num', 'title', 'type', 'applicant', 'org_name', 'state', 'status', 'date_created', 'comment'],
    infoExtra: (row, reload) => (
      <>
        <TicketMeta meta={row['meta']} />
        <TicketProcess ticket={row} />
        <TicketComments ticketId={String(row.id)} onAdded={reload} />
      </>
    ),
  };
});
