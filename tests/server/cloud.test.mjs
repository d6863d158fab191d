// Cloud sync (xpack): accounts with their provider's credentials, a task's run,
// its history and the instances it found, as the official console reads them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { encryptSecret, inOrg, startBackend } from './helpers.mjs';

const ACCOUNTS = '/api/v1/xpack/cloud/accounts/';
const TASKS = '/api/v1/xpack/cloud/sync-instance-tasks/';

let server;
let admin;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
});
after(() => server.close());

const encrypted = (value) => encryptSecret(value, admin.cookies.get('jms_public_key'));

async function finished(taskId) {
  let execution;
  for (let tries = 0; tries < 200 && !execution?.is_finished; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    execution = (await admin.get(`/api/v1/ops/task-executions/${taskId}/`)).body;
  }
  return execution;
}

test('OPTIONS ?provider= describes attrs as that provider\'s credential fields', async () => {
  const azure = (await admin.options(`${ACCOUNTS}?provider=azure`)).body.actions.POST.attrs;
  assert.equal(azure.type, 'nested object');
  assert.deepEqual(Object.keys(azure.children), ['client_id', 'client_secret', 'tenant_id', 'subscription_id']);
  const lan = (await admin.options(`${ACCOUNTS}?provider=lan`)).body.actions.POST.attrs;
  assert.deepEqual(Object.keys(lan.children), ['ip_group', 'test_port', 'test_timeout', 'hostname_prefix']);
  assert.equal(lan.children.ip_group.type, 'list');
  const plain = (await admin.options(ACCOUNTS)).body.actions.POST.attrs;
  assert.equal(plain.type, 'json', 'without a provider, the plain JSON field');
});

test('an account\'s credentials are checked against its provider; secrets are decrypted, never shown, and kept when an update leaves them blank', async () => {
  const missing = await admin.post(ACCOUNTS, { name: `ali-${Date.now()}`, provider: 'aliyun', attrs: { access_key_id: 'LTAI' } });
  assert.equal(missing.status, 400);
  assert.deepEqual(missing.body, { attrs: { access_key_secret: ['This field is required.'] } });
  const name = `ali-${Date.now()}`;
  const made = await admin.post(ACCOUNTS, { name, provider: 'aliyun', attrs: { access_key_id: 'LTAI', access_key_secret: encrypted('s3cret') } });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.deepEqual(made.body.attrs, { access_key_id: 'LTAI' });
  const updated = await admin.put(`${ACCOUNTS}${made.body.id}/`, { name, provider: 'aliyun', attrs: { access_key_id: 'LTAI2', access_key_secret: '' } });
  assert.equal(updated.status, 200, JSON.stringify(updated.body));
  assert.deepEqual(updated.body.attrs, { access_key_id: 'LTAI2' });
  const tested = await admin.get(`${ACCOUNTS}${made.body.id}/test-connective/`);
  assert.equal(tested.status, 200);
  assert.equal((await admin.get(`${ACCOUNTS}${made.body.id}/`)).body.validity, true, 'the secret was kept');
});

test('running a task (GET run/ → {task}) records its run in history/ and the instances it found in instances/', async () => {
  const [account] = (await admin.get(`${ACCOUNTS}?provider=aliyun`)).body;
  const made = await admin.post(TASKS, { name: `sync-${Date.now()}`, account: account.id, regions: ['cn-hangzhou'], hostname_strategy: 'instance_name_partial_ip', is_periodic: true, interval: 12 });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal(made.body.history_count, 0);
  const run = await admin.get(`${TASKS}${made.body.id}/run/`);
  assert.equal(run.status, 200);
  assert.equal((await finished(run.body.task)).is_success, true);
  const history = (await admin.get(`${TASKS}${made.body.id}/history/`)).body;
  assert.equal(history.length, 1);
  assert.equal(history[0].id, run.body.task, 'a run is opened by its task id');
  assert.deepEqual(history[0].summary, { new: 2, sync: 0, unsync: 0, released: 0 });
  assert.equal(history[0].status.value, 1);
  const instances = (await admin.get(`${TASKS}${made.body.id}/instances/`)).body;
  assert.deepEqual(instances.map((row) => [row.region, row.status.value]), [['cn-hangzhou', 1], ['cn-hangzhou', 1]]);
  const again = await admin.get(`${TASKS}${made.body.id}/run/`);
  await finished(again.body.task);
  const task = (await admin.get(`${TASKS}${made.body.id}/`)).body;
  assert.equal(task.history_count, 2);
  assert.equal(task.instance_count, 2);
  assert.ok(task.date_last_sync);
  assert.deepEqual((await admin.get(`${TASKS}${made.body.id}/instances/`)).body.map((row) => row.status.value), [2, 2], 'synced the second time');
  assert.equal((await admin.delete(`${TASKS}${made.body.id}/released-assets/`)).status, 200);
  const user = inOrg(await server.login('user'));
  assert.equal((await user.get(`${TASKS}${made.body.id}/run/`)).status, 403);
});
