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

test("OPTIONS ?provider= describes attrs as that provider's credential fields", async () => {
  const azure = (await admin.options(`${ACCOUNTS}?provider=azure`)).body.actions.POST.attrs;
  assert.equal(azure.type, 'nested object');
  assert.deepEqual(Object.keys(azure.children), ['client_id', 'client_secret', 'tenant_id', 'subscription_id']);
  const lan = (await admin.options(`${ACCOUNTS}?provider=lan`)).body.actions.POST.attrs;
  assert.deepEqual(Object.keys(lan.children), ['ip_group', 'test_port', 'test_timeout', 'hostname_prefix']);
  assert.equal(lan.children.ip_group.type, 'list');
  const plain = (await admin.options(ACCOUNTS)).body.actions.POST.attrs;
  assert.equal(plain.type, 'json', 'without a provider, the plain JSON field');
});

test("an account's credentials are checked against its provider; secrets are decrypted, never shown, and kept when an update leaves them blank", async () => {
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
  const made = await admin.post(TASKS, {
    name: `sync-${Date.now()}`,
    account: account.id,
    regions: ['cn-hangzhou'],
    hostname_strategy: 'instance_name_partial_ip',
    is_periodic: true,
    interval: 12,
  });
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
  assert.deepEqual(
    instances.map((row) => [row.region, row.status.value]),
    [
      ['cn-hangzhou', 1],
      ['cn-hangzhou', 1],
    ],
  );
  const again = await admin.get(`${TASKS}${made.body.id}/run/`);
  await finished(again.body.task);
  const task = (await admin.get(`${TASKS}${made.body.id}/`)).body;
  assert.equal(task.history_count, 2);
  assert.equal(task.instance_count, 2);
  assert.ok(task.date_last_sync);
  assert.deepEqual(
    (await admin.get(`${TASKS}${made.body.id}/instances/`)).body.map((row) => row.status.value),
    [2, 2],
    'synced the second time',
  );
  assert.equal((await admin.delete(`${TASKS}${made.body.id}/released-assets/`)).status, 200);
  const user = inOrg(await server.login('user'));
  assert.equal((await user.get(`${TASKS}${made.body.id}/run/`)).status, 403);
});

test("regions/?account_id= lists the regions of the account's provider; none without an account; a failing account answers 400", async () => {
  assert.deepEqual((await admin.get('/api/v1/xpack/cloud/regions/')).body, { regions: [] });
  const [aliyun] = (await admin.get(`${ACCOUNTS}?provider=aliyun`)).body;
  const regions = (await admin.get(`/api/v1/xpack/cloud/regions/?account_id=${aliyun.id}`)).body.regions;
  assert.ok(
    regions.some((region) => region.id === 'cn-hangzhou' && region.name === 'China (Hangzhou)'),
    JSON.stringify(regions),
  );
  assert.ok(regions.every((region) => Object.keys(region).sort().join() === 'id,name'));
  const lan = await admin.post(ACCOUNTS, {
    name: `lan-${Date.now()}`,
    provider: 'lan',
    attrs: { ip_group: ['10.0.0.0/24'], test_port: 22, test_timeout: 1, hostname_prefix: 'lan-' },
  });
  assert.equal(lan.status, 201, JSON.stringify(lan.body));
  assert.deepEqual((await admin.get(`/api/v1/xpack/cloud/regions/?account_id=${lan.body.id}`)).body, { regions: [] }, 'a host list has no regions');
  const [expired] = (await admin.get(`${ACCOUNTS}?provider=aws_international`)).body;
  assert.equal(expired.validity, false);
  const refused = await admin.get(`/api/v1/xpack/cloud/regions/?account_id=${expired.id}`);
  assert.equal(refused.status, 400);
  assert.match(refused.body.error, /cannot connect to its cloud/);
  const user = inOrg(await server.login('user'));
  assert.equal((await user.get(`/api/v1/xpack/cloud/regions/?account_id=${aliyun.id}`)).status, 403);
});

test("a task's strategies are bound and unbound with PATCH {strategy: [ids]}, as its detail page does", async () => {
  const [task] = (await admin.get(`${TASKS}?name=Sync Aliyun ECS`)).body;
  const made = await admin.post('/api/v1/xpack/cloud/strategies/', { name: `strategy-${Date.now()}`, priority: 20, strategy_rules: [], strategy_actions: [] });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const before = task.strategy.map((item) => item.id);
  const bound = await admin.patch(`${TASKS}${task.id}/`, { strategy: [...before, made.body.id] });
  assert.equal(bound.status, 200, JSON.stringify(bound.body));
  assert.deepEqual(bound.body.strategy.map((item) => item.id).sort(), [...before, made.body.id].sort());
  assert.ok(
    bound.body.strategy.every((item) => typeof item.name === 'string'),
    'each strategy with its name',
  );
  const unbound = await admin.patch(`${TASKS}${task.id}/`, { strategy: before });
  assert.deepEqual(
    unbound.body.strategy.map((item) => item.id),
    before,
  );
  assert.deepEqual(unbound.body.regions, task.regions, 'the rest of the task is left as it was');
});
