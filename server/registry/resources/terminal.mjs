// Sessions, commands and the terminal components (api-contract 4.21).
import { HttpError, notFound, validationError } from '../../http/errors.mjs';
import { reply } from '../../http/reply.mjs';
import { ansibleLines, startTask } from '../../ops/tasks.mjs';
import { uploadApplet } from '../../terminal/applet-upload.mjs';
import { replayAnswer, replayDownload } from '../../terminal/replays.mjs';
import { isUuid, uuid } from '../../util/ids.mjs';
import { formatDateTime, nowIso, parseDateTime } from '../../util/time.mjs';
import { SYSTEM_ORG_ID } from '../../orgs/builtin.mjs';
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f, parseObject } from '../fields.mjs';
import { MSG } from '../messages.mjs';
import { serialize } from '../serialize.mjs';
import { HOST_EXTRA, assetResource } from './assets.mjs';

const SESSION_TYPES = [
  ['normal', 'Normal'],
  ['tunnel', 'Tunnel'],
  ['command', 'Command'],
  ['sftp', 'SFTP'],
];
const LOGIN_FROM = [
  ['ST', 'SSH Terminal'],
  ['RT', 'RDP Terminal'],
  ['WT', 'Web Terminal'],
  ['DT', 'DB Terminal'],
  ['VT', 'VNC Terminal'],
];
export const RISK_LEVELS = [
  [0, 'Accept'],
  [4, 'Warning'],
  [5, 'Reject'],
  [6, 'Review & Reject'],
  [7, 'Review & Accept'],
  [8, 'Review & Cancel'],
];
const COMPONENT_TYPES = [
  ['koko', 'KoKo'],
  ['lion', 'Lion'],
  ['chen', 'Chen'],
  ['kael', 'Kael'],
  ['magnus', 'Magnus'],
  ['razor', 'Razor'],
  ['tinker', 'Tinker'],
  ['xrdp', 'Xrdp'],
  ['core', 'Core'],
  ['celery', 'Celery'],
];

const seconds = (start, end) => (start ? Math.max(0, Math.round(((end ? Date.parse(end) : Date.now()) - Date.parse(start)) / 1000)) : 0);

const sessionFields = () => ({
  user: f.string('User', { readOnly: true, filter: true, order: true }),
  asset: f.string('Asset', { readOnly: true, filter: true, order: true }),
  account: f.string('Account', { readOnly: true, filter: true }),
  user_id: f.string('User ID', { readOnly: true, filter: true }),
  asset_id: f.string('Asset ID', { readOnly: true, filter: true }),
  account_id: f.string('Account ID', { readOnly: true, filter: true }),
  protocol: f.string('Protocol', { readOnly: true, filter: true, order: true }),
  type: f.choice('Type', SESSION_TYPES, { readOnly: true, filter: true }),
  login_from: f.choice('Login from', LOGIN_FROM, { readOnly: true, filter: true }),
  remote_addr: f.string('Remote addr', { readOnly: true, filter: true }),
  is_success: f.bool('Is success', { readOnly: true, filter: true }),
  is_finished: f.bool('Is finished', { readOnly: true, filter: true, order: true }),
  has_replay: f.bool('Replay', { readOnly: true, filter: true }),
  has_command: f.bool('Command', { readOnly: true, filter: true }),
  is_locked: f.bool('Is locked', { readOnly: true }),
  // TerminalSmallSerializer: which component runs the session decides whether it can be paused.
  terminal: f.fk('Terminal', 'terminal', { readOnly: true, filter: true, display: ['id', 'name', 'type'] }),
  command_amount: f.sql('Command amount', 'integer', 'SELECT COUNT(*) FROM commands c WHERE c.session = t.id', { order: true }),
  error_reason: f.string('Error reason', { readOnly: true, allowBlank: true }),
  replay_size: f.int('Replay size', { readOnly: true, default: 0 }),
  date_start: f.datetime('Date start', { readOnly: true, order: true }),
  date_end: f.datetime('Date end', { readOnly: true, order: true }),
  duration: f.computed('Duration', 'integer', (row) => seconds(row.date_start, row.date_end)),
  terminal_display: f.computed('Terminal display', 'string', (row, ctx, batch) => batch?.targets.terminal?.get(row.terminal_id)?.name ?? ''),
  can_replay: f.computed('Can replay', 'boolean', (row) => Boolean(row.is_finished && row.has_replay)),
  can_join: f.computed('Can join', 'boolean', (row) => !row.is_finished && ['ssh', 'telnet', 'k8s'].includes(row.protocol)),
  can_terminate: f.computed('Can terminate', 'boolean', (row) => !row.is_finished),
  comment: f.comment(),
});

function sessionResource(name, url, where) {
  return defineResource({
    name,
    app: 'terminal',
    model: 'session',
    url,
    label: 'Session',
    table: 'sessions_terminal',
    org: true,
    methods: ['GET'],
    perms: where ? { view: null } : {},
    where,
    dateField: 'date_start',
    ordering: ['is_finished', '-date_start'],
    search: ['user', 'asset', 'account', 'remote_addr', 'protocol', 'login_from'],
    indexes: [['org_id', 'date_start'], ['user_id'], ['asset_id'], ['is_finished']],
    extraPerms: ['terminal.terminate_session', 'terminal.monitor_session', 'terminal.view_sessionreplay', 'terminal.download_sessionreplay'],
    fields: sessionFields(),
    actions: where
      ? []
      : [
          {
            method: 'GET',
            path: ':id/replay/',
            perm: 'terminal.view_sessionreplay',
            handler: (ctx) => replayAnswer(ctx, findSession(ctx, ctx.params.id)),
          },
          {
            method: 'GET',
            path: ':id/replay/download/',
            perm: 'terminal.download_sessionreplay',
            handler(ctx) {
              const row = findSession(ctx, ctx.params.id);
              return replayDownload(ctx, row, serialize(session, [row], ctx)[0]);
            },
          },
        ],
  });
}

function findSession(ctx, id) {
  const row = isUuid(id) ? ctx.services.store.find(session, ctx, id) : null;
  if (!row) throw notFound('Session');
  return row;
}

export const session = sessionResource('session', 'terminal/sessions');
export const mysession = sessionResource('mysession', 'terminal/my-sessions', (ctx) => ({ sql: 't.user_id = ?', args: [ctx.user.id] }));

export const command = defineResource({
  name: 'command',
  app: 'terminal',
  url: 'terminal/commands',
  label: 'Command',
  table: 'commands',
  org: true,
  methods: ['GET'],
  ordering: ['-timestamp'],
  search: ['input', 'user', 'asset', 'account'],
  indexes: [['org_id', 'timestamp'], ['session']],
  fields: {
    user: f.string('User', { readOnly: true, filter: true }),
    asset: f.string('Asset', { readOnly: true, filter: true }),
    account: f.string('Account', { readOnly: true, filter: true }),
    input: f.string('Input', { readOnly: true, filter: true, maxLength: 2048 }),
    output: f.text('Output', { readOnly: true }),
    session: f.string('Session', { readOnly: true, filter: true }),
    risk_level: f.choice('Risk level', RISK_LEVELS, { readOnly: true, filter: true, order: true }),
    timestamp: f.int('Timestamp', { readOnly: true, order: true }),
    timestamp_display: f.computed('Datetime', 'datetime', (row, ctx) => formatDateTime(new Date(row.timestamp * 1000).toISOString(), ctx.zone)),
    remote_addr: f.string('Remote addr', { readOnly: true }),
  },
  filters: {
    session_id: { apply: (value) => ({ sql: 't.session = ?', args: [value] }) },
    // The command list's storage tree: a server storage holds this backend's commands, another (Elasticsearch) none reachable.
    command_storage_id: { apply: (value) => ({ sql: "EXISTS (SELECT 1 FROM commandstorage s WHERE s.id = ? AND s.type = 'server')", args: [value] }) },
    // A command names its asset as text; JumpServer finds an asset's commands by its id all the same.
    asset_id: { apply: (value) => ({ sql: 't.session IN (SELECT id FROM sessions_terminal WHERE asset_id = ?)', args: [value] }) },
    date_from: { apply: (value) => epochFilter('>=', value) },
    date_to: { apply: (value) => epochFilter('<=', value) },
  },
});

/** Commands carry epoch seconds: the date range is compared on those. */
function epochFilter(operator, value) {
  const iso = parseDateTime(value);
  return iso ? { sql: `t.timestamp ${operator} ?`, args: [Math.floor(Date.parse(iso) / 1000)] } : null;
}

export const terminal = defineResource({
  name: 'terminal',
  app: 'terminal',
  url: 'terminal/terminals',
  label: 'Terminal',
  table: 'terminals',
  methods: ['GET', 'PUT', 'PATCH', 'DELETE'],
  search: ['name', 'remote_addr'],
  fields: {
    name: f.string('Name', { required: true, unique: true, filter: true, order: true }),
    type: f.choice('Type', COMPONENT_TYPES, { readOnly: true, filter: true, order: true }),
    remote_addr: f.string('Remote addr', { readOnly: true }),
    command_storage: f.string('Command storage', { default: 'default' }),
    replay_storage: f.string('Replay storage', { default: 'default' }),
    session_online: f.sql('Online sessions', 'integer', 'SELECT COUNT(*) FROM sessions_terminal s WHERE s.terminal_id = t.id AND s.is_finished = 0'),
    is_alive: f.bool('Is alive', { readOnly: true, filter: true }),
    load: f.choice(
      'Load status',
      [
        ['normal', 'Normal'],
        ['high', 'High'],
        ['critical', 'Critical'],
        ['offline', 'Offline'],
      ],
      { readOnly: true, filter: true },
    ),
    stat: f.json('Stat', { readOnly: true, default: {} }),
    version: f.string('Version', { readOnly: true }),
    is_deleted: f.bool('Is deleted', { readOnly: true, default: false }),
    comment: f.comment(),
    date_created: f.dateCreated(),
  },
});

/** Endpoint.default_id: the endpoint used where no rule matches. */
export const DEFAULT_ENDPOINT_ID = '00000000-0000-0000-0000-000000000001';
const ORACLE_PORT_RANGE = '30000-30030';

const port = (label, value) => f.int(label, { default: value, minValue: 0, maxValue: 65535 });

export const endpoint = defineResource({
  name: 'endpoint',
  app: 'terminal',
  url: 'terminal/endpoints',
  label: 'Endpoint',
  table: 'endpoints',
  search: ['name', 'host'],
  fields: {
    name: f.string('Name', { required: true, unique: true, filter: true, order: true }),
    host: f.string('Host', {
      allowBlank: true,
      default: '',
      maxLength: 256,
      filter: true,
      help: 'The host address accessed when connecting to assets, if it is empty, the access address of the current browser will be used (the default endpoint does not allow modification of the host)',
    }),
    https_port: port('HTTPS port', 443),
    http_port: port('HTTP port', 80),
    ssh_port: port('SSH port', 2222),
    rdp_port: port('RDP port', 3389),
    mysql_port: port('MySQL port', 33061),
    mariadb_port: port('MariaDB port', 33062),
    postgresql_port: port('PostgreSQL port', 54320),
    redis_port: port('Redis port', 63790),
    // db_port_manager's range: Magnus's, not the endpoint's.
    oracle_port_range: f.computed('Oracle port range', 'string', () => ORACLE_PORT_RANGE, {
      reads: [],
      help: 'Oracle proxy server listen port is dynamic, Each additional Oracle database instance adds a port listener',
    }),
    is_active: f.bool('Active', { default: true, filter: true }),
    comment: f.comment(),
    ...stamps(),
  },
  // Endpoint.delete(): the default endpoint stays, and the request succeeds all the same.
  beforeDelete(row) {
    if (row.id === DEFAULT_ENDPOINT_ID) throw new HttpError(204, '');
  },
});

export const endpointrule = defineResource({
  name: 'endpointrule',
  app: 'terminal',
  url: 'terminal/endpoint-rules',
  label: 'Endpoint rule',
  table: 'endpoint_rules',
  search: ['name'],
  ordering: ['priority', 'name'],
  fields: {
    name: f.string('Name', { required: true, unique: true, filter: true, order: true }),
    ip_group: f.list('Asset IP', f.string('IP', { maxLength: 1024 }), {
      default: ['*'],
      help: 'The assets within this IP range, the following endpoint will be used for the connection, If asset IP addresses under different endpoints conflict, use asset labels. Format for comma-delimited string, with * indicating a match all. Such as: 192.168.10.1, 192.168.1.0/24, 10.1.1.1-10.1.1.20, 2001:db8:2de::e13, 2001:db8:1a:1110::/64',
    }),
    priority: f.int('Priority', { default: 50, minValue: 1, maxValue: 100, order: true }),
    endpoint: f.fk('Endpoint', 'endpoint', { allowNull: true, onDelete: 'cascade' }),
    is_active: f.bool('Active', { default: true, filter: true }),
    comment: f.comment(),
    ...stamps(),
  },
});

export const applet = defineResource({
  name: 'applet',
  app: 'terminal',
  url: 'terminal/applets',
  label: 'Applet',
  table: 'applets',
  methods: ['GET', 'PUT', 'PATCH', 'DELETE'],
  search: ['name', 'display_name'],
  fields: {
    name: f.string('Name', { readOnly: true, filter: true, order: true }),
    display_name: f.string('Display name', { required: true, order: true }),
    version: f.string('Version', { readOnly: true }),
    author: f.string('Author', { readOnly: true }),
    type: f.choice(
      'Type',
      [
        ['general', 'General'],
        ['web', 'Web'],
      ],
      { readOnly: true, filter: true },
    ),
    edition: f.choice(
      'Edition',
      [
        ['community', 'Community edition'],
        ['enterprise', 'Enterprise'],
      ],
      { readOnly: true, default: 'community' },
    ),
    protocols: f.list('Protocol', f.string('Protocol'), { readOnly: true }),
    tags: f.list('Tags', f.string('Tag'), { readOnly: true }),
    can_concurrent: f.bool('Can concurrent', { readOnly: true }),
    builtin: f.bool('Builtin', { readOnly: true, filter: true }),
    is_active: f.bool('Active', { default: true, filter: true }),
    icon: f.computed('Icon', 'string', () => '/static/img/logo.svg'),
    comment: f.comment(),
    ...stamps(),
  },
  // Applets come from packages: uploading one installs it (there is no POST of an applet object).
  actions: [{ method: 'POST', path: 'upload/', perm: 'terminal.add_applet', handler: uploadApplet }],
});

/** DeployOptionsSerializer: how the applet host is deployed (the Core it talks to, the RDS licensing). */
const DEPLOY_OPTIONS = {
  CORE_HOST: f.string('Core API', { default: 'http://127.0.0.1:8080', maxLength: 1024 }),
  IGNORE_VERIFY_CERTS: f.bool('Ignore Certificate Verification', { default: true }),
  RDS_Licensing: f.bool('Existing RDS license', { default: false }),
  RDS_LicenseServer: f.string('RDS License Server', { default: '127.0.0.1', maxLength: 1024 }),
  RDS_LicensingMode: f.choice(
    'RDS Licensing Mode',
    [
      [4, 'Per Session'],
      [2, 'Per Device'],
    ],
    { default: 2, plain: true },
  ),
  RDS_fSingleSessionPerUser: f.choice(
    'RDS Single Session Per User',
    [
      [0, 'Disabled'],
      [1, 'Enabled'],
    ],
    { default: 1, plain: true },
  ),
  RDS_MaxDisconnectionTime: f.int('RDS Max Disconnection Time', { default: 60000 }),
  RDS_RemoteAppLogoffTimeLimit: f.int('RDS Remote App Logoff Time Limit', { default: 0 }),
};

/**
 * Applet hosts are assets (v3.8's AppletHost extends Host) of the RemoteAppHost platform, kept in the SYSTEM
 * organization whatever the caller's, as AppletHostViewSet.dispatch does.
 */
export const applethost = assetResource({
  name: 'applethost',
  app: 'terminal',
  url: 'terminal/applet-hosts',
  label: 'Applet host',
  category: 'host',
  scope: { category: 'host', is_applet_host: 1 },
  pinnedOrg: SYSTEM_ORG_ID,
  extra: {
    ...HOST_EXTRA,
    auto_create_accounts: f.bool('Auto create accounts', {
      default: true,
      help: 'These accounts are used to connect to the published application, the account is now divided into two types, one is dedicated to each account, each user has a private account, the other is public, when the application does not support multiple open and the special has been used, the public account will be used to connect',
    }),
    accounts_create_amount: f.int('Accounts create amount', { default: 100, help: 'The number of public accounts created automatically' }),
    load: f.choice(
      'Load status',
      [
        ['critical', 'Critical'],
        ['high', 'High'],
        ['normal', 'Normal'],
        ['offline', 'Offline'],
      ],
      { readOnly: true, default: 'offline' },
    ),
    date_synced: f.datetime('Date synced', { readOnly: true }),
    deploy_options: f.nested('Deploy options', DEPLOY_OPTIONS, { default: Object.fromEntries(Object.entries(DEPLOY_OPTIONS).map(([key, field]) => [key, field.default])) }),
  },
  // AppletHostSerializer.set_initial_data: always the RemoteAppHost platform.
  toInternal(input, ctx) {
    const platform = ctx.services.db.get("SELECT id FROM platforms WHERE name = 'RemoteAppHost'");
    return { ...input, platform: platform?.id ?? input?.platform };
  },
  actions: [
    {
      // Accounts are made on the host by its deployment; nothing here reaches a machine.
      method: 'PUT',
      path: ':id/generate-accounts/',
      perm: 'terminal.change_applethost',
      handler: (ctx) => {
        if (!ctx.services.store.find(applethost, ctx, ctx.params.id)) throw notFound('Applet host');
        return { msg: 'ok' };
      },
    },
  ],
});

const PUBLISH_STATUS = [
  ['pending', 'Pending'],
  ['success', 'Success'],
  ['failed', 'Failed'],
  ['mismatch', 'Mismatch'],
];

/** Which applets an applet host publishes, and how their installation went. */
export const appletpublication = defineResource({
  name: 'appletpublication',
  app: 'terminal',
  url: 'terminal/applet-publications',
  label: 'Applet publication',
  table: 'applet_publications',
  search: ['applet', 'host'],
  ordering: ['-date_created'],
  fieldsMini: ['id', 'applet', 'host'],
  fields: {
    applet: f.fk('Applet', 'applet', { required: true, filter: true, display: ['id', 'name', 'display_name', 'version'], onDelete: 'cascade' }),
    host: f.fk('Host', 'applethost', { required: true, filter: true, onDelete: 'cascade' }),
    status: f.choice('Status', PUBLISH_STATUS, { default: 'pending', filter: true }),
    comment: f.comment(),
    date_created: f.dateCreated(),
    date_updated: f.dateUpdated(),
  },
});

/** Runs a deployment (or an applet's installation on some hosts) as one scripted task; the hosts' rows follow its end. */
function deploy(ctx, hosts, title) {
  const { db } = ctx.services;
  const taskId = startTask(ctx.services, {
    name: title,
    taskName: 'terminal.tasks.run_applet_host_deployment',
    args: hosts.map((host) => host.id),
    lines: ansibleLines(title, hosts),
    onFinish: () => db.run("UPDATE applet_host_deployments SET status = 'success', date_finished = ? WHERE task = ?", nowIso(), taskId),
  });
  const now = nowIso();
  for (const host of hosts) {
    db.run(
      "INSERT INTO applet_host_deployments (id, host_id, initial, status, date_start, comment, task, date_created, date_updated) VALUES (?, ?, 0, 'running', ?, '', ?, ?, ?)",
      uuid(),
      host.id,
      now,
      taskId,
      now,
      now,
    );
  }
  return taskId;
}

/** An applet host's deployments: creating one deploys the host (201 {task}). */
export const applethostdeployment = defineResource({
  name: 'applethostdeployment',
  app: 'terminal',
  url: 'terminal/applet-host-deployments',
  label: 'Applet host deployment',
  table: 'applet_host_deployments',
  methods: ['GET', 'DELETE'],
  ordering: ['-date_start'],
  dateField: 'date_start',
  fields: {
    host: f.fk('Host', 'applethost', { required: true, filter: true, onDelete: 'cascade' }),
    status: f.choice(
      'Status',
      [
        ['pending', 'Pending'],
        ['running', 'Running'],
        ['success', 'Success'],
        ['failed', 'Failed'],
      ],
      { readOnly: true, default: 'pending', filter: true },
    ),
    task: f.string('Task', { readOnly: true }),
    comment: f.comment(),
    initial: f.hidden('INTEGER'),
    date_created: f.dateCreated(),
    date_updated: f.dateUpdated(),
    date_start: f.datetime('Date start', { readOnly: true, order: true }),
    date_finished: f.datetime('Date finished', { readOnly: true }),
  },
  actions: [
    {
      method: 'POST',
      path: '',
      perm: 'terminal.add_applethostdeployment',
      async handler(ctx) {
        const body = (await ctx.body()) ?? {};
        const host = body.host ? ctx.services.store.find(applethost, ctx.with({ org: { id: SYSTEM_ORG_ID, name: 'SYSTEM' } }), String(body.host)) : null;
        if (!host) throw validationError({ host: [body.host ? MSG.pkMissing(body.host) : MSG.required] });
        return reply(201, { task: deploy(ctx, [host], `Deploy applet host ${host.name}`) });
      },
    },
    {
      // Installs an applet on some hosts: {hosts, applet_id} → 201 {task}.
      method: 'POST',
      path: 'applets/',
      perm: 'terminal.add_applethostdeployment',
      async handler(ctx) {
        const body = (await ctx.body()) ?? {};
        const hostIds = JSON.stringify(Array.isArray(body.hosts) ? body.hosts.map(String) : []);
        const hosts = ctx.services.db.all('SELECT id, name FROM assets WHERE is_applet_host = 1 AND id IN (SELECT value FROM json_each(?))', hostIds);
        if (!hosts.length) throw notFound('Applet host');
        const applet = ctx.services.db.get('SELECT display_name FROM applets WHERE id = ?', String(body.applet_id ?? ''));
        return reply(201, { task: deploy(ctx, hosts, `Install applet ${applet?.display_name ?? ''}`) });
      },
    },
  ],
});

const TASK_NAMES = [
  ['kill_session', 'Kill session'],
  ['lock_session', 'Lock session'],
  ['unlock_session', 'Unlock session'],
];

/** LockTaskSessionSerializer: the body of toggle-lock-session. */
export const LOCK_TASK_FIELDS = {
  session_id: f.string('Session id', { required: true, maxLength: 40 }),
  task_name: f.choice('Task name', TASK_NAMES, { required: true }),
};

/** What the component does on each task; this backend runs none, so the task is done at once. */
const TASK_EFFECTS = {
  kill_session: (now) => ({ sql: 'is_finished = 1, is_locked = 0, date_end = ?', args: [now] }),
  lock_session: () => ({ sql: 'is_locked = 1', args: [] }),
  unlock_session: () => ({ sql: 'is_locked = 0', args: [] }),
};

/**
 * JumpServer's create_sessions_tasks: a task for each running session among the ids (the
 * others are skipped), answered with the ids it took.
 */
function createSessionTasks(ctx, ids, name) {
  const { db, store } = ctx.services;
  const taken = [];
  const now = nowIso();
  const by = `${ctx.user.name}(${ctx.user.username})`;
  db.transaction(() => {
    for (const id of ids) {
      const row = isUuid(String(id)) ? store.find(session, ctx, String(id)) : null;
      if (!row || row.is_finished) continue;
      const effect = TASK_EFFECTS[name](now);
      db.run(`UPDATE sessions_terminal SET ${effect.sql} WHERE id = ?`, ...effect.args, row.id);
      db.run(
        'INSERT INTO terminal_tasks (id, name, args, kwargs, is_finished, date_created, date_finished) VALUES (?, ?, ?, ?, 1, ?, ?)',
        uuid(),
        name,
        row.id,
        JSON.stringify({ terminated_by: by, created_by: by }),
        now,
        now,
      );
      taken.push(row.id);
    }
  });
  return taken;
}

/** Component tasks: kill-session terminates sessions, toggle-lock-session pauses and resumes one. */
export const terminaltask = defineResource({
  name: 'terminaltask',
  app: 'terminal',
  model: 'task',
  url: 'terminal/tasks',
  label: 'Task',
  table: 'terminal_tasks',
  methods: ['GET'],
  ordering: ['-date_created'],
  fields: {
    name: f.string('Name', { readOnly: true, filter: true }),
    args: f.string('Args', { readOnly: true, filter: true }),
    kwargs: f.json('Kwargs', { readOnly: true, default: {} }),
    is_finished: f.bool('Is finished', { readOnly: true, filter: true }),
    date_created: f.dateCreated(),
    date_finished: f.datetime('Date finished', { readOnly: true }),
  },
  actions: [
    {
      method: 'POST',
      path: 'kill-session/',
      perm: 'terminal.terminate_session',
      async handler(ctx) {
        const body = await ctx.body();
        if (!Array.isArray(body)) throw validationError({ non_field_errors: [MSG.notAList(body ?? null)] });
        return { ok: createSessionTasks(ctx, body, 'kill_session') };
      },
    },
    {
      method: 'POST',
      path: 'toggle-lock-session/',
      perm: 'terminal.terminate_session',
      async handler(ctx) {
        const { value, errors } = parseObject(LOCK_TASK_FIELDS, (await ctx.body()) ?? {}, ctx);
        if (Object.keys(errors).length) throw validationError(errors);
        return { ok: createSessionTasks(ctx, [value.session_id], value.task_name) };
      },
    },
    // The approver of the ticket a session came through stops or pauses it without the terminal permissions (lina's Session card).
    {
      method: 'POST',
      path: 'kill-session-for-ticket/',
      perm: null,
      async handler(ctx) {
        const body = await ctx.body();
        if (!Array.isArray(body)) throw validationError({ non_field_errors: [MSG.notAList(body ?? null)] });
        if (!body.every((id) => approvedBy(ctx, String(id)))) return reply(403, {});
        return { ok: createSessionTasks(ctx, body, 'kill_session') };
      },
    },
    {
      method: 'POST',
      path: 'toggle-lock-session-for-ticket/',
      perm: null,
      async handler(ctx) {
        const { value, errors } = parseObject(LOCK_TASK_FIELDS, (await ctx.body()) ?? {}, ctx);
        if (Object.keys(errors).length) throw validationError(errors);
        if (!approvedBy(ctx, value.session_id)) return reply(403, {});
        return { ok: createSessionTasks(ctx, [value.session_id], value.task_name) };
      },
    },
  ],
});

/** is_session_approver: the session came through a ticket the user was an assignee of. */
function approvedBy(ctx, sessionId) {
  return Boolean(
    ctx.services.db.get('SELECT 1 FROM ticket_sessions s JOIN tickets__assignees a ON a.src = s.ticket_id WHERE s.session_id = ? AND a.dst = ?', sessionId, ctx.user.id),
  );
}

export default [session, mysession, command, terminal, endpoint, endpointrule, applet, applethost, appletpublication, applethostdeployment, terminaltask];
