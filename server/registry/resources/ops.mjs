// Jobs, ad hoc commands, playbooks, executions and celery tasks (api-contract 4.11).
import { notFound, validationError } from '../../http/errors.mjs';
import { reply } from '../../http/reply.mjs';
import { readUploadedPlaybook, writeUploadedPlaybook } from '../../ops/playbook-upload.mjs';
import { ansibleLines, END_MARK, startTask } from '../../ops/tasks.mjs';
import { uuid } from '../../util/ids.mjs';
import { nowIso } from '../../util/time.mjs';
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { grantedAssets } from './granted.mjs';
import { MSG } from '../messages.mjs';
import { serialize } from '../serialize.mjs';

const MODULES = [
  ['shell', 'Shell'],
  ['win_shell', 'PowerShell'],
  ['python', 'Python'],
  ['mysql', 'MySQL'],
  ['postgresql', 'PostgreSQL'],
  ['sqlserver', 'SQLServer'],
  ['raw', 'Raw'],
];
const SCOPES = [
  ['public', 'Public'],
  ['private', 'Private'],
];
const RUNAS_POLICIES = [
  ['privileged_only', 'Privileged only'],
  ['privileged_first', 'Privileged first'],
  ['skip', 'Skip'],
];

/** A job, its executions, an ad hoc command and a playbook are their creator's alone (get_queryset: creator=request.user). */
const creatorOnly = (ctx) => ({ sql: 't.creator_id = ?', args: [ctx.user.id] });
const setCreator = (value, ctx, instance) => {
  if (!instance) value.creator_id = ctx.user.id;
};

export const adhoc = defineResource({
  name: 'adhoc',
  app: 'ops',
  url: 'ops/adhocs',
  label: 'Adhoc',
  table: 'adhocs',
  org: true,
  where: creatorOnly,
  search: ['name', 'args'],
  fields: {
    name: f.string('Name', { required: true, unique: 'org', filter: true, order: true }),
    module: f.choice('Module', MODULES, { default: 'shell', filter: true }),
    args: f.text('Args', { required: true }),
    scope: f.choice('Scope', SCOPES, { default: 'public', filter: true }),
    comment: f.comment(),
    creator_id: f.hidden(),
    ...stamps(),
  },
  validate: setCreator,
});

export const playbook = defineResource({
  name: 'playbook',
  app: 'ops',
  url: 'ops/playbooks',
  label: 'Playbook',
  table: 'playbooks',
  org: true,
  where: creatorOnly,
  search: ['name'],
  fields: {
    name: f.string('Name', { required: true, unique: 'org', filter: true, order: true }),
    scope: f.choice('Scope', SCOPES, { default: 'public', filter: true }),
    create_method: f.choice(
      'Create method',
      [
        ['blank', 'Blank'],
        ['vcs', 'VCS'],
      ],
      { default: 'blank' },
    ),
    vcs_url: f.string('VCS URL', { allowBlank: true, default: '' }),
    comment: f.comment(),
    creator_id: f.hidden(),
    ...stamps(),
  },
  validate: setCreator,
  // A multipart create carries the playbook as a zip (`path`): its files become the work directory.
  toInternal: readUploadedPlaybook,
  afterSave: (row, _value, ctx, created) => writeUploadedPlaybook(row, ctx, created),
  // Its files go with it (JumpServer removes its work directory).
  beforeDelete: (row, ctx) => ctx.services.db.run('DELETE FROM playbook_files WHERE playbook_id = ?', row.id),
});

/** Which of these assets are granted to the caller in an organization (UserPermAssetUtil(user).get_all_assets()). */
function grantedAmong(ctx, orgId, ids) {
  if (!ids.length) return new Set();
  const granted = grantedAssets(ctx.with({ params: {}, org: { id: orgId, name: '' } }));
  const rows = ctx.services.db.all(`SELECT t.id FROM assets t WHERE t.id IN (SELECT value FROM json_each(?)) AND ${granted.sql}`, JSON.stringify(ids), ...granted.args);
  return new Set(rows.map((row) => row.id));
}

const noAccess = (count) => `You do not have access rights to ${count} assets`;

/** Runs a job: an execution row plus a scripted task log over the job's assets. */
export function runJob(ctx, job, parameters = {}) {
  const services = ctx.services;
  const { db } = services;
  const assets = db.all(
    `SELECT DISTINCT a.id, a.name, a.address FROM assets a WHERE a.id IN (SELECT dst FROM jobs__assets WHERE src = ?)
     OR a.id IN (SELECT l.src FROM assets__nodes l JOIN nodes n ON n.id = l.dst JOIN jobs__nodes j ON j.dst = n.id WHERE j.src = ?) ORDER BY a.name LIMIT 50`,
    job.id,
    job.id,
  );
  // JobExecution.check_assets_perms: a run touches nothing unless every asset is granted to whoever runs it (grants change).
  const granted = grantedAmong(
    ctx,
    job.org_id,
    assets.map((asset) => asset.id),
  );
  const refused = assets.filter((asset) => !granted.has(asset.id));
  const executionId = uuid();
  const success = assets.length > 0 && !refused.length;
  const lines = refused.length
    ? [...refused.map((asset) => `Asset ${asset.name}(${asset.address}) has no access permission`), noAccess(refused.length)]
    : [`$ ${job.args ?? job.name}`, ...ansibleLines(job.name, assets, success)];
  const taskId = startTask(services, {
    name: `Run job: ${job.name}`,
    taskName: 'ops.tasks.run_ops_job_execution',
    args: [executionId],
    lines,
    success,
    onFinish() {
      db.run(
        'UPDATE job_executions SET is_finished = 1, is_success = ?, date_finished = ?, time_cost = ?, summary = ? WHERE id = ?',
        success ? 1 : 0,
        nowIso(),
        1.2,
        JSON.stringify({ ok: success ? assets.map((a) => a.name) : [], failures: {}, dark: {}, skipped: [], ...(refused.length ? { error: lines.at(-1) } : {}) }),
        executionId,
      );
      db.run('UPDATE jobs SET date_last_run = ? WHERE id = ?', nowIso(), job.id);
    },
  });
  const now = nowIso();
  db.run(
    `INSERT INTO job_executions (id, task_id, job_id, job_type, parameters, is_finished, is_success, date_start, date_created, time_cost, summary, material, creator_id, org_id, created_by)
     VALUES (?, ?, ?, ?, ?, 0, 0, ?, ?, 0, ?, ?, ?, ?, ?)`,
    executionId,
    taskId,
    job.id,
    job.type,
    JSON.stringify(parameters),
    now,
    now,
    '{}',
    job.args ?? '',
    ctx.user.id,
    job.org_id,
    ctx.user.name,
  );
  return { executionId, taskId };
}

export const job = defineResource({
  name: 'job',
  app: 'ops',
  url: 'ops/jobs',
  label: 'Job',
  table: 'jobs',
  org: true,
  // A quick job (instant) is reached by its id only, never listed.
  where: (ctx) => (ctx.params.id ? creatorOnly(ctx) : { sql: 't.creator_id = ? AND t.instant = 0', args: [ctx.user.id] }),
  search: ['name', 'comment'],
  ordering: ['-date_created'],
  fields: {
    name: f.string('Name', { allowBlank: true, filter: true, order: true }),
    type: f.choice(
      'Type',
      [
        ['adhoc', 'Adhoc'],
        ['playbook', 'Playbook'],
      ],
      { default: 'adhoc', filter: true },
    ),
    module: f.choice('Module', MODULES, { default: 'shell' }),
    args: f.text('Args', { allowBlank: true, default: '' }),
    playbook: f.fk('Playbook', 'playbook', { allowNull: true }),
    assets: f.m2m('Assets', 'asset', { display: ['id', 'name', 'address'] }),
    nodes: f.m2m('Nodes', 'node'),
    runas: f.string('Run as', { default: 'root' }),
    runas_policy: f.choice('Run as policy', RUNAS_POLICIES, { default: 'skip' }),
    use_parameter_define: f.bool('Use parameter define', { default: false }),
    parameters_define: f.json('Parameters define', { default: {} }),
    timeout: f.int('Timeout (Seconds)', { default: -1, minValue: -1 }),
    chdir: f.string('Run path', { allowBlank: true, default: '' }),
    instant: f.bool('Run after save', { default: false }),
    is_periodic: f.bool('Periodic run', { default: false, filter: true }),
    interval: f.int('Interval', { default: 24, minValue: 1, help: 'Unit: hour' }),
    crontab: f.string('Crontab', { allowBlank: true, default: '' }),
    date_last_run: f.datetime('Date last run', { readOnly: true, order: true }),
    executed_amount: f.sql('Executed amount', 'integer', 'SELECT COUNT(*) FROM job_executions e WHERE e.job_id = t.id'),
    task_id: f.sql('Task ID', 'string', 'SELECT e.task_id FROM job_executions e WHERE e.job_id = t.id ORDER BY e.date_start DESC, e.rowid DESC LIMIT 1'),
    summary: f.sql('Summary', 'json', "SELECT json_object('total', COUNT(*), 'success', COALESCE(SUM(is_success), 0)) FROM job_executions e WHERE e.job_id = t.id", {
      fromDb: (value) => JSON.parse(value),
    }),
    average_time_cost: f.sql('Average time cost', 'float', 'SELECT COALESCE(AVG(e.time_cost), 0) FROM job_executions e WHERE e.job_id = t.id AND e.is_finished = 1'),
    comment: f.comment(),
    creator_id: f.hidden(),
    ...stamps(),
  },
  validate(value, ctx, instance) {
    setCreator(value, ctx, instance);
    if (!instance && !value.name) value.name = `job-${Date.now()}`;
    const type = value.type ?? instance?.type ?? 'adhoc';
    if (type === 'adhoc' && !instance && !value.args) throw validationError({ args: [MSG.required] });
    if (type === 'playbook' && !instance && !value.playbook) throw validationError({ playbook: [MSG.required] });
    // Only assets granted to the user make a job of theirs (JumpServer lets the job be saved and refuses its runs).
    const assets = Array.isArray(value.assets) ? value.assets.map(String) : [];
    const granted = grantedAmong(ctx, instance?.org_id ?? ctx.org.id, assets);
    const refused = assets.filter((id) => !granted.has(id));
    if (refused.length) throw validationError({ assets: [noAccess(refused.length)] });
  },
  afterSave(row, value, ctx, created) {
    if (created && value.instant) runJob(ctx, row);
  },
});

const jobExecutionFields = () => ({
  task_id: f.string('Task ID', { readOnly: true, filter: true }),
  job: f.fk('Job', 'job', { required: true, filter: true, display: ['id', 'name', 'type'], onDelete: 'cascade' }),
  job_type: f.choice(
    'Job type',
    [
      ['adhoc', 'Adhoc'],
      ['playbook', 'Playbook'],
    ],
    { readOnly: true, filter: true },
  ),
  parameters: f.json('Parameters', { default: {} }),
  is_finished: f.bool('Is finished', { readOnly: true, filter: true }),
  is_success: f.bool('Is success', { readOnly: true, filter: true }),
  time_cost: f.float('Time cost', { readOnly: true }),
  timedelta: f.computed('Time cost', 'float', (row) => row.time_cost ?? 0),
  summary: f.json('Summary', { readOnly: true, default: {} }),
  material: f.string('Material', { readOnly: true, maxLength: 8192 }),
  date_start: f.datetime('Date start', { readOnly: true, order: true }),
  date_finished: f.datetime('Date finished', { readOnly: true, order: true }),
  date_created: f.dateCreated(),
  created_by: f.createdBy(),
  creator_id: f.hidden(),
});

export const jobexecution = defineResource({
  name: 'jobexecution',
  app: 'ops',
  url: 'ops/job-executions',
  label: 'Job execution',
  table: 'job_executions',
  org: true,
  methods: ['GET'],
  where: creatorOnly,
  dateField: 'date_start',
  ordering: ['-date_start'],
  search: ['material', 'job'],
  fields: jobExecutionFields(),
  // The official console's job history asks ?job_id= (JobExecutionFilterSet).
  filters: { job_id: { apply: (value) => ({ sql: 't.job_id = ?', args: [value] }) } },
  actions: [
    {
      // Creating an execution runs the job rather than storing a client-made row.
      method: 'POST',
      path: '',
      perm: 'ops.add_jobexecution',
      async handler(ctx) {
        const body = (await ctx.body()) ?? {};
        // Found as its detail is (a quick job too), among the caller's own.
        const target = body.job ? ctx.services.store.find(job, ctx.with({ params: { id: String(body.job) } }), String(body.job)) : null;
        if (!target) throw validationError({ job: [body.job ? MSG.pkMissing(body.job) : MSG.required] });
        const { executionId, taskId } = runJob(ctx, target, body.parameters ?? {});
        const row = ctx.services.store.reload(jobexecution, executionId);
        return reply(201, { ...serialize(jobexecution, [row], ctx)[0], task_id: taskId });
      },
    },
  ],
});

export const joblog = defineResource({
  name: 'joblog',
  app: 'audits',
  url: 'audits/job-logs',
  label: 'Job audit log',
  table: 'job_executions',
  org: true,
  methods: ['GET'],
  dateField: 'date_start',
  ordering: ['-date_start'],
  search: ['material'],
  fields: jobExecutionFields(),
});

/** The task's executions: `?task_id=` a celery task's id (CeleryTaskExecutionViewSet.get_queryset). */
const byTask = { task_id: { apply: (value) => ({ sql: 't.task_name = (SELECT name FROM celery_tasks WHERE id = ?)', args: [value] }) } };

/** POST task-executions/?from=<execution>: the same task sent again with the same arguments (201 {task_id}). */
async function runAgain(ctx) {
  const from = ctx.query.get('from');
  if (!from) return reply(400, '');
  const { db } = ctx.services;
  const execution = db.get('SELECT * FROM task_executions WHERE id = ?', from);
  if (!execution) throw notFound('Celery task execution');
  // Nothing really runs here: the task says again what it said the first time.
  const lines = execution.log.replaceAll(END_MARK, '').replace(/\r\n$/, '').split('\r\n');
  const taskId = startTask(ctx.services, {
    name: execution.name,
    taskName: execution.task_name,
    args: JSON.parse(execution.args),
    kwargs: JSON.parse(execution.kwargs),
    lines,
    success: Boolean(execution.is_success),
  });
  return reply(201, { task_id: taskId });
}

const seconds = (row) => (row.date_finished && row.date_start ? (Date.parse(row.date_finished) - Date.parse(row.date_start)) / 1000 : null);

export const celerytaskexecution = defineResource({
  name: 'celerytaskexecution',
  app: 'ops',
  url: 'ops/task-executions',
  label: 'Celery task execution',
  table: 'task_executions',
  methods: ['GET'],
  dateField: 'date_start',
  ordering: ['-date_published'],
  search: ['name', 'task_name'],
  fields: {
    // CeleryTaskExecution.name is the task's dotted name; task_name what the task is called.
    name: f.string('Name', { column: 'task_name', readOnly: true, filter: true }),
    task_name: f.string('Task name', { column: 'name', readOnly: true, filter: true }),
    args: f.json('Args', { readOnly: true, default: [] }),
    kwargs: f.json('Kwargs', { readOnly: true, default: {} }),
    state: f.string('State', { readOnly: true, filter: true }),
    is_finished: f.bool('Finished', { readOnly: true, filter: true }),
    is_success: f.bool('Success', { readOnly: true, filter: true }),
    time_cost: f.computed('Time cost', 'float', seconds),
    timedelta: f.computed('Time cost', 'float', seconds),
    date_published: f.datetime('Date published', { readOnly: true, order: true }),
    date_start: f.datetime('Date start', { readOnly: true, order: true }),
    date_finished: f.datetime('Date finished', { readOnly: true, order: true }),
    log: f.hidden(),
  },
  filters: byTask,
  actions: [{ method: 'POST', path: '', perm: 'ops.add_celerytaskexecution', handler: runAgain }],
});

/** The last five runs decide: red when the last failed, yellow when one of them did, green otherwise (CeleryTask.state). */
const STATE = `SELECT CASE
  WHEN (SELECT state FROM task_executions e WHERE e.task_name = t.name ORDER BY date_published DESC LIMIT 1) = 'FAILURE' THEN 'red'
  WHEN EXISTS (SELECT 1 FROM (SELECT state FROM task_executions e WHERE e.task_name = t.name ORDER BY date_published DESC LIMIT 5) WHERE state = 'FAILURE') THEN 'yellow'
  ELSE 'green' END`;

export const celerytask = defineResource({
  name: 'celerytask',
  app: 'ops',
  url: 'ops/tasks',
  label: 'Celery task',
  table: 'celery_tasks',
  methods: ['GET'],
  ordering: ['name'],
  search: ['name'],
  fields: {
    name: f.string('Name', { readOnly: true, filter: true, order: true }),
    meta: f.json('Meta', { readOnly: true, default: {} }),
    state: f.sql('State', 'string', STATE),
    // Stamped each time the task is sent (startTask()).
    date_last_publish: f.datetime('Date last publish', { readOnly: true, order: true }),
    exec_cycle: f.string('Execution cycle', { readOnly: true, allowBlank: true }),
    next_exec_time: f.datetime('Next execution time', { readOnly: true }),
    summary: f.sql('Summary', 'json', "SELECT json_object('total', COUNT(*), 'success', COALESCE(SUM(state = 'SUCCESS'), 0)) FROM task_executions e WHERE e.task_name = t.name", {
      fromDb: (value) => JSON.parse(value),
    }),
  },
  actions: [
    {
      method: 'GET',
      path: ':id/executions/',
      perm: 'ops.view_celerytaskexecution',
      handler(ctx) {
        const task = ctx.services.db.get('SELECT name FROM celery_tasks WHERE id = ?', ctx.params.id);
        if (!task) throw notFound('Celery task');
        const rows = ctx.services.db.all('SELECT * FROM task_executions WHERE task_name = ? ORDER BY date_published DESC LIMIT 100', task.name);
        return serialize(celerytaskexecution, rows, ctx, 'list');
      },
    },
  ],
});

export default [adhoc, playbook, job, jobexecution, joblog, celerytaskexecution, celerytask];
