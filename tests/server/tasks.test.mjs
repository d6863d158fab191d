// The task monitor's API: celery tasks with their state from the last runs, each
// task's executions, and an execution sent again.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startBackend } from './helpers.mjs';

let server;
let admin;
before(async () => {
  server = await startBackend();
  admin = await server.login('admin');
});
after(() => server.close());

const TASKS = '/api/v1/ops/tasks/';
const EXECUTIONS = '/api/v1/ops/task-executions/';

async function taskNamed(name) {
  return (await admin.get(`${TASKS}?search=${name}`)).body.find((task) => task.name === name);
}

async function finished(taskId) {
  for (let tries = 0; tries < 100; tries += 1) {
    const execution = (await admin.get(`${EXECUTIONS}${taskId}/`)).body;
    if (execution.is_finished) return execution;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the task did not finish');
}

describe('celery tasks', () => {
  test('a task: its name, what it is called and its queue, its runs counted, when it was last sent, and a periodic one’s cycle', async () => {
    const tasks = (await admin.get(TASKS)).body;
    for (const key of ['id', 'name', 'meta', 'summary', 'state', 'date_last_publish', 'exec_cycle', 'next_exec_time']) assert.ok(key in tasks[0], key);
    const job = tasks.find((task) => task.name === 'ops.tasks.run_ops_job_execution');
    assert.deepEqual(job.meta, { comment: 'Run ops job execution', queue: 'ansible' });
    const runs = (await admin.get(`${EXECUTIONS}?task_id=${job.id}&order=-date_published`)).body;
    assert.equal(runs.length, job.summary.total);
    assert.equal(runs.filter((run) => run.is_success).length, job.summary.success);
    assert.ok(runs.every((run) => run.name === 'ops.tasks.run_ops_job_execution' && run.task_name.startsWith('Run job: ')));
    assert.equal(job.date_last_publish, runs[0].date_published);
    const periodic = tasks.find((task) => task.name === 'ops.tasks.clean_celery_tasks_period');
    assert.equal(periodic.exec_cycle, 'Every 24 hours');
    assert.ok(periodic.next_exec_time);
    assert.deepEqual(periodic.summary, { total: 0, success: 0 });
    assert.equal(periodic.state, 'green');
  });

  test('the state is red when the last run failed, yellow when one of the last five did, green otherwise', async () => {
    for (const task of (await admin.get(TASKS)).body) {
      const last = (await admin.get(`${EXECUTIONS}?task_id=${task.id}&order=-date_published&limit=5`)).body.results;
      const expected = last[0]?.is_success === false ? 'red' : last.some((run) => !run.is_success) ? 'yellow' : 'green';
      assert.equal(task.state, expected, task.name);
    }
    const states = new Set((await admin.get(TASKS)).body.map((task) => task.state));
    assert.ok(states.has('green') && states.size > 1, `the seed shows more than one state: ${[...states]}`);
  });

  test('sending a task stamps it; a task never seen before joins the list', async () => {
    const host = (await admin.get('/api/v1/assets/hosts/?limit=1')).body.results[0];
    const before = await taskNamed('assets.tasks.test_assets');
    const started = (await admin.post('/api/v1/assets/assets/tasks/', { action: 'test', assets: [host.id] })).body.task;
    await finished(started);
    const after = await taskNamed('assets.tasks.test_assets');
    assert.equal(after.summary.total, before.summary.total + 1);
    assert.ok(after.date_last_publish >= before.date_last_publish);
    assert.equal(after.state, 'green');
    const execution = (await admin.get(`${EXECUTIONS}${started}/`)).body;
    assert.equal(after.date_last_publish, execution.date_published);
  });
});

describe('running an execution again', () => {
  test('POST ?from= sends the same task with the same arguments: a new execution, the same output', async () => {
    const [first] = (await admin.get(`${EXECUTIONS}?name=assets.tasks.test_assets&limit=1`)).body.results;
    const rerun = await admin.post(`${EXECUTIONS}?from=${first.id}`, {});
    assert.equal(rerun.status, 201);
    assert.match(rerun.body.task_id, /^[0-9a-f-]{36}$/);
    const second = await finished(rerun.body.task_id);
    assert.deepEqual([second.name, second.task_name, second.args, second.is_success], [first.name, first.task_name, first.args, first.is_success]);
    const log = async (id) => (await admin.get(`/api/v1/ops/celery/task/${id}/log/`)).body.data;
    assert.equal(await log(second.id), await log(first.id));
  });

  test('without ?from= it is a 400; an unknown execution a 404; a user who may not see tasks, a 403', async () => {
    assert.equal((await admin.post(EXECUTIONS, {})).status, 400);
    assert.equal((await admin.post(`${EXECUTIONS}?from=00000000-0000-4000-8000-000000000000`, {})).status, 404);
    const user = await server.login('user');
    assert.equal((await user.post(`${EXECUTIONS}?from=00000000-0000-4000-8000-000000000000`, {})).status, 403);
  });
});
