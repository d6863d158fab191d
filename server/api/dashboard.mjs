// GET /api/v1/index/ (the console and audit dashboards) and the activity list of
// a detail page (GET /api/v1/audits/activities/?resource_id=).
import { formatPlainDateTime } from '../util/time.mjs';
import { indexMetrics } from './index-metrics.mjs';

const PER_KIND = 30;

function activities(ctx) {
  const { db } = ctx.services;
  const id = ctx.query.get('resource_id') ?? '';
  const user = db.get('SELECT username FROM users WHERE id = ?', id);
  const items = [
    ...db.all('SELECT id, action, resource_type, resource, user, datetime FROM operate_logs WHERE resource_id = ? ORDER BY datetime DESC LIMIT ?', id, PER_KIND).map((row) => ({
      id: row.id,
      datetime: row.datetime,
      content: `${row.user} ${row.action} ${row.resource_type} ${row.resource}`,
      r_type: 'O',
      detail_url: `/api/v1/audits/operate-logs/${row.id}/?type=action_detail`,
    })),
    ...db
      .all('SELECT id, user, asset, protocol, date_start FROM sessions_terminal WHERE asset_id = ? OR user_id = ? ORDER BY date_start DESC LIMIT ?', id, id, PER_KIND)
      .map((row) => ({
        id: row.id,
        datetime: row.date_start,
        content: `${row.user} connected to ${row.asset} (${row.protocol})`,
        r_type: 'S',
        detail_url: `/ui/#/audit/sessions/sessions/${row.id}`,
      })),
    ...(user
      ? db.all('SELECT id, ip, status, datetime FROM login_logs WHERE username = ? ORDER BY datetime DESC LIMIT ?', user.username, PER_KIND).map((row) => ({
          id: row.id,
          datetime: row.datetime,
          content: `${user.username} ${row.status ? 'logged in' : 'failed to log in'} from ${row.ip}`,
          r_type: 'L',
          detail_url: `/ui/#/audit/audits/login-logs/${row.id}`,
        }))
      : []),
    ...db.all('SELECT id, name, date_published FROM task_executions WHERE args LIKE ? ORDER BY date_published DESC LIMIT ?', `%${id}%`, PER_KIND).map((row) => ({
      id: row.id,
      datetime: row.date_published,
      content: row.name,
      r_type: 'T',
      detail_url: `/core/ops/celery/task/${row.id}/log/`,
    })),
  ];
  return items
    .filter((item) => item.datetime)
    .sort((a, b) => (a.datetime < b.datetime ? 1 : -1))
    .map(({ datetime, ...item }) => ({ ...item, timestamp: formatPlainDateTime(datetime, ctx.zone) }));
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerDashboardRoutes(router) {
  router.add('GET', '/api/v1/index/', indexMetrics, { perm: (ctx) => (ctx.can('rbac.view_console') ? null : 'rbac.view_audit'), name: 'Index' });
  router.add('GET', '/api/v1/audits/activities/', activities, { perm: 'audits.view_activitylog', name: 'Activity' });
}
