// Reader threads (server/readers/): lists and objects read beside the server's
// thread answer exactly as the server's thread would, see every write that was
// acknowledged before them, and lose no request when a thread dies.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_ORG_ID, inOrg, startBackend } from './helpers.mjs';

let threaded;
let inline;
let admin;
before(async () => {
  threaded = await startBackend({ readers: 2 });
  // The same data file, read by the server's thread alone.
  inline = await startBackend({ dataDir: threaded.dataDir, readers: 0 });
  admin = inOrg(await threaded.login('admin'));
});
after(async () => {
  await inline.close();
  await threaded.close();
});

/** A body with the server's origin (in absolute page links) taken out, to compare two servers' answers. */
const portless = (response, server) => JSON.parse(JSON.stringify(response.body).replaceAll(server.origin, 'http://backend'));

/** The same request, with the same cookies and headers, to the other server. */
function onInline(client) {
  const copy = inline.client();
  copy.cookies = new Map(client.cookies);
  copy.headers = { ...client.headers };
  return copy;
}

describe('reader threads', () => {
  test('are running', () => {
    assert.equal(threaded.backend.readers.size, 2);
    assert.equal(inline.backend.readers.size, 0);
  });

  test('answer lists, objects and errors exactly as the server thread does', async () => {
    const host = (await admin.get('/api/v1/assets/hosts/?limit=1&is_gateway=0')).body.results[0];
    const user = (await admin.get('/api/v1/users/users/?limit=1')).body.results[0];
    const spm = (await admin.post('/api/v1/common/resources/cache/', { resources: [host.id] })).body.spm;
    const paths = [
      '/api/v1/assets/assets/?limit=15&offset=30&order=-name',
      '/api/v1/assets/hosts/?limit=15&search=web',
      '/api/v1/assets/assets/?limit=5&platform=Linux&is_active=true',
      `/api/v1/assets/hosts/${host.id}/`,
      '/api/v1/accounts/accounts/?limit=10',
      '/api/v1/perms/asset-permissions/?limit=10&offset=10',
      '/api/v1/users/users/?limit=20',
      `/api/v1/users/users/${user.id}/`,
      '/api/v1/terminal/sessions/?limit=10&is_finished=1&date_from=2000-01-01',
      '/api/v1/assets/platforms/',
      '/api/v1/assets/hosts/00000000-0000-0000-0000-00000000abcd/',
      '/api/v1/assets/hosts/?limit=5&is_active=maybe',
    ];
    const copy = onInline(admin);
    for (const [headers, label] of [
      [{}, 'English, server zone'],
      [{ 'Accept-Language': 'zh-CN', 'X-TZ': 'America/St_Johns' }, 'Chinese, another zone'],
    ]) {
      for (const path of paths) {
        const [there, here] = await Promise.all([admin.get(path, { headers }), copy.get(path, { headers })]);
        assert.equal(there.status, here.status, `${label}: ${path}`);
        assert.equal(there.headers.get('content-type'), here.headers.get('content-type'), `${label}: ${path}`);
        assert.deepEqual(portless(there, threaded), portless(here, inline), `${label}: ${path}`);
      }
    }
    // An spm list lives in the memory of the server that made it: the job brings it to the thread.
    const filtered = (await admin.get(`/api/v1/assets/assets/?spm=${spm}`)).body;
    assert.deepEqual(
      filtered.map((row) => row.id),
      [host.id],
    );
    assert.equal((await admin.get('/api/v1/assets/hosts/?limit=5&is_active=maybe')).status, 400);
  });

  test('see every acknowledged write, and their caches start over after it', async () => {
    const before = (await admin.get('/api/v1/labels/labels/?limit=1')).body.count;
    const created = await admin.post('/api/v1/labels/labels/', { name: 'readers', value: 'fresh' });
    assert.equal(created.status, 201);
    assert.equal((await admin.get('/api/v1/labels/labels/?limit=1')).body.count, before + 1, 'the cached COUNT is not reused');
    assert.equal((await admin.get(`/api/v1/labels/labels/${created.body.id}/`)).body.value, 'fresh');
    await admin.patch(`/api/v1/labels/labels/${created.body.id}/`, { value: 'changed' });
    assert.equal((await admin.get(`/api/v1/labels/labels/${created.body.id}/`)).body.value, 'changed');
    await admin.delete(`/api/v1/labels/labels/${created.body.id}/`);
    assert.equal((await admin.get(`/api/v1/labels/labels/${created.body.id}/`)).status, 404);

    // Related objects of small tables (nodes, zones) are read whole between writes: a rename shows at once.
    const host = (await admin.get('/api/v1/assets/hosts/?limit=1&is_gateway=0')).body.results[0];
    const node = host.nodes[0];
    const listed = async () => (await admin.get(`/api/v1/assets/assets/?limit=5&id=${host.id}`)).body.results[0];
    assert.equal((await listed()).nodes.find((item) => item.id === node.id).name, node.name);
    assert.equal((await admin.patch(`/api/v1/assets/nodes/${node.id}/`, { value: 'Renamed by readers test' })).status, 200);
    assert.equal((await listed()).nodes.find((item) => item.id === node.id).name, 'Renamed by readers test');
    assert.equal((await admin.patch(`/api/v1/assets/nodes/${node.id}/`, { value: node.name })).status, 200);
    assert.equal((await listed()).nodes.find((item) => item.id === node.id).name, node.name);
    const zoned = (await admin.get('/api/v1/assets/hosts/?limit=1&domain_enabled=true')).body.results[0];
    const inZone = async () => (await admin.get(`/api/v1/assets/assets/?limit=5&id=${zoned.id}`)).body.results[0].domain.name;
    assert.equal(await inZone(), zoned.domain.name);
    assert.equal((await admin.patch(`/api/v1/assets/domains/${zoned.domain.id}/`, { name: `${zoned.domain.name} renamed` })).status, 200);
    assert.equal(await inZone(), `${zoned.domain.name} renamed`);
    assert.equal((await admin.patch(`/api/v1/assets/domains/${zoned.domain.id}/`, { name: zoned.domain.name })).status, 200);
    assert.equal(await inZone(), zoned.domain.name);

    // Role bindings are read through a cache of their own in each thread.
    const approver = (await admin.get('/api/v1/users/users/?username=approver')).body[0];
    const orgAdmin = '00000000-0000-0000-0000-000000000005';
    const roles = async () => (await admin.get(`/api/v1/users/users/?username=approver`)).body[0].org_roles.map((role) => role.id);
    const original = await roles();
    await admin.patch(`/api/v1/users/users/${approver.id}/`, { org_roles: [orgAdmin] });
    assert.deepEqual(await roles(), [orgAdmin]);
    await admin.patch(`/api/v1/users/users/${approver.id}/`, { org_roles: original });
    assert.deepEqual(await roles(), original);
  });

  test('a thread that dies loses no request: what it held is read in the server thread', async () => {
    const path = (index) => `/api/v1/assets/assets/?limit=15&offset=${index * 15}`;
    const expected = await Promise.all(Array.from({ length: 40 }, (_, index) => onInline(admin).get(path(index))));
    const [victim] = threaded.backend.readers.workers;
    const answers = Array.from({ length: 40 }, (_, index) => admin.get(path(index)));
    await Promise.race(answers);
    await victim.terminate();
    const received = await Promise.all(answers);
    received.forEach((response, index) => {
      assert.equal(response.status, 200);
      assert.deepEqual(portless(response, threaded), portless(expected[index], inline));
    });
    assert.equal(threaded.backend.readers.size, 1);
    assert.equal((await admin.get('/api/v1/assets/hosts/?limit=1')).status, 200, 'the other thread goes on');
  });

  test('the organization decided in the server thread is the one read', async () => {
    const engineering = (await admin.get('/api/v1/orgs/orgs/?name=Engineering')).body[0];
    const inEngineering = (await inOrg(admin, engineering.id).get('/api/v1/assets/hosts/?limit=50')).body;
    const inDefault = (await inOrg(admin, DEFAULT_ORG_ID).get('/api/v1/assets/hosts/?limit=50')).body;
    assert.ok(inEngineering.count > 0 && inDefault.count > 0);
    assert.notEqual(inEngineering.count, inDefault.count);
    const overlap = inEngineering.results.filter((row) => inDefault.results.some((other) => other.id === row.id));
    assert.deepEqual(overlap, [], 'no host of one organization shows in the other');
  });
});
