// GET /api/v1/index/ (the console and audit dashboards) and the activity list of
// a detail page (GET /api/v1/audits/activities/?resource_id=).
import { ROOT_ORG_ID } from '../orgs/builtin.mjs';
import { formatPlainDateTime } from '../util/time.mjs';

const DAY_MS = 86400000;

function orgScoped(ctx, column = 'org_id') {
  return ctx.org.id === ROOT_ORG_ID ? { sql: '1 = 1', args: [] } : { sql: `${column} = ?`, args: [ctx.org.id] };
}

function dashboard(ctx) {
  const { db } = ctx.services;
  const days = Math.min(Math.max(Number(ctx.query.get('days')) || 7, 1), 90);
  const since = new Date(Date.now() - days * DAY_MS).toISOString();
  const weekAgo = new Date(Date.now() - 7 * DAY_MS).toISOString();
  const today = new Date(new Date().setHours(0, 0, 0, 0)).toISOString();
  const org = orgScoped(ctx);
  const count = (sql, ...args) => db.get(sql, ...args).n;
  const members = ctx.org.id === ROOT_ORG_ID ? 'SELECT id FROM users' : "SELECT user_id FROM role_bindings WHERE scope = 'org' AND org_id = ?";
  const memberArgs = ctx.org.id === ROOT_ORG_ID ? [] : [ctx.org.id];

  const dates = Array.from({ length: days }, (_, index) => new Date(Date.now() - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
  const perDay = (sql, ...args) => {
    const rows = new Map(db.all(sql, ...args).map((row) => [row.day, row.n]));
    return dates.map((day) => rows.get(day) ?? 0);
  };
  return {
    total_count_users: count(`SELECT COUNT(*) AS n FROM users WHERE id IN (${members})`, ...memberArgs),
    total_count_users_this_week: count(`SELECT COUNT(*) AS n FROM users WHERE id IN (${members}) AND date_joined >= ?`, ...memberArgs, weekAgo),
    total_count_assets: count(`SELECT COUNT(*) AS n FROM assets WHERE ${org.sql}`, ...org.args),
    total_count_assets_this_week: count(`SELECT COUNT(*) AS n FROM assets WHERE ${org.sql} AND date_created >= ?`, ...org.args, weekAgo),
    total_count_login_users: count('SELECT COUNT(DISTINCT username) AS n FROM login_logs WHERE datetime >= ? AND status = 1', since),
    total_count_login_users_this_week: count('SELECT COUNT(DISTINCT username) AS n FROM login_logs WHERE datetime >= ? AND status = 1', weekAgo),
    total_count_online_users: count(`SELECT COUNT(DISTINCT user_id) AS n FROM sessions_terminal WHERE is_finished = 0 AND ${org.sql}`, ...org.args),
    total_count_online_sessions: count(`SELECT COUNT(*) AS n FROM sessions_terminal WHERE is_finished = 0 AND ${org.sql}`, ...org.args),
    total_count_history_sessions: count(`SELECT COUNT(*) AS n FROM sessions_terminal WHERE is_finished = 1 AND ${org.sql}`, ...org.args),
    total_count_today_active_assets: count(`SELECT COUNT(DISTINCT asset_id) AS n FROM sessions_terminal WHERE date_start >= ? AND ${org.sql}`, today, ...org.args),
    total_count_today_failed_sessions: count(`SELECT COUNT(*) AS n FROM sessions_terminal WHERE date_start >= ? AND is_success = 0 AND ${org.sql}`, today, ...org.args),
    total_count_user_login_logs: count('SELECT COUNT(*) AS n FROM login_logs WHERE datetime >= ?', since),
    total_count_operate_logs: count(`SELECT COUNT(*) AS n FROM operate_logs WHERE datetime >= ? AND ${org.sql}`, since, ...org.args),
    total_count_change_password_logs: count('SELECT COUNT(*) AS n FROM password_change_logs WHERE datetime >= ?', since),
    total_count_commands: count(`SELECT COUNT(*) AS n FROM commands WHERE timestamp >= ? AND ${org.sql}`, Math.floor(Date.parse(since) / 1000), ...org.args),
    total_count_commands_danger: count(`SELECT COUNT(*) AS n FROM commands WHERE timestamp >= ? AND risk_level >= 5 AND ${org.sql}`, Math.floor(Date.parse(since) / 1000), ...org.args),
    total_count_ftp_logs: count(`SELECT COUNT(*) AS n FROM ftp_logs WHERE date_start >= ? AND ${org.sql}`, since, ...org.args),
    total_count_jobs: count(`SELECT COUNT(*) AS n FROM job_executions WHERE date_start >= ? AND ${org.sql}`, since, ...org.args),
    dates_metrics_date: dates.map((day) => day.slice(5)),
    dates_metrics_total_count_login: perDay('SELECT substr(datetime, 1, 10) AS day, COUNT(*) AS n FROM login_logs WHERE datetime >= ? GROUP BY day', since),
    dates_metrics_total_count_active_users: perDay(`SELECT substr(date_start, 1, 10) AS day, COUNT(DISTINCT user_id) AS n FROM sessions_terminal WHERE date_start >= ? AND ${org.sql} GROUP BY day`, since, ...org.args),
    dates_metrics_total_count_active_assets: perDay(`SELECT substr(date_start, 1, 10) AS day, COUNT(DISTINCT asset_id) AS n FROM sessions_terminal WHERE date_start >= ? AND ${org.sql} GROUP BY day`, since, ...org.args),
    dates_login_times_top10_users: db.all('SELECT username AS user, COUNT(*) AS total FROM login_logs WHERE datetime >= ? GROUP BY username ORDER BY total DESC LIMIT 10', since),
    dates_login_times_top5_assets: db.all(`SELECT asset, COUNT(*) AS total FROM sessions_terminal WHERE date_start >= ? AND ${org.sql} GROUP BY asset ORDER BY total DESC LIMIT 5`, since, ...org.args),
    dates_login_record_top10_sessions: db.all(`SELECT user, asset, remote_addr, protocol, date_start FROM sessions_terminal WHERE date_start >= ? AND ${org.sql} ORDER BY date_start DESC LIMIT 10`, since, ...org.args),
  };
}

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
    ...db.all('SELECT id, user, asset, protocol, date_start FROM sessions_terminal WHERE asset_id = ? OR user_id = ? ORDER BY date_start DESC LIMIT ?', id, id, PER_KIND).map((row) => ({
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
    ...db.all("SELECT id, name, date_published FROM task_executions WHERE args LIKE ? ORDER BY date_published DESC LIMIT ?", `%${id}%`, PER_KIND).map((row) => ({
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
  router.add('GET', '/api/v1/index/', dashboard, { perm: (ctx) => (ctx.can('rbac.view_console') ? null : 'rbac.view_audit'), name: 'Index' });
  router.add('GET', '/api/v1/audits/activities/', activities, { perm: 'audits.view_activitylog', name: 'Activity' });
}
