// What the official console asks of the backend beyond the CRUD of resources
// (issue 22): each item as v3.8.2 of JumpServer answers it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inOrg, startBackend } from './helpers.mjs';

let server;
let admin;
let user;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
  user = inOrg(await server.login('user'));
});
after(() => server.close());

test('favourite assets: starred once, listed and unstarred by the user alone', async () => {
  const [asset] = (await user.get('/api/v1/perms/users/self/assets/?limit=1')).body.results;
  const starred = await user.post('/api/v1/assets/favorite-assets/', { asset: asset.id });
  assert.equal(starred.status, 201);
  assert.equal(starred.body.asset, asset.id, 'the asset as its id');
  assert.ok(!('user' in starred.body), 'the user is a hidden field');
  assert.equal((await user.post('/api/v1/assets/favorite-assets/', { asset: asset.id })).status, 400, 'once');
  assert.deepEqual((await user.get('/api/v1/assets/favorite-assets/')).body.map((row) => row.asset), [asset.id]);
  assert.deepEqual((await admin.get('/api/v1/assets/favorite-assets/')).body, [], 'nobody else sees them');
  assert.equal((await user.delete(`/api/v1/assets/favorite-assets/?asset=${asset.id}`)).status, 204);
  assert.deepEqual((await user.get('/api/v1/assets/favorite-assets/')).body, []);
});

test('a granted node\'s assets come a page at a time when a limit is asked', async () => {
  const tree = (await user.get('/api/v1/perms/users/self/nodes/children/tree/')).body;
  const node = tree.find((item) => item.meta.data.assets_amount > 2);
  const page = (await user.get(`/api/v1/perms/users/self/nodes/${node.id}/assets/?limit=2&offset=0`)).body;
  assert.equal(page.count, node.meta.data.assets_amount);
  assert.equal(page.results.length, 2);
});

test('jobs carry their summary and average time cost', async () => {
  const [job] = (await admin.get('/api/v1/ops/jobs/?limit=1')).body.results;
  assert.deepEqual(Object.keys(job.summary).sort(), ['success', 'total']);
  assert.equal(typeof job.average_time_cost, 'number');
  const executions = (await admin.get(`/api/v1/ops/job-executions/?job_id=${job.id}`)).body;
  assert.equal(job.summary.total, executions.length);
});

test('a role\'s scope is written on create; the scoped lists keep their own', async () => {
  const described = (await admin.options('/api/v1/rbac/system-roles/')).body.actions.POST.scope;
  assert.ok(!described.read_only, 'the official form sends it');
  const made = await admin.post('/api/v1/rbac/system-roles/', { name: `scoped-${Date.now()}`, scope: 'org' });
  assert.equal(made.status, 201);
  assert.equal(made.body.scope.value, 'system', 'a system role, whatever the body says');
  const general = await admin.post('/api/v1/rbac/roles/', { name: `general-${Date.now()}`, scope: 'org' });
  assert.equal(general.body.scope.value, 'org');
});
