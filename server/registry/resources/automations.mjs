// Account automations (push, gather, change secret, backup) and their executions.
import { reply } from '../../http/reply.mjs';
import { notFound } from '../../http/errors.mjs';
import { ansibleLines, startTask } from '../../ops/tasks.mjs';
import { uuid } from '../../util/ids.mjs';
import { nowIso } from '../../util/time.mjs';
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { serialize } from '../serialize.mjs';
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

/**
 * An automation resource and its execution resource; POST <automation-url>/<id>/executions/
 * or POST <execution-url> with {automation} runs it as a scripted task.
 */
function automation({ name, url, label, executionName, executionUrl, executionModel, type, fields }) {
  const execution = defineResource({
    name: executionName,
    app: 'accounts',
    model: executionModel,
    url: executionUrl,
    label: `${label} execution`,
    table: 'automation_executions',
    org: true,
    scope: { type },
    methods: ['GET'],
    dateField: 'date_start',
    ordering: ['-date_start'],
    search: ['automation'],
    fields: {
      automation: f.fk('Automation task', name, { required: true, filter: true, onDelete: 'cascade' }),
      trigger: f.choice('Trigger mode', [['manual', 'Manual trigger'], ['timing', 'Timing trigger']], { readOnly: true, default: 'manual', filter: true }),
      status: f.choice('Status', [['pending', 'Pending'], ['running', 'Running'], ['success', 'Success'], ['failed', 'Failed']], { readOnly: true, filter: true }),
      task_id: f.string('Task ID', { readOnly: true }),
      snapshot: f.json('Automation snapshot', { readOnly: true, default: {} }),
      date_start: f.datetime('Date start', { readOnly: true, order: true }),
      date_finished: f.datetime('Date finished', { readOnly: true, order: true }),
      timedelta: f.computed('Time', 'float', (row) => (row.date_finished ? (Date.parse(row.date_finished) - Date.parse(row.date_start)) / 1000 : 0)),
    },
    actions: [
      {
        method: 'POST',
        path: '',
        perm: `accounts.add_${executionModel}`,
        async handler(ctx) {
          const body = (await ctx.body()) ?? {};
          const target = body.automation ? ctx.services.store.find(resource, ctx, String(body.automation)) : null;
          if (!target) throw notFound(label);
          const row = execute(ctx, target);
          return reply(201, { ...serialize(execution, [row], ctx)[0], task: row.task_id });
        },
      },
    ],
  });

  function execute(ctx, target) {
    const { db } = ctx.services;
    const id = uuid();
    const assets = db.all('SELECT a.id, a.name FROM assets a WHERE a.id IN (SELECT dst FROM automations__assets WHERE src = ?) ORDER BY name LIMIT 50', target.id);
    const taskId = startTask(ctx.services, {
      name: `${label}: ${target.name}`,
      taskName: `accounts.tasks.execute_${type}_automation`,
      args: [id],
      lines: ansibleLines(target.name, assets),
      onFinish: () => db.run("UPDATE automation_executions SET status = 'success', date_finished = ? WHERE id = ?", nowIso(), id),
    });
    db.run(
      `INSERT INTO automation_executions (id, automation_id, type, trigger, status, task_id, snapshot, date_start, org_id) VALUES (?, ?, ?, 'manual', 'running', ?, ?, ?, ?)`,
      id, target.id, type, taskId, JSON.stringify({ name: target.name, assets: assets.length }), nowIso(), target.org_id,
    );
    return ctx.services.store.reload(execution, id);
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
  return [resource, execution];
}

const push = automation({
  name: 'pushaccountautomation',
  url: 'accounts/push-account-automations',
  label: 'Push account automation',
  executionName: 'pushaccountexecution',
  executionModel: 'pushaccountexecution',
  executionUrl: 'accounts/push-account-executions',
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
