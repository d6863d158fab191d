// Gateways (assets of the Gateway platform in a domain) and what a hardware
// refresh gathers from a host.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inOrg, startBackend } from './helpers.mjs';

let server;
let admin;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
});
after(() => server.close());

async function finished(taskId) {
  for (let tries = 0; tries < 100; tries += 1) {
    const execution = (await admin.get(`/api/v1/ops/task-executions/${taskId}/`)).body;
    if (execution.is_finished) return execution;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the task did not finish');
}

describe('gateways', () => {
  test('a gateway is made in a domain with the Gateway platform, listed by its domain and tested (201 {task})', async () => {
    const [domain] = (await admin.get('/api/v1/assets/domains/?limit=1')).body.results;
    const [platform] = (await admin.get('/api/v1/assets/platforms/?name=Gateway')).body;
    const created = await admin.post('/api/v1/assets/gateways/', {
      name: 'gw-test',
      address: '172.16.9.9',
      platform: platform.id,
      domain: domain.id,
      protocols: [{ name: 'ssh', port: 22 }],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(created.body.domain, { id: domain.id, name: domain.name });
    assert.ok((await admin.get(`/api/v1/assets/gateways/?domain=${domain.id}`)).body.some((gateway) => gateway.id === created.body.id));
    const tested = await admin.post(`/api/v1/assets/gateways/${created.body.id}/test-connective/`, { port: 22 });
    assert.equal(tested.status, 200);
    assert.match(tested.body.task, /^[0-9a-f-]{36}$/);
    await finished(tested.body.task);
    assert.equal((await admin.get(`/api/v1/assets/gateways/${created.body.id}/`)).body.connectivity.value, 'ok');
    assert.deepEqual((await admin.post(`/api/v1/assets/gateways/${created.body.id}/test-connective/`, { port: 'ssh' })).body, { port: ['Number required'] });
    assert.equal((await admin.post('/api/v1/assets/gateways/00000000-0000-4000-8000-000000000000/test-connective/', {})).status, 404);
  });

  test('a gateway needs its domain', async () => {
    const [platform] = (await admin.get('/api/v1/assets/platforms/?name=Gateway')).body;
    const refused = await admin.post('/api/v1/assets/gateways/', { name: 'gw-nowhere', address: '172.16.9.10', platform: platform.id, protocols: [{ name: 'ssh', port: 22 }] });
    assert.deepEqual(refused.body, { domain: ['This field is required.'] });
  });
});

describe('gateways among the assets', () => {
  const count = async (path) => (await admin.get(`${path}${path.includes('?') ? '&' : '?'}limit=1`)).body.count;

  test('the plain asset list and the host list hold the gateways, as JumpServer’s Asset and Host querysets do; other categories do not', async () => {
    const gateways = (await admin.get('/api/v1/assets/gateways/')).body;
    assert.ok(gateways.length > 0);
    const [gateway] = gateways;
    const listed = (await admin.get(`/api/v1/assets/assets/?search=${gateway.name}`)).body;
    assert.deepEqual(
      listed.map((row) => [row.id, row.platform.name]),
      [[gateway.id, 'Gateway']],
    );
    assert.equal((await admin.get(`/api/v1/assets/assets/${gateway.id}/`)).status, 200);
    assert.equal(await count('/api/v1/assets/assets/?is_gateway=1'), gateways.length);
    assert.equal((await count('/api/v1/assets/assets/?is_gateway=0')) + gateways.length, await count('/api/v1/assets/assets/'));
    assert.equal(await count('/api/v1/assets/hosts/?platform=Gateway'), gateways.length);
    assert.equal(await count('/api/v1/assets/databases/?is_gateway=1'), 0);
    assert.equal(
      (await count('/api/v1/assets/hosts/')) +
        (await count('/api/v1/assets/databases/')) +
        (await count('/api/v1/assets/devices/')) +
        (await count('/api/v1/assets/clouds/')) +
        (await count('/api/v1/assets/webs/')) +
        (await count('/api/v1/assets/gpts/')) +
        (await count('/api/v1/assets/customs/')),
      await count('/api/v1/assets/assets/'),
      'every asset in exactly one category list',
    );
  });

  test('an asset made through a category’s URL is a normal asset, even on the host category gateways share; the plain URL makes none', async () => {
    const [linux] = (await admin.get('/api/v1/assets/platforms/?name=Linux')).body;
    const created = await admin.post('/api/v1/assets/hosts/', { name: 'plain-host', address: '10.9.9.9', platform: linux.id, protocols: [{ name: 'ssh', port: 22 }] });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(
      (await admin.get('/api/v1/assets/assets/?is_gateway=0&search=plain-host')).body.map((row) => row.id),
      [created.body.id],
    );
    assert.equal((await admin.get(`/api/v1/assets/gateways/${created.body.id}/`)).status, 404);
    const refused = await admin.post('/api/v1/assets/assets/', { name: 'plain-asset', address: '10.9.9.8', platform: linux.id });
    assert.deepEqual([refused.status, refused.body], [400, { error: 'Cannot create asset directly, you should create a host or other' }]);
    assert.equal(await count('/api/v1/assets/assets/?search=plain-asset'), 0);
  });

  test('a gateway changed through the plain asset URL stays a gateway', async () => {
    const [gateway] = (await admin.get('/api/v1/assets/gateways/')).body;
    const changed = await admin.patch(`/api/v1/assets/assets/${gateway.id}/`, { comment: 'edited from the asset list' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal((await admin.get(`/api/v1/assets/gateways/${gateway.id}/`)).body.comment, 'edited from the asset list');
  });
});

describe('a host’s hardware', () => {
  test('the gathered info is the server’s: its fields labelled in OPTIONS, read-only, written by a hardware refresh', async () => {
    const info = (await admin.options('/api/v1/assets/hosts/')).body.actions.GET.gathered_info;
    assert.equal(info.read_only, true);
    assert.deepEqual(Object.keys(info.children), [
      'vendor',
      'model',
      'sn',
      'cpu_model',
      'cpu_count',
      'cpu_cores',
      'cpu_vcpus',
      'memory',
      'disk_total',
      'distribution',
      'distribution_version',
      'arch',
    ]);
    assert.equal(info.children.distribution.label, 'OS');
    const [host] = (await admin.get('/api/v1/assets/hosts/?limit=1&type=linux')).body.results;
    const before = (await admin.get(`/api/v1/assets/hosts/${host.id}/`)).body.gathered_info;
    assert.deepEqual(Object.keys(before), Object.keys(info.children));
    await admin.patch(`/api/v1/assets/hosts/${host.id}/`, { gathered_info: { vendor: 'Typed in' } });
    assert.equal((await admin.get(`/api/v1/assets/hosts/${host.id}/`)).body.gathered_info.vendor, before.vendor, 'a client does not write it');
    const started = await admin.post(`/api/v1/assets/assets/${host.id}/tasks/`, { action: 'refresh' });
    await finished(started.body.task);
    const after = (await admin.get(`/api/v1/assets/hosts/${host.id}/`)).body.gathered_info;
    assert.equal(after.distribution, 'Ubuntu');
    assert.match(after.sn, /^VM-\d{6}$/);
    assert.notEqual(after.sn, before.sn);
  });
});
