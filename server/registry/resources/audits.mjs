// Audit logs (api-contract 4.10): read-only lists with date ranges.
import { reply } from '../../http/reply.mjs';
import { ROOT_ORG_ID } from '../../orgs/builtin.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';

const readOnly = ['GET'];

const LOGIN_TYPES = [
  ['W', 'Web'],
  ['T', 'Terminal'],
  ['U', 'Unknown'],
];
const MFA = [
  [0, 'Disabled'],
  [1, 'Enabled'],
  [2, '-'],
];
const OPERATE_ACTIONS = [
  ['view', 'View'],
  ['update', 'Update'],
  ['delete', 'Delete'],
  ['create', 'Create'],
  ['export', 'Export'],
  ['download', 'Download'],
  ['connect', 'Connect'],
  ['login', 'Login'],
  ['change_password', 'Change password'],
  ['accept', 'Accept'],
  ['review', 'Review'],
  ['notice', 'Notifications'],
  ['reject', 'Reject'],
  ['approve', 'Approve'],
  ['close', 'Close'],
];
export const FTP_OPERATIONS = [
  ['mkdir', 'Mkdir'],
  ['rmdir', 'Rmdir'],
  ['delete', 'Delete'],
  ['upload', 'Upload'],
  ['rename', 'Rename'],
  ['symlink', 'Symlink'],
  ['download', 'Download'],
  ['rename_dir', 'Rename dir'],
];

/** The users of the request's organization (members: a role bound there); the global one holds everybody. */
const MEMBERS = "SELECT b.user_id FROM role_bindings b WHERE b.scope = 'org' AND b.org_id = ?";

/**
 * Logs of users, not of organizations, seen from an organization: only its members' (get_org_members()),
 * matched on the column the log names its user by.
 * @param {string} column @param {string} [as] the member's value in that column (a user column of u)
 */
const ofOrgMembers =
  (column, as = 'u.id') =>
  (ctx) =>
    ctx.org.id === ROOT_ORG_ID ? null : { sql: `t.${column} IN (SELECT ${as} FROM users u WHERE u.id IN (${MEMBERS}))`, args: [ctx.org.id] };

function loginLogResource(name, url, perm, where) {
  return defineResource({
    name,
    app: 'audits',
    model: 'userloginlog',
    url,
    label: 'User login log',
    table: 'login_logs',
    methods: readOnly,
    perms: { view: perm },
    dateField: 'datetime',
    ordering: ['-datetime'],
    search: ['username', 'ip', 'city'],
    where,
    fields: {
      username: f.string('Username', { readOnly: true, filter: true, order: true }),
      type: f.choice('Login type', LOGIN_TYPES, { readOnly: true, filter: true }),
      ip: f.string('Login IP', { readOnly: true, filter: true }),
      city: f.string('Login city', { readOnly: true, filter: true }),
      user_agent: f.string('User agent', { readOnly: true, maxLength: 254 }),
      mfa: f.choice('MFA', MFA, { readOnly: true, filter: true }),
      reason: f.string('Reason', { readOnly: true }),
      reason_display: f.computed('Reason display', 'string', (row, ctx) => (row.reason ? ctx.t(row.reason) : '')),
      backend: f.string('Authentication backend', { readOnly: true }),
      backend_display: f.computed('Authentication backend', 'string', (row, ctx) => ctx.t(row.backend ?? '')),
      status: f.choice(
        'Status',
        [
          [true, 'Success'],
          [false, 'Failed'],
        ],
        { readOnly: true, filter: true },
      ),
      datetime: f.datetime('Login Date', { readOnly: true, order: true }),
    },
  });
}

export const userloginlog = loginLogResource('userloginlog', 'audits/login-logs', 'audits.view_userloginlog', ofOrgMembers('username', 'u.username'));
export const myloginlog = loginLogResource('myloginlog', 'audits/my-login-logs', null, (ctx) => ({ sql: 't.username = ?', args: [ctx.user.username] }));

export const operatelog = defineResource({
  name: 'operatelog',
  app: 'audits',
  url: 'audits/operate-logs',
  label: 'Operate log',
  table: 'operate_logs',
  org: true,
  methods: readOnly,
  dateField: 'datetime',
  ordering: ['-datetime'],
  search: ['user', 'resource', 'resource_type', 'remote_addr'],
  // OperateLogViewSet.get_serializer_class(): the diff is OperateLogActionDetailSerializer's alone (v3.8.2 and v3.10).
  detailTypes: { action_detail: ['diff'] },
  fields: {
    user: f.string('User', { readOnly: true, filter: true }),
    action: f.choice('Action', OPERATE_ACTIONS, { readOnly: true, filter: true }),
    resource_type: f.string('Resource Type', { readOnly: true, filter: true }),
    resource: f.string('Resource', { readOnly: true, filter: true }),
    resource_id: f.string('Resource ID', { readOnly: true, filter: true }),
    remote_addr: f.string('Remote addr', { readOnly: true, filter: true }),
    datetime: f.datetime('Datetime', { readOnly: true, order: true }),
    // convert_diff_friendly(): `[{field, before, after}]`, empty for a log without changes.
    diff: f.json('Diff', { readOnly: true, fromDb: (value) => (value ? JSON.parse(value) : []) }),
  },
});

export const passwordchangelog = defineResource({
  name: 'passwordchangelog',
  app: 'audits',
  url: 'audits/password-change-logs',
  label: 'Password change log',
  table: 'password_change_logs',
  methods: readOnly,
  // str(user): "name(username)".
  where: ofOrgMembers('user', "u.name || '(' || u.username || ')'"),
  dateField: 'datetime',
  ordering: ['-datetime'],
  search: ['user', 'change_by', 'remote_addr'],
  fields: {
    user: f.string('User', { readOnly: true, filter: true }),
    change_by: f.string('Change by', { readOnly: true, filter: true }),
    remote_addr: f.string('Remote addr', { readOnly: true, filter: true }),
    datetime: f.datetime('Datetime', { readOnly: true, order: true }),
  },
});

export const ftplog = defineResource({
  name: 'ftplog',
  app: 'audits',
  url: 'audits/ftp-logs',
  label: 'File transfer log',
  table: 'ftp_logs',
  org: true,
  methods: readOnly,
  dateField: 'date_start',
  ordering: ['-date_start'],
  search: ['user', 'asset', 'account', 'filename'],
  fields: {
    user: f.string('User', { readOnly: true, filter: true }),
    remote_addr: f.string('Remote addr', { readOnly: true }),
    asset: f.string('Asset', { readOnly: true, filter: true }),
    account: f.string('Account', { readOnly: true, filter: true }),
    operate: f.choice('Operate', FTP_OPERATIONS, { readOnly: true, filter: true }),
    filename: f.string('Filename', { readOnly: true, filter: true, maxLength: 1024 }),
    date_start: f.datetime('Date start', { readOnly: true, order: true }),
    is_success: f.bool('Success', { readOnly: true, filter: true }),
    has_file: f.bool('Has file', { readOnly: true }),
    session: f.string('Session', { readOnly: true, filter: true }),
  },
});

export const usersession = defineResource({
  name: 'usersession',
  app: 'audits',
  url: 'audits/user-sessions',
  label: 'User session',
  table: 'user_sessions',
  // No DELETE (http_method_names): a session is ended by `offline`, which also ends its browser session.
  methods: ['GET'],
  perms: { view: 'audits.view_usersession' },
  // Taking a session offline (the action below) is JumpServer's own codename, though nothing is deleted.
  extraPerms: ['audits.offline_usersession'],
  where: ofOrgMembers('user_id'),
  dateField: 'date_created',
  ordering: ['-date_created'],
  search: ['ip', 'city'],
  fields: {
    user: f.fk('User', 'user', { readOnly: true, filter: true, display: ['id', 'name', 'username'], onDelete: 'cascade' }),
    ip: f.string('Login IP', { readOnly: true, filter: true }),
    city: f.string('Login city', { readOnly: true }),
    user_agent: f.string('User agent', { readOnly: true, maxLength: 254 }),
    type: f.choice('Login type', LOGIN_TYPES, { readOnly: true, filter: true }),
    backend: f.string('Authentication backend', { readOnly: true }),
    is_active: f.bool('Active', { readOnly: true, filter: true }),
    date_created: f.datetime('Login Date', { readOnly: true, order: true }),
    date_expired: f.datetime('Date expired', { readOnly: true }),
    // The login session the row stands for (Django's session key): taking the row offline ends it.
    key: f.hidden(),
    is_current_user_session: f.computed('Is current user session', 'boolean', (row, ctx) => row.id === ctx?.session?.data?.user_session_id),
  },
  actions: [
    {
      // UserSessionViewSet.offline: the sessions named end (their users are signed out), the caller's own excepted; 200 whatever was found.
      method: 'POST',
      path: 'offline/',
      perm: 'audits.offline_usersession',
      async handler(ctx) {
        const ids = (await ctx.body())?.ids;
        const { db, sessions } = ctx.services;
        const own = ctx.session?.data?.user_session_id ?? '';
        for (const id of Array.isArray(ids) ? ids.map(String) : []) {
          // As the list: from an organization, only its members' sessions (get_queryset is the org's).
          const row =
            id === own
              ? undefined
              : ctx.org.id === ROOT_ORG_ID
                ? db.get('SELECT id, key FROM user_sessions WHERE id = ?', id)
                : db.get(`SELECT id, key FROM user_sessions WHERE id = ? AND user_id IN (${MEMBERS})`, id, ctx.org.id);
          if (!row) continue;
          if (row.key) sessions.destroy(row.key);
          db.run('DELETE FROM user_sessions WHERE id = ?', row.id);
        }
        return reply(200, '');
      },
    },
  ],
});

export default [userloginlog, myloginlog, operatelog, passwordchangelog, ftplog, usersession];
