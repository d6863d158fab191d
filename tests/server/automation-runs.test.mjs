// Account automation runs as JumpServer v3.8.2 serves them: the executions of a push,
// gather, secret change and backup (filtered by their automation), a run started by
// POST whose id is its task's, and the per-account records of a push or a change.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inOrg, openSocket, startBackend } from './helpers.mjs';

let server;
let admin;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
});
after(() => server.close());

const KINDS = [
  { automations: 'push-account-automations', executions: 'push-account-executions', link: 'automation', records: 'push-account-records' },
  { automations: 'gather-account-automations', executions: 'gather-account-executions', link: 'automation' },
  { automations: 'change-secret-automations', executions: 'change-secret-executions', link: 'automation', records: 'change-secret-records' },
  { automations: 'account-backup-plans', executions: 'account-backup-plan-executions', link: 'plan' },
];

const firstOf = async (url) => (await admin.get(`${url}${url.includes('?') ? '&' : '?'}limit=1`)).body.results[0];

/** Waits for a task's log to end on the task-log socket; answers the whole log. */
async function logOf(task) {
  const socket = openSocket(admin, '/ws/ops/tasks/log/');
  await socket.opened;
  socket.ws.send(JSON.stringify({ task }));
  await socket.next((message) => message.event === 'end', 10000);
  socket.ws.close();
  return socket.messages.map((message) => message.message ?? '').join('');
}

describe('executions', () => {
  test('each kind lists its executions, filtered by its automation by id or by name', async () => {
    for (const kind of KINDS) {
      const automation = await firstOf(`/api/v1/accounts/${kind.automations}/`);
      const all = (await admin.get(`/api/v1/accounts/${kind.executions}/`)).body;
      assert.ok(all.length >= 3, kind.executions);
      const byId = (await admin.get(`/api/v1/accounts/${kind.executions}/?${kind.link}_id=${automation.id}`)).body;
      assert.ok(byId.length > 0 && byId.every((row) => row[kind.link] === automation.id), `${kind.executions} by ${kind.link}_id: the automation as its id`);
      const byName = (await admin.get(`/api/v1/accounts/${kind.executions}/?${kind.link}__name=${encodeURIComponent(automation.name)}`)).body;
      assert.deepEqual(
        byName.map((row) => row.id),
        byId.map((row) => row.id),
      );
      assert.equal((await admin.get(`/api/v1/accounts/${kind.executions}/?${kind.link}_id=00000000-0000-0000-0000-00000000beef`)).body.length, 0);
    }
  });

  test('an execution shows its automation as it ran (AutomationExecutionSerializer), a backup its plan and outcome', async () => {
    const push = await firstOf('/api/v1/accounts/push-account-executions/');
    assert.deepEqual(Object.keys(push).sort(), ['automation', 'date_finished', 'date_start', 'id', 'org_id', 'org_name', 'snapshot', 'status', 'trigger'].sort());
    assert.equal(push.status, 'success', 'a plain status string');
    assert.deepEqual(Object.keys(push.snapshot).sort(), ['accounts', 'asset_amount', 'comment', 'name', 'node_amount', 'type']);
    assert.deepEqual(push.snapshot.type, { value: 'push_account', label: 'Push account' });
    assert.equal(push.snapshot.asset_amount, 10);
    assert.deepEqual(Object.keys(push.trigger), ['value', 'label'], 'the trigger as a labelled choice');
    const backup = await firstOf('/api/v1/accounts/account-backup-plan-executions/');
    for (const key of ['id', 'plan', 'date_start', 'timedelta', 'snapshot', 'trigger', 'reason', 'is_success', 'org_id']) assert.ok(key in backup, key);
    assert.equal(typeof backup.timedelta, 'number');
    assert.ok(Array.isArray(backup.snapshot.types));
    const metadata = (await admin.options('/api/v1/accounts/push-account-executions/')).body;
    assert.equal(metadata.actions.GET.status.type, 'string');
  });

  test('a seeded run has its log: the execution id is its task id', async () => {
    const execution = await firstOf('/api/v1/accounts/change-secret-executions/');
    const task = (await admin.get(`/api/v1/ops/task-executions/${execution.id}/`)).body;
    assert.equal(task.is_finished, true);
    assert.match(await logOf(execution.id), /PLAY RECAP/);
  });

  test('running a push: {task} at once, the execution under that id, its log streamed, each account recorded', async () => {
    const automation = await firstOf('/api/v1/accounts/push-account-automations/');
    const started = await admin.post('/api/v1/accounts/push-account-executions/', { automation: automation.id });
    assert.equal(started.status, 201);
    assert.deepEqual(Object.keys(started.body), ['task']);
    const id = started.body.task;
    const running = (await admin.get(`/api/v1/accounts/push-account-executions/${id}/`)).body;
    assert.equal(running.automation, automation.id);
    assert.deepEqual(running.trigger.value, 'manual');
    const pending = (await admin.get(`/api/v1/accounts/push-account-records/?execution_id=${id}`)).body;
    assert.ok(pending.length > 0, 'one record per account the push acts on');
    assert.ok(pending.every((record) => record.account.name === 'root' && record.asset.name && record.execution.id === id));
    const log = await logOf(id);
    assert.ok(log.includes(`${pending[0].asset.name}(root)`), 'the log names each asset and account');
    const done = (await admin.get(`/api/v1/accounts/push-account-executions/${id}/`)).body;
    assert.equal(done.status, 'success');
    assert.ok(done.date_finished);
    const records = (await admin.get(`/api/v1/accounts/push-account-records/?execution_id=${id}`)).body;
    assert.ok(records.every((record) => record.is_success === true && record.date_finished && Number(record.timedelta) >= 0));
    const automationAfter = (await admin.get(`/api/v1/accounts/push-account-automations/${automation.id}/`)).body;
    assert.equal(automationAfter.executed_amount, automation.executed_amount + 1);
  });

  test('records: only with an execution id, and only of their own kind; a failed one says why', async () => {
    assert.deepEqual((await admin.get('/api/v1/accounts/change-secret-records/')).body, [], 'ChangeSecretRecordViewSet filters by execution_id whatever the query');
    const executions = (await admin.get('/api/v1/accounts/change-secret-executions/')).body;
    const all = (await Promise.all(executions.map((execution) => admin.get(`/api/v1/accounts/change-secret-records/?execution_id=${execution.id}`)))).flatMap(
      (answer) => answer.body,
    );
    const failed = all.find((record) => !record.is_success);
    assert.ok(failed?.error, 'the seeded failure carries its error');
    const push = await firstOf('/api/v1/accounts/push-account-executions/');
    assert.deepEqual((await admin.get(`/api/v1/accounts/change-secret-records/?execution_id=${push.id}`)).body, []);
    for (const key of ['id', 'asset', 'account', 'date_started', 'date_finished', 'timedelta', 'is_success', 'error', 'execution']) assert.ok(key in all[0], key);
  });

  test('running a backup plan takes {plan}; a run of a missing automation is refused', async () => {
    const plan = await firstOf('/api/v1/accounts/account-backup-plans/');
    const started = await admin.post('/api/v1/accounts/account-backup-plan-executions/', { plan: plan.id });
    assert.equal(started.status, 201);
    await logOf(started.body.task);
    const done = (await admin.get(`/api/v1/accounts/account-backup-plan-executions/${started.body.task}/`)).body;
    assert.equal(done.plan, plan.id);
    assert.equal(done.is_success, true);
    assert.equal(done.snapshot.name, plan.name);
    const missing = await admin.post('/api/v1/accounts/gather-account-executions/', { automation: '00000000-0000-0000-0000-00000000beef' });
    assert.equal(missing.status, 400);
    assert.match(missing.body.automation[0], /does not exist/);
    assert.deepEqual((await admin.post('/api/v1/accounts/gather-account-executions/', {})).body, { automation: ['This field is required.'] });
  });

  test('an organization user may neither list nor run executions', async () => {
    const user = inOrg(await server.login('user'));
    assert.equal((await user.get('/api/v1/accounts/push-account-executions/')).status, 403);
    const automation = await firstOf('/api/v1/accounts/push-account-automations/');
    assert.equal((await user.post('/api/v1/accounts/push-account-executions/', { automation: automation.id })).status, 403);
    assert.equal((await user.get('/api/v1/accounts/push-account-records/?execution_id=x')).status, 403);
  });
});
