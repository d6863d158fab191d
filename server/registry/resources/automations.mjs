// Account automations (push, gather, change secret, backup) and their executions.
import { reply } from '../../http/reply.mjs';
import { validationError } from '../../http/errors.mjs';
import { ansibleLines, startTask } from '../../ops/tasks.mjs';
import { uuid } from '../../util/ids.mjs';
import { nowIso } from '../../util/time.mjs';
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { MSG } from '../messages.mjs';
import { SECRET_TYPES } from './accounts.mjs';

const SECRET_STRATEGIES = [
  ['specific', 'Specific secret'],
  ['random', 'Random generate'],
];
const SSH_KEY_STRATEGIES = [
  ['add', 'Append SSH KEY'],
  ['set', 'Empty and append SSH KEY'],
  ['set_jms', 'Replace (Replace only keys pushed by JumpServer) '],
];

const schedule = () => ({
  is_periodic: f.bool('Periodic run', { default: false, filter: true }),
  interval: f.int('Interval', { default: 24, minValue: 1, help: 'Unit: hour' }),
  crontab: f.string('Crontab', { allowBlank: true, default: '' }),
  is_active: f.bool('Active', { default: true, filter: true }),
});

const targets = () => ({
  assets: f.m2m('Assets', 'asset', { display: ['id', 'name', 'address'] }),
  nodes: f.m2m('Nodes', 'node'),
});

const secretPolicy = () => ({
  secret_type: f.choice('Secret type', SECRET_TYPES, { default: 'password' }),
  secret_strategy: f.choice('Secret strategy', SECRET_STRATEGIES, { default: 'specific' }),
  secret: f.secret('Secret', { allowBlank: true, allowNull: true }),
  password_rules: f.json('Password rules', { default: { length: 16, lowercase: true, uppercase: true, digit: true, symbol: true } }),
  ssh_key_change_strategy: f.choice('SSH key change strategy', SSH_KEY_STRATEGIES, { default: 'add' }),
});

const recipients = (label = 'Recipient') => f.m2m(label, 'user', { display: ['id', 'name', 'username'] });

const TRIGGERS = [
  ['manual', 'Manual trigger'],
  ['timing', 'Timing trigger'],
];
const AUTOMATION_TYPES = { push_account: 'Push account', gather_accounts: 'Gather accounts', change_secret: 'Change secret', backup_account: 'Backup account' };

/** AutomationExecutionSerializer.get_snapshot: the automation as it was run, its targets counted. */
function snapshotOut(stored, ctx) {
  const snapshot = stored ? JSON.parse(stored) : {};
  const type = snapshot.type ?? '';
  const label = AUTOMATION_TYPES[type] ?? type;
  return {
    type: { value: type, label: ctx ? ctx.t(label) : label },
    name: snapshot.name,
    comment: snapshot.comment,
    accounts: snapshot.accounts,
    node_amount: (snapshot.nodes ?? []).length,
    asset_amount: (snapshot.assets ?? []).length,
  };
}

/** What an execution keeps of its automation (BaseAutomation.to_attr_json, AccountBackupAutomation.to_attr_json). */
function snapshotOf(db, target) {
  const ids = (table) => db.all(`SELECT dst FROM "${table}" WHERE src = ?`, target.id).map((row) => row.dst);
  if (target.type === 'backup_account') {
    const recipients = (table) =>
      Object.fromEntries(
        db
          .all(`SELECT u.id, u.name, u.username FROM users u JOIN "${table}" l ON l.dst = u.id WHERE l.src = ?`, target.id)
          .map((user) => [user.id, [`${user.name}(${user.username})`, false]]),
      );
    return {
      name: target.name,
      is_periodic: Boolean(target.is_periodic),
      interval: target.interval,
      crontab: target.crontab,
      org_id: target.org_id,
      created_by: target.created_by,
      types: JSON.parse(target.types ?? '[]'),
      recipients_part_one: recipients('automations__recipients_part_one'),
      recipients_part_two: recipients('automations__recipients_part_two'),
    };
  }
  return {
    name: target.name,
    type: target.type,
    comment: target.comment,
    accounts: JSON.parse(target.accounts ?? '[]'),
    org_id: target.org_id,
    nodes: ids('automations__nodes'),
    assets: ids('automations__assets'),
  };
}

/**
 * The accounts a push or a secret change acts on: those of the automation's assets
 * named in its accounts (every one for @ALL), one record each.
 */
function recordTargets(db, target) {
  const usernames = JSON.parse(target.accounts ?? '[]');
  const all = usernames.includes('@ALL');
  return db.all(
    `SELECT a.id AS account_id, a.username, s.id AS asset_id, s.name AS asset_name FROM accounts a JOIN assets s ON s.id = a.asset_id
     WHERE s.id IN (SELECT dst FROM automations__assets WHERE src = ?) AND (? OR a.username IN (SELECT value FROM json_each(?)))
     ORDER BY s.name, a.username LIMIT 200`,
    target.id,
    all ? 1 : 0,
    JSON.stringify(usernames),
  );
}

/**
 * An automation resource and its execution resource (records too, for a push or a
 * secret change): POST <execution-url> with {automation} (a backup: {plan}) runs it as
 * a scripted task whose id is the execution's, and answers {task}, as JumpServer does.
 * @param {{name: string, url: string, label: string, executionName: string, executionModel: string, executionUrl: string, recordName?: string, recordUrl?: string, type: string, fields: Record<string, import('../fields.mjs').Field>}} spec
 */
function automation({ name, url, label, executionName, executionModel, executionUrl, recordName, recordUrl, type, fields }) {
  const backup = type === 'backup_account';
  // AccountBackupExecution names its automation `plan` and says how it went; AutomationExecution has a status.
  const link = backup ? 'plan' : 'automation';
  const execution = defineResource({
    name: executionName,
    app: 'accounts',
    model: executionModel,
    url: executionUrl,
    label: backup ? 'Account backup execution' : 'Automation task execution',
    table: 'automation_executions',
    org: true,
    scope: { type },
    methods: ['GET'],
    dateField: 'date_start',
    ordering: ['-date_start'],
    search: ['trigger', link],
    fields: {
      [link]: f.fk(backup ? 'Account backup plan' : 'Automation task', name, { pk: true, column: 'automation_id', required: true, filter: true, onDelete: 'cascade' }),
      trigger: f.choice('Trigger mode', TRIGGERS, { readOnly: true, default: 'manual', filter: true }),
      ...(backup
        ? {
            date_start: f.datetime('Date start', { readOnly: true, order: true }),
            timedelta: f.float('Time', { readOnly: true, default: 0 }),
            snapshot: f.json('Account backup snapshot', { readOnly: true, default: {} }),
            reason: f.string('Reason', { readOnly: true, allowNull: true, maxLength: 1024 }),
            is_success: f.bool('Is success', { readOnly: true, default: false }),
          }
        : {
            status: f.string('Status', { readOnly: true, default: 'pending' }),
            date_start: f.datetime('Date start', { readOnly: true, order: true }),
            date_finished: f.datetime('Date finished', { readOnly: true, order: true }),
            snapshot: f.json('Automation snapshot', { readOnly: true, default: {}, fromDb: snapshotOut }),
          }),
    },
    filters: {
      [`${link}_id`]: { apply: (value) => ({ sql: 't.automation_id = ?', args: [value] }) },
      [`${link}__name`]: { apply: (value) => ({ sql: 't.automation_id IN (SELECT id FROM automations WHERE name = ?)', args: [value] }) },
    },
    actions: [
      {
        method: 'POST',
        path: '',
        perm: `accounts.add_${executionModel}`,
        async handler(ctx) {
          const body = (await ctx.body()) ?? {};
          const target = body[link] ? ctx.services.store.find(resource, ctx, String(body[link])) : null;
          if (!target) throw validationError({ [link]: [body[link] ? MSG.pkMissing(body[link]) : MSG.required] });
          return reply(201, { task: execute(ctx.services, target) });
        },
      },
    ],
  });

  const records = recordName
    ? defineResource({
        name: recordName,
        app: 'accounts',
        model: 'changesecretrecord',
        url: recordUrl,
        label: 'Change secret record',
        table: 'change_secret_records',
        methods: ['GET'],
        detail: false,
        // ChangeSecretRecordViewSet filters by execution_id whatever the query: without one, nothing.
        where: (ctx) => ({
          sql: 't.execution_id = ? AND t.execution_id IN (SELECT id FROM automation_executions WHERE type = ?)',
          args: [ctx.query.get('execution_id') ?? '', type],
        }),
        ordering: ['-date_created'],
        search: ['asset'],
        fields: {
          asset: f.fk('Asset', 'asset', { readOnly: true, filter: true, onDelete: 'cascade' }),
          account: f.fk('Account', 'account', { readOnly: true, onDelete: 'cascade' }),
          date_started: f.datetime('Date started', { readOnly: true }),
          date_finished: f.datetime('Date finished', { readOnly: true }),
          timedelta: f.computed(
            'Timedelta',
            'string',
            (row) => (row.date_started && row.date_finished ? String((Date.parse(row.date_finished) - Date.parse(row.date_started)) / 1000) : null),
            { reads: ['date_started', 'date_finished'] },
          ),
          is_success: f.computed('Is success', 'boolean', (row) => row.status === 'success', { reads: ['status'] }),
          error: f.text('Error', { readOnly: true, allowNull: true }),
          execution: f.fk('Automation task execution', executionName, { readOnly: true, display: ['id'], onDelete: 'cascade' }),
          status: f.hidden(),
          date_created: f.dateCreated(),
        },
      })
    : null;

  /** Starts the run: the execution (and its records) now, their outcome when the task's log ends. */
  function execute(services, target) {
    const { db } = services;
    const id = uuid();
    const now = nowIso();
    const snapshot = snapshotOf(db, target);
    const targets = records ? recordTargets(db, target) : [];
    const hosts = records
      ? targets.map((item) => ({ name: `${item.asset_name}(${item.username})` }))
      : db.all('SELECT name FROM assets WHERE id IN (SELECT dst FROM automations__assets WHERE src = ?) ORDER BY name LIMIT 50', target.id);
    db.transaction(() => {
      db.run(
        "INSERT INTO automation_executions (id, automation_id, type, trigger, status, snapshot, date_start, timedelta, is_success, org_id) VALUES (?, ?, ?, 'manual', 'pending', ?, ?, 0, 0, ?)",
        id,
        target.id,
        type,
        JSON.stringify(snapshot),
        now,
        target.org_id,
      );
      for (const item of targets) {
        db.run(
          "INSERT INTO change_secret_records (id, execution_id, asset_id, account_id, status, date_started, date_created) VALUES (?, ?, ?, ?, 'pending', ?, ?)",
          uuid(),
          id,
          item.asset_id,
          item.account_id,
          now,
          now,
        );
      }
    });
    startTask(services, {
      id,
      name: `${label}: ${target.name}`,
      taskName: backup ? 'accounts.tasks.execute_account_backup_task' : 'accounts.tasks.execute_account_automation_task',
      args: backup ? [target.id, 'manual'] : [target.id, 'manual', type],
      lines: ansibleLines(target.name, hosts),
      onFinish: () => {
        const finished = nowIso();
        db.run(
          "UPDATE automation_executions SET status = 'success', is_success = 1, date_finished = ?, timedelta = ? WHERE id = ?",
          finished,
          (Date.parse(finished) - Date.parse(now)) / 1000,
          id,
        );
        db.run("UPDATE change_secret_records SET status = 'success', date_finished = ? WHERE execution_id = ?", finished, id);
      },
    });
    return id;
  }

  const resource = defineResource({
    name,
    app: 'accounts',
    url,
    label,
    table: 'automations',
    org: true,
    scope: { type },
    search: ['name', 'comment'],
    fields: {
      name: f.string('Name', { required: true, unique: 'scope', filter: true, order: true }),
      ...targets(),
      ...fields,
      ...schedule(),
      executed_amount: f.sql('Executed amount', 'integer', 'SELECT COUNT(*) FROM automation_executions e WHERE e.automation_id = t.id'),
      date_last_executed: f.sqlDatetime('Date last executed', 'SELECT MAX(date_start) FROM automation_executions e WHERE e.automation_id = t.id'),
      comment: f.comment(),
      ...stamps(),
    },
  });
  return [resource, execution, ...(records ? [records] : [])];
}

const push = automation({
  name: 'pushaccountautomation',
  url: 'accounts/push-account-automations',
  label: 'Push account automation',
  executionName: 'pushaccountexecution',
  executionModel: 'pushaccountexecution',
  executionUrl: 'accounts/push-account-executions',
  recordName: 'pushaccountrecord',
  recordUrl: 'accounts/push-account-records',
  type: 'push_account',
  fields: { accounts: f.list('Accounts', f.string('Account'), { default: [] }), ...secretPolicy(), params: f.json('Params', { default: {} }) },
});

const gather = automation({
  name: 'gatheraccountsautomation',
  url: 'accounts/gather-account-automations',
  label: 'Gather account automation',
  executionName: 'gatheraccountsexecution',
  executionModel: 'gatheraccountsexecution',
  executionUrl: 'accounts/gather-account-executions',
  type: 'gather_accounts',
  fields: { is_sync_account: f.bool('Sync account', { default: false }), recipients: recipients() },
});

const changeSecret = automation({
  name: 'changesecretautomation',
  url: 'accounts/change-secret-automations',
  label: 'Change secret automation',
  executionName: 'changesecretexecution',
  executionModel: 'changesecretexecution',
  executionUrl: 'accounts/change-secret-executions',
  recordName: 'changesecretrecord',
  recordUrl: 'accounts/change-secret-records',
  type: 'change_secret',
  fields: { accounts: f.list('Accounts', f.string('Account'), { default: [] }), ...secretPolicy(), recipients: recipients() },
});

const backup = automation({
  name: 'accountbackupautomation',
  url: 'accounts/account-backup-plans',
  label: 'Account backup plan',
  executionName: 'accountbackupexecution',
  executionModel: 'accountbackupautomation',
  executionUrl: 'accounts/account-backup-plan-executions',
  type: 'backup_account',
  fields: {
    types: f.list('Asset type', f.string('Type'), { default: ['all'] }),
    recipients_part_one: recipients('Recipient part one'),
    recipients_part_two: recipients('Recipient part two'),
  },
});

export const gatheredaccount = defineResource({
  name: 'gatheredaccount',
  app: 'accounts',
  url: 'accounts/gathered-accounts',
  label: 'Gather account',
  table: 'gathered_accounts',
  org: true,
  methods: ['GET', 'DELETE'],
  search: ['username', 'address_last_login'],
  ordering: ['-date_last_login'],
  fields: {
    asset: f.fk('Asset', 'asset', { readOnly: true, filter: true, display: ['id', 'name', 'address'], onDelete: 'cascade' }),
    username: f.string('Username', { readOnly: true, filter: true, order: true }),
    address_last_login: f.string('Address login', { readOnly: true }),
    date_last_login: f.datetime('Date login', { readOnly: true, order: true }),
    present: f.bool('Present', { readOnly: true, filter: true }),
    date_created: f.dateCreated(),
  },
});

export default [...push, ...gather, ...changeSecret, ...backup, gatheredaccount];
