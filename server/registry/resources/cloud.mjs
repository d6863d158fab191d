// Cloud sync (extended edition): cloud accounts, sync-instance tasks, their
// strategies, runs and the instances they found. Routed only when XPACK is enabled.
import { notFound } from '../../http/errors.mjs';
import { startTask } from '../../ops/tasks.mjs';
import { nowIso } from '../../util/time.mjs';
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f, parseObject } from '../fields.mjs';
import { FieldError } from '../messages.mjs';
import { PROVIDERS, providerAttrs, secretAttrs } from './cloud-providers.mjs';

export { PROVIDERS } from './cloud-providers.mjs';

const xpack = { xpack: true };
const stored = (value) => (typeof value === 'string' ? JSON.parse(value) : (value ?? {}));

/**
 * The attrs of an account checked against its provider's credential fields; on
 * update a secret left blank keeps the one stored.
 */
function validateAttrs(value, ctx, instance) {
  if (!('attrs' in value) && instance) return;
  const provider = value.provider ?? instance?.provider;
  const fields = providerAttrs(provider);
  const kept = instance ? stored(instance.attrs) : {};
  const input = { ...(value.attrs ?? {}) };
  for (const name of instance ? secretAttrs(provider) : []) {
    fields[name].required = false;
    if (!input[name]) delete input[name];
  }
  const parsed = parseObject(fields, input, ctx);
  if (Object.keys(parsed.errors).length) throw new FieldError({ attrs: parsed.errors });
  const secrets = Object.fromEntries(
    secretAttrs(provider)
      .filter((name) => kept[name] && !parsed.value[name])
      .map((name) => [name, kept[name]]),
  );
  value.attrs = { ...parsed.value, ...secrets };
}

export const cloudaccount = defineResource({
  ...xpack,
  name: 'cloudaccount',
  app: 'xpack',
  model: 'account',
  url: 'xpack/cloud/accounts',
  label: 'Cloud account',
  table: 'cloud_accounts',
  org: true,
  search: ['name', 'provider'],
  extraPerms: ['xpack.test_account'],
  fields: {
    name: f.string('Name', { required: true, unique: 'org', filter: true, order: true }),
    provider: f.choice(
      'Provider',
      PROVIDERS.map(([value, label]) => [value, label]),
      { required: true, filter: true, order: true },
    ),
    attrs: f.json('Attrs', { default: {} }),
    validity: f.bool('Validity', { readOnly: true, default: true, filter: true }),
    task: f.sql('Sync instance task amount', 'integer', 'SELECT COUNT(*) FROM cloud_sync_tasks s WHERE s.account_id = t.id'),
    comment: f.comment(),
    ...stamps(),
  },
  // ?provider= describes attrs as that provider's credential fields (a MethodSerializer in xpack).
  describe: (field, ctx) =>
    field.name === 'attrs' && ctx.query.get('provider') ? Object.assign(f.nested('Attrs', providerAttrs(ctx.query.get('provider'))), { name: 'attrs' }) : field,
  validate: validateAttrs,
  decorate: (object) => {
    if (!object.attrs || !object.provider) return object;
    const hidden = new Set(secretAttrs(object.provider.value ?? object.provider));
    return { ...object, attrs: Object.fromEntries(Object.entries(object.attrs).filter(([name]) => !hidden.has(name))) };
  },
  actions: [
    {
      // Nothing reaches a cloud here: an account is valid while its credentials are complete.
      method: 'GET',
      path: ':id/test-connective/',
      perm: 'xpack.test_account',
      handler: (ctx) => {
        const row = ctx.services.store.find(cloudaccount, ctx, ctx.params.id);
        if (!row) throw notFound('Cloud account');
        const attrs = stored(row.attrs);
        const complete = Object.entries(providerAttrs(row.provider)).every(([name, field]) => !field.required || (attrs[name] !== undefined && attrs[name] !== ''));
        ctx.services.db.run('UPDATE cloud_accounts SET validity = ? WHERE id = ?', complete ? 1 : 0, row.id);
        return { msg: complete ? 'Test connection successful' : 'Test connection failed' };
      },
    },
  ],
});

const INSTANCE_ATTRS = [
  ['instance_name', 'Instance name'],
  ['instance_platform', 'Instance platform name'],
  ['instance_address', 'Instance address'],
];
const MATCHES = [
  ['exact', 'Exact match'],
  ['not', 'Not equal to'],
  ['in', 'In'],
  ['contains', 'Contains'],
  ['startswith', 'Starts with'],
  ['endswith', 'Ends with'],
  ['regex', 'Regex'],
];
const ACTION_RESOURCES = [
  ['platform', 'Platform'],
  ['node', 'Node'],
  ['domain', 'Domain'],
  ['account_template', 'Account template'],
];

/** What a sync does to the instances whose attributes match all its rules. */
export const strategy = defineResource({
  ...xpack,
  name: 'strategy',
  app: 'xpack',
  url: 'xpack/cloud/strategies',
  label: 'Strategy',
  table: 'cloud_strategies',
  org: true,
  search: ['name'],
  ordering: ['priority', 'name'],
  fields: {
    name: f.string('Name', { required: true, unique: 'org', filter: true, order: true }),
    priority: f.int('Priority', { default: 50, minValue: 1, maxValue: 100, order: true }),
    strategy_rules: f.nestedList(
      'Rule',
      {
        attr: f.choice('Attribute', INSTANCE_ATTRS, { required: true, plain: true }),
        match: f.choice('Match', MATCHES, { required: true, plain: true }),
        value: f.string('Value', { required: true }),
      },
      { default: [] },
    ),
    strategy_actions: f.nestedList(
      'Action',
      {
        attr: f.choice('Resource type', ACTION_RESOURCES, { required: true, plain: true }),
        value: f.string('Value', { required: true, help: 'The name of the platform, node, domain or account template given to the matched instances' }),
      },
      { default: [] },
    ),
    comment: f.comment(),
    ...stamps(),
  },
});

export const syncinstancetask = defineResource({
  ...xpack,
  name: 'syncinstancetask',
  app: 'xpack',
  url: 'xpack/cloud/sync-instance-tasks',
  label: 'Sync instance task',
  table: 'cloud_sync_tasks',
  org: true,
  search: ['name'],
  fields: {
    name: f.string('Name', { required: true, unique: 'org', filter: true, order: true }),
    account: f.fk('Account', 'cloudaccount', { required: true, filter: true, display: ['id', 'name', 'provider'], onDelete: 'cascade' }),
    regions: f.list('Regions', f.string('Region'), { default: [] }),
    hostname_strategy: f.choice(
      'Hostname strategy',
      [
        ['instance_name', 'Instance name'],
        ['instance_name_partial_ip', 'Instance name and Partial IP'],
      ],
      { default: 'instance_name' },
    ),
    ip_network_segment_group: f.list('IP network segment group', f.string('Segment'), { default: ['*'] }),
    sync_ip_type: f.choice(
      'Sync IP type',
      [
        [0, 'Private IP'],
        [1, 'Public IP'],
      ],
      { default: 0 },
    ),
    is_always_update: f.bool('Always update', { default: false }),
    strategy: f.m2m('Strategy', 'strategy'),
    is_periodic: f.bool('Periodic run', { default: false }),
    interval: f.int('Interval', { default: 24, minValue: 1 }),
    crontab: f.string('Crontab', { allowBlank: true, default: '' }),
    date_last_sync: f.datetime('Date last sync', { readOnly: true }),
    history_count: f.sql('Run times', 'integer', 'SELECT COUNT(*) FROM cloud_sync_executions e WHERE e.task_id = t.id'),
    instance_count: f.sql('Instance count', 'integer', 'SELECT COUNT(*) FROM cloud_sync_instances i WHERE i.task_id = t.id'),
    comment: f.comment(),
    ...stamps(),
  },
  actions: [
    { method: 'GET', path: ':id/run/', perm: 'xpack.add_syncinstancetaskexecution', handler: (ctx) => ({ task: runSync(ctx) }) },
    {
      // The instances the cloud no longer has, and nothing else.
      method: 'DELETE',
      path: ':id/released-assets/',
      perm: 'xpack.change_syncinstancetask',
      handler: (ctx) => {
        if (!ctx.services.store.find(syncinstancetask, ctx, ctx.params.id)) throw notFound('Sync instance task');
        ctx.services.db.run('DELETE FROM cloud_sync_instances WHERE task_id = ? AND status = 3', ctx.params.id);
        return { msg: 'ok' };
      },
    },
  ],
});

// Lists under one task only, as xpack's history/ and instances/ views.
const underTask = {
  ...xpack,
  org: true,
  methods: ['GET'],
  detail: /** @type {false} */ (false),
  audit: /** @type {false} */ (false),
  where: (ctx) => ({ sql: 't.task_id = ?', args: [ctx.params.id] }),
};

/** One run of a task: its id is the run's celery task, whose log the console opens. */
export const syncinstancetaskexecution = defineResource({
  ...underTask,
  name: 'syncinstancetaskexecution',
  app: 'xpack',
  url: 'xpack/cloud/sync-instance-tasks/:id/history',
  label: 'Sync instance task execution',
  table: 'cloud_sync_executions',
  ordering: ['-date_sync'],
  fields: {
    task: f.fk('Sync instance task', 'syncinstancetask', { readOnly: true, onDelete: 'cascade' }),
    status: f.choice(
      'Status',
      [
        [0, 'Failed'],
        [1, 'Success'],
      ],
      { readOnly: true, default: 1, filter: true },
    ),
    summary: f.json('Summary', { readOnly: true, default: {} }),
    date_sync: f.datetime('Date sync', { readOnly: true, order: true }),
  },
});

const INSTANCE_STATUS = [
  [0, 'Unsync'],
  [1, 'New sync'],
  [2, 'Synced'],
  [3, 'Released'],
];

/** The instances a task's runs found, with what the last run did with each. */
export const syncinstancedetail = defineResource({
  ...underTask,
  name: 'syncinstancedetail',
  app: 'xpack',
  url: 'xpack/cloud/sync-instance-tasks/:id/instances',
  label: 'Sync instance detail',
  table: 'cloud_sync_instances',
  search: ['instance_id', 'asset_ip', 'region'],
  ordering: ['region', 'instance_id'],
  fields: {
    task: f.fk('Sync instance task', 'syncinstancetask', { readOnly: true, onDelete: 'cascade' }),
    instance_id: f.string('Instance ID', { readOnly: true, filter: true, order: true }),
    asset_ip: f.string('IP', { readOnly: true, filter: true }),
    region: f.string('Region', { readOnly: true, filter: true, order: true }),
    status: f.choice('Status', INSTANCE_STATUS, { readOnly: true, default: 1, filter: true }),
    date_sync: f.datetime('Date sync', { readOnly: true, order: true }),
  },
});

/**
 * A run of a task as a scripted celery task: it "finds" two instances in each of
 * its regions (one for a provider without regions), new the first time and synced
 * after, and records the run when it ends.
 */
function runSync(ctx) {
  const { db, store } = ctx.services;
  const task = store.find(syncinstancetask, ctx, ctx.params.id);
  if (!task) throw notFound('Sync instance task');
  const regions = stored(task.regions).length ? stored(task.regions) : ['default'];
  const found = regions.flatMap((region, r) => [1, 2].map((n) => ({ region, instance_id: `i-${region}-${n}`, asset_ip: `10.${r + 10}.0.${n + 10}` })));
  const lines = [`>>> Sync instances of ${task.name}`, ''];
  for (const region of regions) lines.push(`Region ${region}: ${found.filter((item) => item.region === region).length} instances`);
  lines.push('', `>>> Task finished`);
  const taskId = startTask(ctx.services, {
    name: `Sync instance task ${task.name}`,
    taskName: 'xpack.cloud.tasks.run_sync_instance_task',
    args: [task.id],
    lines,
    onFinish: () => {
      const now = nowIso();
      const known = new Set(db.all('SELECT instance_id FROM cloud_sync_instances WHERE task_id = ?', task.id).map((row) => row.instance_id));
      db.transaction(() => {
        db.run('DELETE FROM cloud_sync_instances WHERE task_id = ?', task.id);
        for (const item of found) {
          db.run(
            'INSERT INTO cloud_sync_instances (id, task_id, instance_id, asset_ip, region, status, date_sync, org_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
            `${taskId}-${item.instance_id}`,
            task.id,
            item.instance_id,
            item.asset_ip,
            item.region,
            known.has(item.instance_id) ? 2 : 1,
            now,
            task.org_id,
          );
        }
        const created = found.filter((item) => !known.has(item.instance_id)).length;
        const summary = { new: created, sync: found.length - created, unsync: 0, released: 0 };
        db.run(
          'INSERT INTO cloud_sync_executions (id, task_id, status, summary, date_sync, org_id) VALUES (?, ?, 1, ?, ?, ?)',
          taskId,
          task.id,
          JSON.stringify(summary),
          now,
          task.org_id,
        );
        db.run('UPDATE cloud_sync_tasks SET date_last_sync = ? WHERE id = ?', now, task.id);
      });
    },
  });
  return taskId;
}

export default [cloudaccount, strategy, syncinstancetask, syncinstancetaskexecution, syncinstancedetail];
