import { sessionStore } from '../../core/session/store';
import { detailScreen } from '../common/detail-screen';
import { TicketComments } from './ticket-comments';
import { decisionButton } from './ticket-decision-button';
import { TicketSession } from './ticket-links';
import { TicketApplication } from './ticket-meta';
import { TicketProcess } from './ticket-process';
import { TICKETS_URL } from './tickets-urls';

/** A ticket: what was asked, who decides at which step, the session it let through, the talk about it, the decision and its activity. */
export default detailScreen(({ t }) => {
  const userId = sessionStore.getState().profile?.id;
  return {
    url: TICKETS_URL,
    routeName: 'TicketDetail',
    perms: { app: 'tickets', resource: 'ticket' },
    title: (row) => String(row['title'] ?? ''),
    actions: { update: false, delete: false, extra: (['approve', 'reject', 'close'] as const).map((action) => decisionButton(action, { t, userId })) },
    fields: ['serial_num', 'title', 'type', 'applicant', 'org_name', 'state', 'status', 'date_created', 'comment'],
    infoExtra: (row, reload) => (
      <>
        <TicketApplication ticket={row} />
        <TicketProcess ticket={row} />
        <TicketSession ticket={row} />
        <TicketComments ticketId={String(row.id)} onAdded={reload} />
      </>
    ),
  };
});
