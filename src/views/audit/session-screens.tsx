import type { ActionButton } from '../../blocks/list-table/types';
import { ListTable } from '../../blocks/list-table/list-table';
import { serverUrl } from '../../core/http';
import { downloadUrl } from '../../core/resources/download';
import { navigateTo } from '../../core/routes';
import type { DetailScreenEnv } from '../common/detail-screen-env';
import { actionListScreen } from '../common/action-list-screen';
import { tabScreen } from '../common/tab-screen';
import { OnlineUserLog } from './audit-lists';
import { AUDIT_URLS } from './audit-urls';
import { offlineActions } from './online-user-actions';
import { REPLAY_TAB, sessionActions } from './session-audit/session-actions';
import { SESSION_LISTS, type SessionListMode } from './session-audit/session-lists';

/** Where JumpServer's web terminal watches a running session (lina's Monitor). */
const monitorUrl = (sessionId: string) => `/luna/monitor/${encodeURIComponent(sessionId)}`;

/**
 * A session's row actions in the console: terminate, pause and resume as on
 * its detail; watch it while it runs; replay (on its detail's replay tab) and
 * download its recording once it ended. Four or more go under More after the first.
 */
function rowActions(env: DetailScreenEnv): ActionButton[] {
  const { t, can } = env;
  return [
    ...sessionActions(env, { onReplay: (row) => navigateTo({ name: 'SessionDetail', params: { id: row.id }, query: { activeTab: REPLAY_TAB } }) }),
    {
      name: 'monitor',
      title: t('audit.monitor'),
      icon: 'online',
      order: 25,
      has: ({ row }) => Boolean(row && !row['is_finished']) && can('terminal.monitor_session'),
      // A session on a protocol the web terminal cannot join (RDP, databases) is shown but not watched.
      can: ({ row }) => Boolean(row?.['can_join']),
      onClick: ({ row }) => void (row && window.open(serverUrl(monitorUrl(row.id)), '_blank', 'noopener')),
    },
    {
      name: 'download',
      title: t('audit.download'),
      icon: 'download',
      order: 40,
      has: ({ row }) => Boolean(row?.['can_replay']) && can('terminal.download_sessionreplay'),
      onClick: ({ row }) => row && downloadUrl(serverUrl(`${AUDIT_URLS.sessions}${encodeURIComponent(row.id)}/replay/download/`)),
    },
  ];
}

function SessionTable({ env, mode }: { env: DetailScreenEnv; mode: SessionListMode }) {
  return (
    <ListTable
      {...SESSION_LISTS[mode]}
      url={AUDIT_URLS.sessions}
      routeName="SessionList"
      perms={{ app: 'terminal', resource: 'session' }}
      toolbar={{ create: false, import: false, bulkDelete: false }}
      rowActions={{ update: false, delete: false, extra: rowActions(env) }}
      selectable={false}
      minColumns={['user']}
      linkColumn="user"
    />
  );
}

/** The sessions (lina's tabs): the running ones, which may be stopped or watched, and the past ones, replayed or downloaded. */
export const SessionList = tabScreen((env) => [
  { name: 'OnlineList', title: env.t('audit.online'), render: () => <SessionTable env={env} mode="online" /> },
  { name: 'OfflineList', title: env.t('audit.history'), render: () => <SessionTable env={env} mode="history" /> },
]);

/** Who is signed in now; those with the right take users offline, one or several at once. */
export const OnlineSession = actionListScreen(OnlineUserLog.config, offlineActions);
