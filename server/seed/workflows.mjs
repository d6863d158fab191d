// Tickets in every state with their flows, jobs and their executions with task
// logs, account automations, cloud sync, and the celery task registry.
import { DEFAULT_ORG_ID, ROOT_ORG_ID } from '../orgs/builtin.mjs';
import { ansibleLines, CELERY_TASKS, END_MARK } from '../ops/tasks.mjs';
import { startTicketSession } from '../terminal/ticket-sessions.mjs';
import { uuid } from '../util/ids.mjs';
import { daysFromNow, pythonDateString } from '../util/time.mjs';
import { grantedAssets } from '../registry/resources/granted.mjs';
import { ENGINEERING_ORG_ID } from './identity.mjs';
import { insertLinks, insertMany } from './insert.mjs';

const stamp = (now, by = 'Administrator') => ({ created_by: by, date_created: now, date_updated: now });

export function seedWorkflows(db, { random, now, userByName, inventory }) {
  const admin = userByName.admin;
  const approver = userByName.approver;
  const applicants = [userByName.user, userByName.orgadmin, userByName.newcomer];

  insertMany(
    db,
    'ticket_flows',
    [DEFAULT_ORG_ID, ENGINEERING_ORG_ID].flatMap((orgId) =>
      ['apply_asset', 'login_confirm', 'command_confirm', 'login_asset_confirm'].map((type) => ({
        id: uuid(),
        type,
        approval_level: 1,
        rules: [{ level: 1, strategy: 'custom_user', assignees: [approver.id, admin.id] }],
        org_id: orgId,
        ...stamp(now),
      })),
    ),
  );
  // JumpServer's migration makes the global flow of asset applications: an organization without its own follows it.
  insertMany(db, 'ticket_flows', [
    { id: uuid(), type: 'apply_asset', approval_level: 1, rules: [{ level: 1, strategy: 'super_admin', assignees: [] }], org_id: ROOT_ORG_ID, ...stamp(now, 'System') },
  ]);

  const tickets = [];
  const assignees = [];
  const states = [
    ['pending', 'open'],
    ['approved', 'closed'],
    ['rejected', 'closed'],
    ['closed', 'closed'],
  ];
  const types = ['apply_asset', 'login_confirm', 'command_confirm', 'login_asset_confirm'];
  const defaultAssets = inventory.assets.filter((asset) => asset.org_id === DEFAULT_ORG_ID && !asset.is_gateway);
  for (let index = 0; index < 32; index += 1) {
    const [state, status] = states[index % states.length];
    const type = types[Math.floor(index / 4) % types.length];
    const applicant = applicants[index % applicants.length];
    const asset = defaultAssets[index % defaultAssets.length];
    const created = random.pastDate(45);
    const processed = state !== 'pending';
    const id = uuid();
    tickets.push({
      id,
      title: `${{ apply_asset: 'Apply for access to', login_confirm: 'Login confirm for', command_confirm: 'Command confirm on', login_asset_confirm: 'Login to' }[type]} ${asset.name}`,
      type,
      state,
      status,
      applicant_id: applicant.id,
      serial_num: `${created.slice(0, 10).replaceAll('-', '')}${String(index + 1).padStart(4, '0')}`,
      approval_step: 1,
      process_map: [
        {
          state: processed ? (state === 'closed' ? 'closed' : state) : 'pending',
          approval_level: 1,
          assignees: [approver.id, admin.id],
          assignees_display: [`${approver.name}(${approver.username})`, `${admin.name}(${admin.username})`],
          processor: processed ? approver.id : '',
          processor_display: processed ? `${approver.name}(${approver.username})` : '',
          approval_date: processed ? pythonDateString(new Date(Date.parse(created) + 3600000).toISOString()) : '',
        },
      ],
      rel_snapshot: { applicant: `${applicant.name}(${applicant.username})` },
      meta:
        type === 'apply_asset'
          ? {
              apply_assets: [asset.id],
              apply_assets_display: [asset.name],
              apply_nodes: [],
              apply_accounts: ['@ALL'],
              apply_actions: ['connect', 'upload', 'download'],
              apply_date_start: created,
              apply_date_expired: daysFromNow(30),
              apply_permission_name: `Apply for ${asset.name}`,
            }
          : type === 'command_confirm'
            ? {
                apply_run_user: applicant.username,
                apply_run_asset: asset.name,
                apply_run_account: 'root',
                apply_run_command: 'systemctl restart nginx',
                apply_from_session: { id: uuid() },
                apply_from_cmd_filter_acl: null,
              }
            : type === 'login_asset_confirm'
              ? { apply_login_user: { id: applicant.id, name: applicant.name }, apply_login_asset: { id: asset.id, name: asset.name }, apply_login_account: 'root' }
              : { apply_login_ip: `10.1.2.${index}`, apply_login_city: 'LAN', apply_login_datetime: created },
      comment: index % 3 === 0 ? 'Needed for the quarterly maintenance window' : '',
      org_id: DEFAULT_ORG_ID,
      ...stamp(created, applicant.name),
    });
    assignees.push([id, approver.id], [id, admin.id]);
  }
  insertMany(db, 'tickets', tickets);
  insertLinks(db, 'tickets__assignees', assignees);
  // An approved login to an asset is followed by the session it let through (TicketSession).
  for (const ticket of tickets.filter((item) => item.type === 'login_asset_confirm' && item.state === 'approved')) {
    const session = db.get('SELECT id FROM sessions_terminal WHERE user_id = ? ORDER BY date_start DESC LIMIT 1', ticket.applicant_id);
    if (session) db.run('INSERT INTO ticket_sessions (ticket_id, session_id) VALUES (?, ?)', ticket.id, session.id);
    // An applicant without one had it start on approval: the official console asks for it until there is one.
    else startTicketSession(db, ticket, '10.1.2.200');
  }

  seedOps(db, { random, now, admin, user: userByName.user, inventory });
  seedAutomations(db, { random, now, inventory, recipients: [admin] });
  seedCloud(db, { now });
  insertMany(
    db,
    'celery_tasks',
    CELERY_TASKS.map(([name, comment, cycle = '']) => ({
      id: uuid(),
      name,
      meta: { comment, queue: 'ansible' },
      exec_cycle: cycle,
      next_exec_time: cycle ? daysFromNow(1) : null,
    })),
  );
  db.run('UPDATE celery_tasks SET date_last_publish = (SELECT MAX(date_published) FROM task_executions e WHERE e.task_name = celery_tasks.name)');
}

function taskRow(name, taskName, args, assets, success, date) {
  const log = `${ansibleLines(name, assets, success).join('\r\n')}\r\n${END_MARK}`;
  return {
    id: uuid(),
    name,
    task_name: taskName,
    args,
    kwargs: {},
    is_finished: true,
    is_success: success,
    state: success ? 'SUCCESS' : 'FAILURE',
    date_published: date,
    date_start: date,
    date_finished: new Date(Date.parse(date) + 4200).toISOString(),
    log,
  };
}

function seedOps(db, { random, now, admin, user, inventory }) {
  const adhocs = [
    ['Disk usage', 'shell', 'df -h'],
    ['Uptime', 'shell', 'uptime'],
    ['Restart nginx', 'shell', 'systemctl restart nginx'],
    ['Windows services', 'win_shell', 'Get-Service | Where Status -eq Running'],
  ].map(([name, module, args]) => ({ id: uuid(), name, module, args, scope: 'public', comment: '', creator_id: admin.id, org_id: DEFAULT_ORG_ID, ...stamp(now) }));
  insertMany(db, 'adhocs', adhocs);
  insertMany(db, 'playbooks', [
    {
      id: uuid(),
      name: 'Baseline hardening',
      scope: 'public',
      create_method: 'blank',
      vcs_url: '',
      comment: 'CIS level 1 baseline',
      creator_id: admin.id,
      org_id: DEFAULT_ORG_ID,
      ...stamp(now),
    },
  ]);

  const linux = inventory.assets.filter((asset) => asset.org_id === DEFAULT_ORG_ID && asset.type === 'linux');
  // A job runs only on assets granted to its creator: each one's are those its creator may reach.
  const grantedHosts = (person, skip) => {
    const granted = grantedAssets({ params: {}, user: person });
    const ids = new Set(db.all(`SELECT t.id FROM assets t WHERE ${granted.sql}`, ...granted.args).map((row) => row.id));
    return linux.filter((asset) => ids.has(asset.id)).slice(skip, skip + 4);
  };
  const jobs = [
    ['Check disk usage', 'df -h', true, admin],
    ['Collect uptime', 'uptime', false, admin],
    ['Rotate logs', 'logrotate -f /etc/logrotate.conf', true, user],
  ].map(([name, args, periodic, creator]) => ({
    id: uuid(),
    name,
    type: 'adhoc',
    module: 'shell',
    args,
    runas: 'root',
    runas_policy: 'skip',
    use_parameter_define: false,
    parameters_define: {},
    timeout: -1,
    chdir: '',
    instant: false,
    is_periodic: periodic,
    interval: 24,
    crontab: '',
    comment: '',
    creator_id: creator.id,
    org_id: DEFAULT_ORG_ID,
    date_last_run: random.pastDate(3),
    ...stamp(now, creator.name),
  }));
  insertMany(db, 'jobs', jobs);
  const jobHosts = jobs.map((job, index) => grantedHosts(job.creator_id === admin.id ? admin : user, index === 1 ? 4 : 0));
  insertLinks(
    db,
    'jobs__assets',
    jobs.flatMap((job, index) => jobHosts[index].map((asset) => [job.id, asset.id])),
  );

  const tasks = [];
  const executions = [];
  for (let index = 0; index < 24; index += 1) {
    const job = jobs[index % jobs.length];
    const success = index % 6 !== 5;
    const date = random.pastDate(20);
    const assets = jobHosts[index % jobs.length];
    const task = taskRow(`Run job: ${job.name}`, 'ops.tasks.run_ops_job_execution', [], assets, success, date);
    tasks.push(task);
    executions.push({
      id: uuid(),
      task_id: task.id,
      job_id: job.id,
      job_type: 'adhoc',
      parameters: {},
      is_finished: true,
      is_success: success,
      time_cost: 4.2,
      summary: { ok: success ? assets.map((a) => a.name) : [], failures: success ? {} : { [assets[0].name]: 'Connection timed out' }, dark: {}, skipped: [] },
      material: job.args,
      date_start: date,
      date_finished: task.date_finished,
      date_created: date,
      creator_id: job.creator_id,
      created_by: job.created_by,
      org_id: DEFAULT_ORG_ID,
    });
  }
  for (let index = 0; index < 10; index += 1) {
    const tested = linux.slice(0, 3);
    tasks.push(taskRow('Test assets connectivity', 'assets.tasks.test_assets', [tested.map((a) => a.id)], tested, index % 4 !== 3, random.pastDate(30)));
  }
  insertMany(db, 'task_executions', tasks);
  insertMany(db, 'job_executions', executions);
}

function seedAutomations(db, { random, now, inventory, recipients }) {
  const hosts = inventory.assets.filter((asset) => asset.org_id === DEFAULT_ORG_ID && asset.category === 'host' && !asset.is_gateway).slice(0, 10);
  const rows = /** @type {Array<[type: string, name: string, extra: object]>} */ ([
    ['push_account', 'Push root to Linux', { accounts: ['root'], secret_type: 'password', secret_strategy: 'random' }],
    ['gather_accounts', 'Gather accounts weekly', { is_sync_account: true }],
    ['change_secret', 'Rotate root passwords', { accounts: ['root'], secret_type: 'password', secret_strategy: 'random' }],
    ['backup_account', 'Weekly account backup', { types: ['all'] }],
  ]).map(([type, name, extra]) => ({
    id: uuid(),
    type,
    name,
    is_periodic: type !== 'push_account',
    interval: 24 * 7,
    crontab: '',
    is_active: true,
    comment: '',
    password_rules: { length: 16, lowercase: true, uppercase: true, digit: true, symbol: true },
    ssh_key_change_strategy: 'add',
    params: {},
    org_id: DEFAULT_ORG_ID,
    ...stamp(now),
    ...extra,
  }));
  insertMany(db, 'automations', rows);
  insertLinks(
    db,
    'automations__assets',
    rows.flatMap((row) => hosts.map((asset) => [row.id, asset.id])),
  );
  insertLinks(
    db,
    'automations__recipients',
    rows.flatMap((row) => recipients.map((user) => [row.id, user.id])),
  );
  const executions = [];
  const tasks = [];
  const records = [];
  const rootAccounts = db.all(
    `SELECT id, asset_id FROM accounts WHERE username = 'root' AND asset_id IN (SELECT value FROM json_each(?))`,
    JSON.stringify(hosts.map((asset) => asset.id)),
  );
  for (const row of rows) {
    for (let index = 0; index < 3; index += 1) {
      const date = random.pastDate(30);
      // A run's id is its task's, whose log the console streams; the last run of each failed on one asset.
      const task = taskRow(`${row.name}`, 'accounts.tasks.execute_account_automation_task', [row.id, index === 0 ? 'manual' : 'timing', row.type], hosts, true, date);
      tasks.push(task);
      const backup = row.type === 'backup_account';
      executions.push({
        id: task.id,
        automation_id: row.id,
        type: row.type,
        trigger: index === 0 ? 'manual' : 'timing',
        status: 'success',
        is_success: !(backup && index === 2),
        reason: backup && index === 2 ? 'No recipient has a secret key: the backup was not sent' : null,
        timedelta: 4.2,
        snapshot: backup
          ? {
              name: row.name,
              is_periodic: row.is_periodic,
              interval: row.interval,
              crontab: '',
              org_id: DEFAULT_ORG_ID,
              created_by: 'Administrator',
              types: row.types,
              recipients_part_one: {},
              recipients_part_two: {},
            }
          : { name: row.name, type: row.type, comment: '', accounts: row.accounts ?? [], org_id: DEFAULT_ORG_ID, nodes: [], assets: hosts.map((asset) => asset.id) },
        date_start: date,
        date_finished: task.date_finished,
        org_id: DEFAULT_ORG_ID,
      });
      if (row.type !== 'push_account' && row.type !== 'change_secret') continue;
      rootAccounts.forEach((account, position) => {
        const failed = index === 2 && position === 0;
        records.push({
          id: uuid(),
          execution_id: task.id,
          asset_id: account.asset_id,
          account_id: account.id,
          status: failed ? 'failed' : 'success',
          error: failed ? 'Authentication failed: the privileged account was refused' : null,
          date_started: date,
          date_finished: task.date_finished,
          date_created: date,
        });
      });
    }
  }
  insertMany(db, 'task_executions', tasks);
  insertMany(db, 'automation_executions', executions);
  insertMany(db, 'change_secret_records', records);
  insertMany(
    db,
    'gathered_accounts',
    hosts.slice(0, 6).flatMap((asset, index) =>
      ['ubuntu', 'backup'].map((username) => ({
        id: uuid(),
        asset_id: asset.id,
        username,
        address_last_login: `10.1.1.${index + 2}`,
        date_last_login: random.pastDate(20),
        present: username === 'ubuntu',
        org_id: DEFAULT_ORG_ID,
        date_created: now,
      })),
    ),
  );
}

function seedCloud(db, { now }) {
  const accounts = [
    { id: uuid(), name: 'Aliyun production', provider: 'aliyun', attrs: { access_key_id: 'LTAI-demo' }, validity: true, comment: '', org_id: DEFAULT_ORG_ID, ...stamp(now) },
    {
      id: uuid(),
      name: 'AWS staging',
      provider: 'aws_international',
      attrs: { access_key_id: 'AKIA-demo' },
      validity: false,
      comment: 'Expired credentials',
      org_id: DEFAULT_ORG_ID,
      ...stamp(now),
    },
  ];
  insertMany(db, 'cloud_accounts', accounts);
  const strategy = {
    id: uuid(),
    name: 'Tag linux hosts',
    priority: 10,
    strategy_rules: [{ attr: 'instance_platform', match: 'contains', value: 'linux' }],
    strategy_actions: [{ attr: 'node', value: 'Cloud' }],
    comment: '',
    org_id: DEFAULT_ORG_ID,
    ...stamp(now),
  };
  insertMany(db, 'cloud_strategies', [strategy]);
  const task = {
    id: uuid(),
    name: 'Sync Aliyun ECS',
    account_id: accounts[0].id,
    regions: ['cn-hangzhou', 'cn-beijing'],
    hostname_strategy: 'instance_name',
    ip_network_segment_group: ['*'],
    sync_ip_type: 0,
    is_always_update: false,
    is_periodic: true,
    interval: 6,
    crontab: '',
    date_last_sync: now,
    comment: '',
    org_id: DEFAULT_ORG_ID,
    ...stamp(now),
  };
  insertMany(db, 'cloud_sync_tasks', [task]);
  insertLinks(db, 'cloud_sync_tasks__strategy', [[task.id, strategy.id]]);
}
