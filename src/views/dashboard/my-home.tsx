import { useData } from '../../blocks/data/use-data';
import { useStore } from 'zustand';
import { objectText } from '../../blocks/display/object-text';
import { useT } from '../../blocks/i18n/use-t';
import { countKey } from '../../blocks/resource/cache-keys';
import { useRouteLinks } from '../../blocks/route-links/route-links';
import { http, type Page } from '../../core/http';
import { formatRecentDate } from '../../core/i18n/recent-date';
import { settingsStore } from '../../core/public-settings';
import { withParams } from '../../core/resources/crud';
import { sessionStore } from '../../core/session/store';
import { useDetailScreenEnv } from '../common/detail-screen-env';
import { TicketStatusTag } from '../tickets/ticket-tags';
import { TICKETS_URL } from '../tickets/tickets-urls';
import type { ScreenProps } from '../types';
import { connectHref, MY_ASSETS_URL } from '../workbench/my-assets-urls';
import * as styles from './dashboard.css';
import { DashboardCard } from './dashboard-card';
import { FigureTable } from './figure-table';
import { panelSource } from './use-index-metrics';

type Row = Record<string, unknown>;

const MY_SESSIONS_URL = '/api/v1/terminal/my-sessions/?limit=20';
const MY_LOGINS_URL = '/api/v1/audits/my-login-logs/?limit=5';
const FAVORITES_URL = '/api/v1/assets/favorite-assets/';
const SHOWN = 5;

const list = (url: string) => http.get<Page<Row> | Row[]>(url).then((answer) => (Array.isArray(answer) ? answer : answer.results));

/** Favourites name only the asset: its name comes from the granted assets, and one no longer granted is left out. */
async function favoriteAssets(url: string): Promise<Row[]> {
  const stars = (await list(url)).slice(0, SHOWN);
  const assets = await Promise.all(stars.map((star) => http.get<Row>(`${MY_ASSETS_URL}${String(star['asset'])}/`, { silent: true }).catch(() => null)));
  return assets.filter((asset): asset is Row => asset !== null);
}

/** The assets of the latest sessions, each once, newest first. */
function recentAssets(sessions: readonly Row[]): Row[] {
  const seen = new Map<string, Row>();
  for (const session of sessions) {
    const id = String(session['asset_id'] ?? '');
    if (id && !seen.has(id)) seen.set(id, { id, name: session['asset'], date: session['date_start'] });
  }
  return [...seen.values()].slice(0, SHOWN);
}

function ConnectLink({ row }: { row: Row }) {
  const t = useT();
  const name = String(row['name'] ?? '');
  return (
    <a className={styles.statLink} href={connectHref(String(row['id']))} target="_blank" rel="noopener noreferrer" aria-label={t('dashboard.connectTo', { name })}>
      {name}
    </a>
  );
}

/** The ticket's title, linked to its detail. */
function TicketLink({ row }: { row: Row }) {
  const href = useRouteLinks().hrefFor({ name: 'TicketDetail', params: { id: String(row['id']) } });
  return (
    <a className={styles.statLink} href={href}>
      {String(row['title'] ?? '')}
    </a>
  );
}

/** A past session's start, linked to its detail for those who may read sessions (the official card's numbered link). */
function SessionStart({ row }: { row: Row }) {
  const { can } = useDetailScreenEnv();
  const href = useRouteLinks().hrefFor({ name: 'SessionDetail', params: { id: String(row['id']) } });
  const when = formatRecentDate(row['date_start']);
  return can('terminal.view_session') ? (
    <a className={styles.statLink} href={href}>
      {when}
    </a>
  ) : (
    when
  );
}

/** Who the user is and when they last signed in, a link away from their profile (the official card "Profile"). */
function MyProfile() {
  const t = useT();
  const profile = useStore(sessionStore, (state) => state.profile);
  const href = useRouteLinks().hrefFor({ name: 'ProfileInfo' });
  if (!profile) return null;
  const facts = [
    { label: t('dashboard.name'), value: <a className={styles.statLink} href={href}>{`${profile.name} (${profile.username})`}</a> },
    { label: t('dashboard.email'), value: profile.email ?? '' },
    { label: t('dashboard.lastLogin'), value: formatRecentDate(profile['last_login']) },
  ];
  return (
    <DashboardCard title={t('dashboard.profile')}>
      <dl className={styles.stats}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.stat}>
            <dt className={styles.statLabel}>{fact.label}</dt>
            <dd className={styles.fact}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </DashboardCard>
  );
}

/** The tickets waiting for the user's decision (lina's "Assigned to me"), where tickets are on and the user reads them. */
function AssignedToMe() {
  const t = useT();
  const { can } = useDetailScreenEnv();
  const userId = useStore(sessionStore, (state) => state.profile?.id);
  const { settings } = useStore(settingsStore);
  const shown = Boolean(userId) && can('tickets.view_ticket') && settings.TICKETS_ENABLED === true && settings.XPACK_LICENSE_IS_VALID === true;
  // Keyed as the ticket lists' count: a decision taken anywhere reads it again.
  const tickets = useData(shown ? countKey(TICKETS_URL, 'assigned-to-me', String(userId)) : null, () =>
    list(withParams(TICKETS_URL, { assignees__id: String(userId), state: 'pending', limit: SHOWN })),
  );
  if (!shown) return null;
  return (
    <div className={styles.row}>
      <FigureTable
        title={t('dashboard.assignedToMe')}
        loading={!tickets.data}
        rows={tickets.data ?? []}
        empty={t('dashboard.noAssigned')}
        columns={[
          { key: 'title', label: t('dashboard.ticketTitle'), render: (row) => <TicketLink row={row} /> },
          { key: 'applicant', label: t('dashboard.applicant'), render: (row) => objectText(row['applicant']) },
          { key: 'type', label: t('dashboard.ticketType'), render: (row) => objectText(row['type']) },
          { key: 'status', label: t('dashboard.state'), render: (row) => <TicketStatusTag status={row['status']} /> },
          { key: 'date_created', label: t('dashboard.date'), render: (row) => formatRecentDate(row['date_created']) },
        ]}
      />
    </div>
  );
}

/** The workbench's home: who the user is, where they went lately, their favourite assets, what waits for their approval and their own logins. */
export default function MyHome(_: ScreenProps) {
  const t = useT();
  const sessions = panelSource(useData(MY_SESSIONS_URL, list, { revalidateOnFocus: false }));
  const logins = panelSource(useData(MY_LOGINS_URL, list, { revalidateOnFocus: false }));
  const favorites = panelSource(useData(FAVORITES_URL, favoriteAssets, { revalidateOnFocus: false }));
  const when = (key: string) => (row: Row) => formatRecentDate(row[key]);
  return (
    <div className={styles.page}>
      <MyProfile />
      <div className={styles.row}>
        <FigureTable
          title={t('dashboard.recentAssets')}
          loading={!sessions.data}
          onRetry={sessions.retry}
          rows={recentAssets(sessions.data ?? [])}
          columns={[
            { key: 'name', label: t('dashboard.asset'), render: (row) => <ConnectLink row={row} /> },
            { key: 'date', label: t('dashboard.lastSession'), render: when('date') },
          ]}
        />
        <FigureTable
          title={t('dashboard.favorites')}
          loading={!favorites.data}
          onRetry={favorites.retry}
          rows={favorites.data ?? []}
          empty={t('dashboard.noFavorites')}
          columns={[
            { key: 'name', label: t('dashboard.asset'), render: (row) => <ConnectLink row={row} /> },
            { key: 'address', label: t('dashboard.address') },
          ]}
        />
      </div>
      <AssignedToMe />
      <div className={styles.row}>
        <FigureTable
          title={t('dashboard.recentSessions')}
          loading={!sessions.data}
          onRetry={sessions.retry}
          rows={(sessions.data ?? []).slice(0, SHOWN)}
          columns={[
            { key: 'asset', label: t('dashboard.asset') },
            { key: 'account', label: t('dashboard.account') },
            { key: 'protocol', label: t('dashboard.protocol') },
            { key: 'remote_addr', label: t('dashboard.from') },
            { key: 'date_start', label: t('dashboard.started'), render: (row) => <SessionStart row={row} /> },
          ]}
        />
        <FigureTable
          title={t('dashboard.recentLogins')}
          loading={!logins.data}
          onRetry={logins.retry}
          rows={logins.data ?? []}
          columns={[
            { key: 'ip', label: t('dashboard.from'), render: (row) => `${String(row['city'] ?? '')} (${String(row['ip'] ?? '')})` },
            { key: 'status', label: t('dashboard.state'), render: (row) => String((row['status'] as { label?: string } | undefined)?.label ?? '') },
            { key: 'datetime', label: t('dashboard.time'), render: when('datetime') },
          ]}
        />
      </div>
    </div>
  );
}
