// GET /api/v1/index/ as JumpServer v3.8.2's IndexApi answers it: only the keys asked for
// (`?total_count_users=1`, groups such as `?total_count=1`, `?dates_metrics=1`, or `?all=1`),
// over the last `days` days (`?days=`, default 1 = since the day began in the caller's zone, X-TZ).
// Sessions, commands, operate, FTP and job logs are the organization's; login and password-change logs
// are its members' (everyone's in GLOBAL), except the per-day login curve, which counts every login.
import { TYPE_CHOICES } from '../assets/categories.mjs';
import { ROOT_ORG_ID } from '../orgs/builtin.mjs';
import { pythonDateString, zoneDate, zoneDayStart } from '../util/time.mjs';

const DAY_MS = 86400000;
const RISK_REJECT = 5;
const TYPE_LABELS = new Map(TYPE_CHOICES);

/** What every query of one request shares: the organization, the period and the caller's zone. */
function metricsScope(ctx) {
  const { db } = ctx.services;
  const root = ctx.org.id === ROOT_ORG_ID;
  const parsed = Number.parseInt(ctx.query.get('days') ?? '', 10);
  const days = Number.isNaN(parsed) ? 1 : Math.min(parsed, 3650);
  const now = new Date().toISOString();
  const since = days === 1 ? zoneDayStart(now, ctx.zone) : new Date(Date.now() - days * DAY_MS).toISOString();
  const org = (alias = '') => (root ? { sql: '1 = 1', args: [] } : { sql: `${alias}org_id = ?`, args: [ctx.org.id] });
  const members = root
    ? { sql: 'is_service_account = 0', args: [] }
    : { sql: "is_service_account = 0 AND id IN (SELECT user_id FROM role_bindings WHERE scope = 'org' AND org_id = ?)", args: [ctx.org.id] };
  // Login and password-change logs name users by username or as "Name(username)".
  const memberFilter = (column, display) =>
    root
      ? { sql: '1 = 1', args: [] }
      : { sql: `${column} IN (SELECT ${display ? "name || '(' || username || ')'" : 'username'} FROM users WHERE ${members.sql})`, args: members.args };
  const weekday = (new Date(`${zoneDate(now, ctx.zone)}T00:00:00Z`).getUTCDay() + 6) % 7;
  return {
    db,
    days,
    now,
    since,
    org,
    members,
    memberFilter,
    zone: ctx.zone,
    today: zoneDayStart(now, ctx.zone),
    monday: zoneDayStart(now, ctx.zone, -weekday),
    dates: Array.from({ length: Math.max(days, 0) }, (_, index) => zoneDate(new Date(Date.now() - (days - 1 - index) * DAY_MS).toISOString(), ctx.zone)),
    count: (sql, ...args) => db.get(`SELECT COUNT(*) AS n FROM ${sql}`, ...args).n,
  };
}

const where = (...parts) => ({ sql: parts.map((part) => part.sql).join(' AND '), args: parts.flatMap((part) => part.args) });
const since = (column, value) => ({ sql: `${column} >= ?`, args: [value] });

function sessions(s, ...extra) {
  const filter = where(s.org(), since('date_start', s.since), ...extra);
  return s.count(`sessions_terminal WHERE ${filter.sql}`, ...filter.args);
}
const loginLogs = (s, ...extra) => where(since('datetime', s.since), s.memberFilter('username', false), ...extra);
function jobLogs(s, ...extra) {
  const filter = where(s.org(), since('date_start', s.since), ...extra);
  return s.count(`job_executions WHERE ${filter.sql}`, ...filter.args);
}
function commands(s, ...extra) {
  const filter = where(s.org(), since('timestamp', Math.floor(Date.parse(s.since) / 1000)), ...extra);
  return s.count(`commands WHERE ${filter.sql}`, ...filter.args);
}
const onlineSession = { sql: 'is_finished = 0', args: [] };

/** The keys `?total_count=1` (or each by name) answers, in the order JumpServer writes them. */
const TOTALS = {
  total_count_users: (s) => s.count(`users WHERE ${s.members.sql}`, ...s.members.args),
  total_count_assets: (s) => s.count(`assets WHERE ${s.org().sql}`, ...s.org().args),
  total_count_users_this_week: (s) => s.count(`users WHERE ${s.members.sql} AND date_joined >= ?`, ...s.members.args, s.monday),
  total_count_assets_this_week: (s) => s.count(`assets WHERE ${s.org().sql} AND date_created >= ?`, ...s.org().args, s.monday),
  total_count_login_users: (s) => {
    const filter = loginLogs(s);
    return s.db.get(`SELECT COUNT(DISTINCT username) AS n FROM login_logs WHERE ${filter.sql}`, ...filter.args).n;
  },
  // The four below are "today" and "now" whatever `days` says (JumpServer's organization cache).
  total_count_today_active_assets: (s) =>
    s.db.get(`SELECT COUNT(DISTINCT asset_id) AS n FROM sessions_terminal WHERE ${s.org().sql} AND date_start >= ?`, ...s.org().args, s.today).n,
  total_count_online_users: (s) => s.db.get(`SELECT COUNT(DISTINCT user_id) AS n FROM sessions_terminal WHERE ${s.org().sql} AND is_finished = 0`, ...s.org().args).n,
  total_count_online_sessions: (s) => s.count(`sessions_terminal WHERE ${s.org().sql} AND is_finished = 0`, ...s.org().args),
  total_count_today_failed_sessions: (s) => s.count(`sessions_terminal WHERE ${s.org().sql} AND date_start >= ? AND is_success = 0`, ...s.org().args, s.today),
  total_count_user_login_logs: (s) => {
    const filter = loginLogs(s);
    return s.count(`login_logs WHERE ${filter.sql}`, ...filter.args);
  },
  total_count_user_login_success_logs: (s) => {
    const filter = loginLogs(s, { sql: 'status = 1', args: [] });
    return s.count(`login_logs WHERE ${filter.sql}`, ...filter.args);
  },
  total_count_operate_logs: (s) => {
    const filter = where(s.org(), since('datetime', s.since));
    return s.count(`operate_logs WHERE ${filter.sql}`, ...filter.args);
  },
  total_count_change_password_logs: (s) => {
    const filter = where(since('datetime', s.since), s.memberFilter('user', true));
    return s.count(`password_change_logs WHERE ${filter.sql}`, ...filter.args);
  },
  total_count_commands: (s) => commands(s),
  total_count_commands_danger: (s) => commands(s, { sql: 'risk_level = ?', args: [RISK_REJECT] }),
  total_count_history_sessions: (s) => sessions(s) - sessions(s, onlineSession),
  total_count_ftp_logs: (s) => {
    const filter = where(s.org(), since('date_start', s.since), s.memberFilter('user', true));
    return s.count(`ftp_logs WHERE ${filter.sql}`, ...filter.args);
  },
  total_count_job_logs: (s) => jobLogs(s),
  total_count_job_logs_running: (s) => jobLogs(s, { sql: 'is_finished = 0', args: [] }),
  total_count_job_logs_failed: (s) => jobLogs(s, { sql: 'is_finished = 1 AND is_success = 0', args: [] }),
  total_count_type_to_assets_amount: (s, t) =>
    s.db
      .all(
        `SELECT p.type AS type, COUNT(*) AS total FROM assets a JOIN platforms p ON p.id = a.platform_id WHERE ${s.org('a.').sql} GROUP BY p.type ORDER BY p.type`,
        ...s.org('a.').args,
      )
      .map((row) => ({ type: row.type, total: row.total, label: t(TYPE_LABELS.get(row.type) ?? row.type) })),
};

/** Per day of the period (the caller's dates), how many distinct values of `column` rows of the day have. */
function perDay(s, table, dateColumn, column, scoped) {
  const filter = where(scoped ? s.org() : { sql: '1 = 1', args: [] }, since(dateColumn, zoneDayStart(s.now, s.zone, 1 - s.days)), {
    sql: `${dateColumn} < ?`,
    args: [zoneDayStart(s.now, s.zone, 1)],
  });
  const byDate = new Map();
  for (const row of s.db.all(`SELECT ${dateColumn} AS at, ${column} AS value FROM ${table} WHERE ${filter.sql}`, ...filter.args)) {
    const date = zoneDate(row.at, s.zone);
    if (!byDate.has(date)) byDate.set(date, new Set());
    byDate.get(date).add(row.value);
  }
  return s.dates.map((date) => byDate.get(date)?.size ?? 0);
}

const datesLabels = (s) => (s.dates.length ? s.dates.map((date) => date.slice(5)) : ['0']);

function topSessions(s, groupBy, columns) {
  const filter = where(s.org(), since('date_start', s.since));
  return s.db
    .all(
      `SELECT ${columns}, COUNT(*) AS total, MAX(date_start) AS last FROM sessions_terminal WHERE ${filter.sql} GROUP BY ${groupBy} ORDER BY total DESC LIMIT 10`,
      ...filter.args,
    )
    .map((row) => ({ ...row, last: pythonDateString(row.last) }));
}

/** @type {Array<[ms: number, one: string, many: string]>} */
const TIMESINCE_UNITS = [
  [365 * DAY_MS, '{num} year', '{num} years'],
  [30 * DAY_MS, '{num} month', '{num} months'],
  [7 * DAY_MS, '{num} week', '{num} weeks'],
  [DAY_MS, '{num} day', '{num} days'],
  [3600000, '{num} hour', '{num} hours'],
  [60000, '{num} minute', '{num} minutes'],
];

/** Django's timesince(): the two largest adjacent units, "3\u00a0days, 2\u00a0hours" ("0\u00a0minutes" at most a minute ago). */
export function timesince(iso, t, now = Date.now()) {
  let left = now - Date.parse(iso);
  const unit = (index, count) =>
    t(TIMESINCE_UNITS[index][count === 1 ? 1 : 2])
      .replace('{num}', String(count))
      .replaceAll(' ', '\u00a0');
  const first = TIMESINCE_UNITS.findIndex(([size]) => left >= size);
  if (first < 0) return unit(TIMESINCE_UNITS.length - 1, 0);
  const parts = [];
  for (let index = first; index < TIMESINCE_UNITS.length && parts.length < 2; index += 1) {
    const count = Math.floor(left / TIMESINCE_UNITS[index][0]);
    if (count === 0) break;
    parts.push(unit(index, count));
    left -= count * TIMESINCE_UNITS[index][0];
  }
  return parts.join(', ');
}

/** Keys answered together when their group is asked for. */
const GROUPS = {
  session_dates_metrics: (s) => ({
    dates_metrics_date: datesLabels(s),
    dates_metrics_total_count_session: perDay(s, 'sessions_terminal', 'date_start', 'id', true),
  }),
  dates_metrics: (s) => ({
    dates_metrics_date: datesLabels(s),
    dates_metrics_total_count_login: perDay(s, 'login_logs', 'datetime', 'id', false),
    dates_metrics_total_count_active_users: perDay(s, 'sessions_terminal', 'date_start', 'user_id', true),
    dates_metrics_total_count_active_assets: perDay(s, 'sessions_terminal', 'date_start', 'asset_id', true),
  }),
  dates_login_times_top10_assets: (s) => ({ dates_login_times_top10_assets: topSessions(s, 'asset', 'asset') }),
  dates_login_times_top10_users: (s) => ({ dates_login_times_top10_users: topSessions(s, 'user_id', 'user_id, MAX(user) AS user') }),
  dates_login_record_top10_sessions: (s, t) => {
    const filter = where(s.org(), since('date_start', s.since));
    return {
      dates_login_record_top10_sessions: s.db
        .all(`SELECT user, asset, is_finished, date_start FROM sessions_terminal WHERE ${filter.sql} ORDER BY date_start DESC LIMIT 10`, ...filter.args)
        .map((row) => ({
          user: row.user,
          asset: row.asset,
          is_finished: Boolean(row.is_finished),
          date_start: pythonDateString(row.date_start),
          timesince: timesince(row.date_start, t),
        })),
    };
  },
};

export function indexMetrics(ctx) {
  const asked = (name) => Boolean(ctx.query.get(name));
  const all = asked('all');
  const scope = metricsScope(ctx);
  const data = {};
  for (const [key, compute] of Object.entries(TOTALS)) {
    if (all || asked('total_count') || asked(key)) data[key] = compute(scope, ctx.t);
  }
  for (const [group, compute] of Object.entries(GROUPS)) {
    if (all || asked(group)) Object.assign(data, compute(scope, ctx.t));
  }
  return data;
}
