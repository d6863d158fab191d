import { objectText } from '../../blocks/display/object-text';
import type { ActionButton } from '../../blocks/list-table/types';
import type { Row } from '../../blocks/resource/row';
import { http } from '../../core/http';
import type { DetailScreenEnv } from '../common/detail-screen-env';
import { AUDIT_URLS } from './audit-urls';

/** Ends the logins of the rows given: their users are signed out (UserSessionViewSet.offline). */
const OFFLINE_URL = `${AUDIT_URLS.onlineUsers}offline/`;

/** The server passes over the caller's own login: it is not offered. */
const others = (rows: readonly Row[]) => rows.filter((row) => !row['is_current_user_session']);

const takeOffline = (rows: readonly Row[]) => http.post(OFFLINE_URL, { ids: rows.map((row) => row.id) });

/** Offline on a row and on the selected rows (lina's Offline and Bulk offline), for those with audits.offline_usersession. */
export function offlineActions({ t, can }: DetailScreenEnv) {
  const allowed = can('audits.offline_usersession');
  const row: ActionButton = {
    name: 'offline',
    title: t('audit.offline'),
    variant: 'danger',
    has: allowed,
    can: ({ row }) => Boolean(row && others([row]).length),
    confirm: { message: ({ row }) => t('audit.offlineConfirm', { user: objectText(row?.['user']) }) },
    onClick: ({ row }) => row && takeOffline([row]),
    done: { message: t('audit.offlineDone') },
  };
  const bulk: ActionButton = {
    name: 'offline-selected',
    title: t('audit.offlineSelected'),
    variant: 'danger',
    group: 'bulk',
    has: allowed,
    can: ({ selected }) => others(selected).length > 0,
    confirm: { message: ({ selected }) => t('audit.offlineManyConfirm', { count: others(selected).length }) },
    onClick: ({ selected }) => takeOffline(others(selected)),
    done: { message: ({ selected }) => t('audit.offlineManyDone', { count: others(selected).length }) },
  };
  return { selectable: allowed, rowActions: { extra: [row] }, extraActions: [bulk] };
}
