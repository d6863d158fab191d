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
    const created = await admin.post('/api/v1/assets/gateways/', { name: 'gw-test', address: '172.16.9.9', platform: platform.id, domain: domain.id, protocols: [{ name: 'ssh', port: 22 }] });
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

describe('a host’s hardware', () => {
  test('the gathered info is the server’s: its fields labelled in OPTIONS, read-only, written by a hardware refresh', async () => {
    const info = (await admin.options('/api/v1/assets/hosts/')).body.actions.GET.gathered_info;
    assert.equal(info.read_only, true);
    assert.deepEqual(Object.keys(info.children), ['vendor', 'model', 'sn', 'cpu_model', 'cpu_count', 'cpu_cores', 'cpu_vcpus', 'memory', 'disk_total', 'distribution', 'distribution_version', 'arch']);
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
