import { useData } from '../../blocks/data/use-data';
import { DetailItems } from '../../blocks/detail-page/detail-card';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { CellValue } from '../../blocks/display/cell-value';
import { objectText } from '../../blocks/display/object-text';
import { useT } from '../../blocks/i18n/use-t';
import { ActionButtons } from '../../blocks/list-table/action-buttons';
import type { ActionButton, ActionContext } from '../../blocks/list-table/types';
import { detailKey } from '../../blocks/resource/cache-keys';
import type { Row } from '../../blocks/resource/row';
import { useRouteLinks } from '../../blocks/route-links/route-links';
import { http, serverUrl } from '../../core/http';
import { valueOf } from './ticket-state';
import { TICKETS_URL } from './tickets-urls';

/** A related object's id, whether the server sends it bare or as `{id, name}`. */
const idOf = (value: unknown) => String(value && typeof value === 'object' ? ((value as { id?: unknown }).id ?? '') : (value ?? ''));

/** A link to another object's detail page, under the object's name (or the text given). */
export function DetailLink({ route, value, text }: { route: string; value: unknown; text?: string }) {
  const href = useRouteLinks().hrefFor({ name: route, params: { id: idOf(value) } });
  // An object sent without its name (`{id}`) reads as its id.
  const named = value && typeof value === 'object' ? 'name' in value : true;
  const label = text ?? (named ? objectText(value) : idOf(value));
  return href && idOf(value) ? <a href={href}>{label}</a> : <>{label}</>;
}

/** The component tasks an approver may give a session their ticket let through (TaskViewSet's *-for-ticket). */
const KILL_FOR_TICKET_URL = '/api/v1/terminal/tasks/kill-session-for-ticket/';
const TOGGLE_LOCK_FOR_TICKET_URL = '/api/v1/terminal/tasks/toggle-lock-session-for-ticket/';

/** Stop, pause or resume, and watch the session while it runs: lina's buttons under the Session card. */
function sessionButtons(t: ReturnType<typeof useT>, ticketId: string): ActionButton[] {
  const running = ({ row }: ActionContext) => Boolean(row && !row['is_finished']);
  const toggle = (task: 'lock_session' | 'unlock_session', locked: boolean): Pick<ActionButton, 'has' | 'onClick'> => ({
    has: (context) => running(context) && Boolean(context.row?.['is_locked']) === locked,
    onClick: async ({ row }) => void (row && (await http.post(TOGGLE_LOCK_FOR_TICKET_URL, { session_id: row.id, task_name: task }))),
  });
  return [
    {
      name: 'terminate',
      title: t('tickets.session.terminate'),
      variant: 'danger',
      has: running,
      confirm: { message: t('tickets.session.terminateConfirm') },
      onClick: async ({ row }) => void (row && (await http.post(KILL_FOR_TICKET_URL, [row.id]))),
      done: { message: t('tickets.session.terminated') },
    },
    { name: 'pause', title: t('tickets.session.pause'), ...toggle('lock_session', false), done: { message: t('tickets.session.paused') } },
    { name: 'resume', title: t('tickets.session.resume'), ...toggle('unlock_session', true), done: { message: t('tickets.session.resumed') } },
    {
      name: 'monitor',
      title: t('tickets.session.monitor'),
      has: running,
      can: ({ row }) => Boolean(row?.['can_join']),
      onClick: ({ row }) => void (row && window.open(serverUrl(`/luna/monitor/${encodeURIComponent(row.id)}?ticket_id=${encodeURIComponent(ticketId)}`), '_blank', 'noopener')),
    },
  ];
}

/**
 * The session an approved login to an asset let through (lina's Session card):
 * asked once, a ticket without one (yet) shows nothing; it reloads with the
 * ticket, so approving shows it. Its approver stops, pauses or watches it here.
 */
export function TicketSession({ ticket }: { ticket: Row }) {
  const t = useT();
  const wanted = valueOf(ticket['type']) === 'login_asset_confirm' && valueOf(ticket['state']) === 'approved';
  const { data: session, mutate } = useData(
    wanted ? detailKey(TICKETS_URL, `${ticket.id}/session`) : null,
    () => http.get<Row>(`${TICKETS_URL}${ticket.id}/session/`, { silent: true }).catch(() => null),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (!session) return null;
  const value = (name: string) => <CellValue name={name} value={session[name]} />;
  return (
    <DetailSection
      title={t('tickets.session.title')}
      actions={<ActionButtons actions={sessionButtons(t, ticket.id)} context={{ selected: [session], row: session, reload: () => void mutate() }} />}
    >
      <DetailItems
        items={[
          { key: t('tickets.session.id'), value: <DetailLink route="SessionDetail" value={session.id} text={session.id} /> },
          { key: t('tickets.session.asset'), value: value('asset') },
          { key: t('tickets.session.account'), value: value('account') },
          { key: t('tickets.session.protocol'), value: value('protocol') },
          { key: t('tickets.session.remoteAddr'), value: value('remote_addr') },
          {
            key: t('tickets.session.state'),
            value: t(session['is_finished'] ? 'tickets.session.finished' : session['is_locked'] ? 'tickets.session.pausedState' : 'tickets.session.online'),
          },
        ]}
      />
    </DetailSection>
  );
}
