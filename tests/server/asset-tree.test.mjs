// The asset tree's APIs as the official console calls them: the type tree
// (nodes/category/tree/), a node's tasks, the asset-amount check, and the node
// and asset writes its right-click menu and bulk actions make.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inOrg, ROOT_ORG_ID, startBackend } from './helpers.mjs';

let server;
let admin;
let auditor;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
  auditor = inOrg(await server.login('auditor'));
});
after(() => server.close());

const CATEGORY_TREE = '/api/v1/assets/nodes/category/tree/';

async function finished(taskId) {
  for (let tries = 0; tries < 200; tries += 1) {
    const execution = (await admin.get(`/api/v1/ops/task-executions/${taskId}/`)).body;
    if (execution.is_finished) return execution;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the task did not finish');
}

describe('the type tree', () => {
  test('ROOT, then categories, types and platforms linked by pId, each named with its count of the organization’s assets', async () => {
    const response = await admin.get(CATEGORY_TREE);
    assert.equal(response.status, 200);
    const nodes = response.body;
    assert.deepEqual(nodes[0], { id: 'ROOT', name: 'All types', title: 'All types', open: true, isParent: true });
    const host = nodes.find((node) => node.id === 'ROOT_HOST');
    assert.deepEqual(host.meta, { type: 'category', category: 'host', _type: 'host' });
    assert.equal(host.pId, 'ROOT');
    const linux = nodes.find((node) => node.id === 'ROOT_HOST_LINUX');
    assert.deepEqual(linux.meta, { type: 'type', category: 'host', _type: 'linux' });
    const counted = (node) => Number(/\((\d+)\)$/.exec(node.name)[1]);
    const hosts = (await admin.get('/api/v1/assets/assets/?category=host&limit=1')).body.count;
    assert.equal(counted(host), hosts);
    const linuxHosts = (await admin.get('/api/v1/assets/assets/?type=linux&limit=1')).body.count;
    assert.equal(counted(linux), linuxHosts);
    const platforms = nodes.filter((node) => node.pId === 'ROOT_HOST_LINUX');
    assert.ok(platforms.length > 0);
    assert.equal(
      platforms.reduce((sum, node) => sum + counted(node), 0),
      linuxHosts,
    );
    assert.ok(platforms.every((node) => node.meta.type === 'platform' && node.isParent === false && /^\d+$/.test(node.id)));
    // Without assets=1 a key has no children; with it, the platform's assets come as leaves.
    assert.deepEqual((await admin.get(`${CATEGORY_TREE}?key=${platforms[0].id}`)).body, []);
    const withAssets = (await admin.get(`${CATEGORY_TREE}?assets=1`)).body.find((node) => node.id === platforms[0].id);
    assert.equal(withAssets.isParent, true);
    const leaves = (await admin.get(`${CATEGORY_TREE}?assets=1&key=${platforms[0].id}`)).body;
    assert.equal(leaves.length, counted(platforms[0]));
    assert.ok(leaves.every((leaf) => leaf.pId === platforms[0].id && leaf.isParent === false && leaf.meta.data.address));
  });

  test('with count_resource=account each entry counts accounts, and the accounts list filters by the same category, type and platform', async () => {
    const nodes = (await admin.get(`${CATEGORY_TREE}?assets=0&count_resource=account`)).body;
    const counted = (id) => Number(/\((\d+)\)$/.exec(nodes.find((node) => node.id === id).name)[1]);
    const accounts = async (query) => (await admin.get(`/api/v1/accounts/accounts/?${query}&limit=1`)).body.count;
    const linuxAccounts = await accounts('category=host&type=linux');
    assert.ok(linuxAccounts > 0);
    assert.equal(counted('ROOT_HOST_LINUX'), linuxAccounts);
    assert.equal(counted('ROOT_HOST'), await accounts('category=host'));
    assert.ok(linuxAccounts < (await accounts('')), 'the type narrows the list');
    const platform = nodes.find((node) => node.pId === 'ROOT_HOST_LINUX' && counted(node.id) > 0);
    assert.equal(counted(platform.id), await accounts(`platform=${platform.id}`));
  });

  test('the names come in the request’s language; an auditor may read the tree', async () => {
    const chinese = inOrg(await server.login('admin'));
    chinese.cookies.set('django_language', 'zh-hans');
    const zh = (await chinese.get(CATEGORY_TREE)).body;
    assert.equal(zh[0].name, '所有类型');
    assert.match(zh.find((node) => node.id === 'ROOT_HOST').name, /^主机\(\d+\)$/);
    assert.equal((await auditor.get(CATEGORY_TREE)).status, 200);
  });
});

describe('searching the node tree', () => {
  test('?search= with all=all gives the matching nodes and their ancestors, flat and linked by pId', async () => {
    const nodes = (await admin.get('/api/v1/assets/nodes/children/tree/?search=db&all=all')).body;
    const names = nodes.map((node) => node.name);
    assert.ok(names.filter((name) => name === 'DB').length >= 2, names.join());
    for (const name of ['Production', 'Staging']) assert.ok(names.includes(name), name);
    assert.ok(!names.includes('Web'), 'a node that does not match and is no ancestor stays out');
    const keys = new Set(nodes.map((node) => node.id));
    assert.ok(
      nodes.every((node) => !node.pId || keys.has(node.pId)),
      'every parent is there',
    );
  });
});

describe("a node's menu", () => {
  test('a child node is created under its parent, renamed, and deleted', async () => {
    const [root] = (await admin.get('/api/v1/assets/nodes/children/tree/')).body;
    const created = await admin.post(`/api/v1/assets/nodes/${root.meta.data.id}/children/`, {});
    assert.equal(created.status, 201);
    assert.ok(created.body.key.startsWith(`${root.id}:`));
    const renamed = await admin.patch(`/api/v1/assets/nodes/${created.body.id}/`, { value: 'Renamed from the menu' });
    assert.equal(renamed.body.full_value, `${root.meta.data.full_value ?? `/${root.name}`}/Renamed from the menu`.replace(/ \(\d+\)/, ''));
    assert.equal((await admin.delete(`/api/v1/assets/nodes/${created.body.id}/`)).status, 204);
  });

  test("a test or refresh of a node runs on every asset in its subtree; an unknown action is refused, and the action's own permission is needed", async () => {
    // The smallest DB node: the task's log has a few lines per asset.
    const node = (await admin.get('/api/v1/assets/nodes/?value=DB')).body.sort((a, b) => a.assets_amount - b.assets_amount)[0];
    const started = await admin.post(`/api/v1/assets/nodes/${node.id}/tasks/`, { action: 'test' });
    assert.equal(started.status, 201);
    const execution = await finished(started.body.task);
    const subtree = (await admin.get(`/api/v1/assets/assets/?node_id=${node.id}&limit=1000`)).body.results.map((asset) => asset.id);
    assert.deepEqual([...execution.args[0]].sort(), [...subtree].sort());
    const tested = (await admin.get(`/api/v1/assets/assets/?node_id=${node.id}&connectivity=ok&limit=1`)).body.count;
    assert.equal(tested, subtree.length);
    assert.equal((await admin.post(`/api/v1/assets/nodes/${node.id}/tasks/`, { action: 'nothing' })).status, 400);
    assert.equal((await auditor.post(`/api/v1/assets/nodes/${node.id}/tasks/`, { action: 'refresh' })).status, 403);
  });

  test('the asset-amount check is a task reporting each node’s count; it needs the right to change nodes', async () => {
    const started = await admin.post('/api/v1/assets/nodes/check_assets_amount_task/', {});
    assert.equal(started.status, 200);
    await finished(started.body.task);
    const log = (await admin.get(`/api/v1/ops/celery/task/${started.body.task}/log/`)).body.data;
    const node = (await admin.get('/api/v1/assets/nodes/?value=DB')).body[0];
    assert.ok(log.includes(`${node.full_value}: ${node.assets_amount}`), log);
    assert.equal((await auditor.post('/api/v1/assets/nodes/check_assets_amount_task/', {})).status, 403);
  });
});

describe('bulk actions of the asset list', () => {
  test('assets disabled then activated in bulk, each named by its pk as the official console sends it', async () => {
    const ids = (await admin.get('/api/v1/assets/assets/?limit=2&is_active=true')).body.results.map((asset) => asset.id);
    const disabled = await admin.patch(
      '/api/v1/assets/assets/',
      ids.map((pk) => ({ pk, is_active: false })),
    );
    assert.equal(disabled.status, 200);
    for (const id of ids) assert.equal((await admin.get(`/api/v1/assets/assets/${id}/`)).body.is_active, false);
    await admin.patch(
      '/api/v1/assets/assets/',
      ids.map((id) => ({ id, is_active: true })),
    );
    for (const id of ids) assert.equal((await admin.get(`/api/v1/assets/assets/${id}/`)).body.is_active, true);
  });
});

describe("a node's assets, added, moved and removed from its menu", () => {
  const nodesOf = async (assetId) => (await admin.get(`/api/v1/assets/assets/${assetId}/`)).body.nodes.map((node) => node.id).sort();
  let used = 0;
  /** A fresh node under the organization's root, and two hosts in its tree (gateways are in none) no other test here touched. */
  async function setting(name) {
    const [root] = (await admin.get('/api/v1/assets/nodes/children/')).body;
    const created = await admin.post(`/api/v1/assets/nodes/${root.id}/children/`, { value: name });
    assert.equal(created.status, 201);
    const hosts = (await admin.get(`/api/v1/assets/hosts/?node_id=${root.id}&limit=2&offset=${used}`)).body.results;
    used += 2;
    return { root, node: created.body, hosts };
  }
  const change = (client, nodeId, operation, body) => client.put(`/api/v1/assets/nodes/${nodeId}/assets/${operation}/`, body);

  test('add puts the assets under the node besides their other nodes, and the answer and the node’s count say so', async () => {
    const { node, hosts } = await setting('Added from the menu');
    const before = await nodesOf(hosts[0].id);
    const added = await change(
      admin,
      node.id,
      'add',
      hosts.map((host) => host.id),
    );
    assert.equal(added.status, 400, 'the body is a dictionary');
    const answer = await change(admin, node.id, 'add', { assets: hosts.map((host) => host.id) });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.assets, hosts.map((host) => host.id).sort());
    assert.deepEqual(await nodesOf(hosts[0].id), [...before, node.id].sort());
    assert.equal((await admin.get(`/api/v1/assets/nodes/${node.id}/`)).body.assets_amount, 2);
    assert.equal((await change(admin, node.id, 'add', { assets: [hosts[0].id] })).body.assets.length, 2, 'adding twice links once');
  });

  test('replace moves the assets: they leave every other node for this one', async () => {
    const { node, hosts } = await setting('Moved from the menu');
    const answer = await change(admin, node.id, 'replace', { assets: [hosts[0].id] });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.assets, [hosts[0].id]);
    assert.deepEqual(await nodesOf(hosts[0].id), [node.id]);
    const listed = (await admin.get(`/api/v1/assets/assets/?node_id=${node.id}&show_current_asset=1`)).body;
    assert.deepEqual(
      listed.map((asset) => asset.id),
      [hosts[0].id],
    );
  });

  test('remove takes the assets off the node; one left in no node lands in the organization’s root node', async () => {
    const { root, node, hosts } = await setting('Removed from the menu');
    await change(admin, node.id, 'add', { assets: [hosts[0].id] });
    await change(admin, node.id, 'replace', { assets: [hosts[1].id] });
    const others = (await nodesOf(hosts[0].id)).filter((id) => id !== node.id);
    assert.ok(others.length > 0);
    const answer = await change(admin, node.id, 'remove', { assets: [hosts[0].id, hosts[1].id] });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.assets, []);
    assert.deepEqual(await nodesOf(hosts[0].id), others, 'an asset still in other nodes stays there only');
    assert.deepEqual(await nodesOf(hosts[1].id), [root.id], 'an orphan goes to the root');
  });

  test('the assets are the organization’s: an unknown id, another organization’s asset or a body without a list is refused with nothing changed', async () => {
    const { node, hosts } = await setting('Refusing from the menu');
    const missing = '00000000-0000-4000-8000-00000000abcd';
    const unknown = await change(admin, node.id, 'add', { assets: [hosts[0].id, missing] });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body, { assets: [`Invalid pk "${missing}" - object does not exist.`] });
    const engineering = (await admin.get('/api/v1/orgs/orgs/?name=Engineering')).body[0];
    const elsewhere = inOrg(await server.login('admin'), engineering.id);
    const foreign = (await elsewhere.get('/api/v1/assets/hosts/?limit=1')).body.results[0];
    const crossing = await change(admin, node.id, 'add', { assets: [foreign.id] });
    assert.deepEqual(crossing.body, { assets: [`Invalid pk "${foreign.id}" - object does not exist.`] });
    assert.equal((await elsewhere.get(`/api/v1/assets/nodes/${node.id}/`)).status, 404);
    assert.equal((await change(elsewhere, node.id, 'add', { assets: [foreign.id] })).status, 404, 'the node is looked for in the request’s organization');
    assert.deepEqual((await change(admin, node.id, 'add', {})).body, { assets: ['This field is required.'] });
    assert.deepEqual((await change(admin, node.id, 'add', { assets: hosts[0].id })).body, { assets: ['Expected a list of items but got type "str".'] });
    assert.equal((await admin.get(`/api/v1/assets/nodes/${node.id}/`)).body.assets_amount, 0);
  });

  test('changing a node’s assets needs assets.change_assetnodes, and a real organization', async () => {
    const { node, hosts } = await setting('Guarded from the menu');
    assert.equal((await change(auditor, node.id, 'add', { assets: [hosts[0].id] })).status, 403);
    const orgAdmin = inOrg(await server.login('orgadmin'));
    assert.equal((await change(orgAdmin, node.id, 'add', { assets: [hosts[0].id] })).status, 200);
    const global = inOrg(await server.login('admin'), ROOT_ORG_ID);
    assert.equal((await change(global, node.id, 'remove', { assets: [hosts[0].id] })).status, 400);
    assert.equal((await admin.get(`/api/v1/assets/nodes/${node.id}/`)).body.assets_amount, 1);
    // What the console's menu shows the three entries by.
    assert.ok((await orgAdmin.get('/api/v1/users/profile/')).body.perms.includes('assets.change_assetnodes'));
    assert.ok(!(await auditor.get('/api/v1/users/profile/')).body.perms.includes('assets.change_assetnodes'));
  });
});

describe('a node dropped onto another (the official console’s tree drag: PUT nodes/<target>/children/add/)', () => {
  const allNodes = async () => (await admin.get('/api/v1/assets/nodes/')).body;
  const byId = async (id) => (await admin.get(`/api/v1/assets/nodes/${id}/`)).body;
  async function family(name) {
    const [root] = (await admin.get('/api/v1/assets/nodes/children/')).body;
    const parent = (await admin.post(`/api/v1/assets/nodes/${root.id}/children/`, { value: `${name} parent` })).body;
    const child = (await admin.post(`/api/v1/assets/nodes/${parent.id}/children/`, { value: `${name} child` })).body;
    const target = (await admin.post(`/api/v1/assets/nodes/${root.id}/children/`, { value: `${name} target` })).body;
    return { root, parent, child, target };
  }

  test('moves the node with its subtree under the target: keys under the target’s, full paths rewritten, assets along; the answer is "OK"', async () => {
    const { parent, child, target } = await family('Dragged');
    const host = (await admin.get('/api/v1/assets/hosts/?limit=1&offset=40')).body.results[0];
    await admin.put(`/api/v1/assets/nodes/${child.id}/assets/add/`, { assets: [host.id] });
    const moved = await admin.put(`/api/v1/assets/nodes/${target.id}/children/add/`, { nodes: [parent.id] });
    assert.equal(moved.status, 200);
    assert.equal(moved.body, 'OK');
    const [parentNow, childNow] = [await byId(parent.id), await byId(child.id)];
    assert.match(parentNow.key, new RegExp(`^${target.key}:\\d+$`));
    assert.equal(childNow.key, `${parentNow.key}:${child.key.split(':').pop()}`);
    assert.equal(parentNow.full_value, `${target.full_value}/Dragged parent`);
    assert.equal(childNow.full_value, `${target.full_value}/Dragged parent/Dragged child`);
    assert.equal((await byId(target.id)).assets_amount, 1, 'the asset came along with its node');
    const children = (await admin.get(`/api/v1/assets/nodes/children/?id=${target.id}`)).body;
    assert.deepEqual(
      children.map((node) => node.id),
      [parent.id],
    );
    assert.ok(
      (await allNodes()).every((node) => node.id === parent.id || node.key !== parentNow.key),
      'keys stay unique',
    );
    assert.equal((await admin.patch(`/api/v1/assets/nodes/${target.id}/children/add/`, { nodes: [] })).status, 200, 'PATCH too, as an UpdateAPIView');
  });

  test('a node under itself or its own child, or the organization’s root, is refused with nothing moved; POST is not allowed; it needs assets.change_node', async () => {
    const { root, parent, child, target } = await family('Refused');
    for (const [into, nodes] of [
      [parent.id, [parent.id]],
      [child.id, [parent.id]],
      [target.id, [root.id]],
    ]) {
      const refused = await admin.put(`/api/v1/assets/nodes/${into}/children/add/`, { nodes });
      assert.equal(refused.status, 400);
      assert.equal(typeof refused.body.error, 'string');
    }
    assert.equal((await byId(parent.id)).key, parent.key);
    assert.equal((await byId(root.id)).key, root.key);
    assert.equal((await admin.post(`/api/v1/assets/nodes/${target.id}/children/add/`, { nodes: [child.id] })).status, 405);
    assert.equal((await auditor.put(`/api/v1/assets/nodes/${target.id}/children/add/`, { nodes: [child.id] })).status, 403);
    assert.deepEqual((await admin.put(`/api/v1/assets/nodes/${target.id}/children/add/`, {})).body, { nodes: ['Expected a list of items but got type "NoneType".'] });
    assert.equal((await byId(child.id)).key, child.key);
  });
});
