// What the detail pages' tabs read: a user's or a group's granted assets and
// nodes, who may reach an asset and through which permissions, what one
// permission covers, a role's permission tree, the ACLs that apply to a user.
// Each built on fresh objects, so the expected answers are known exactly.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createRouter } from '../../server/http/router.mjs';
import { inOrg, startBackend } from './helpers.mjs';

let server;
let admin;
/** A small world of its own: two users (one through a group), assets directly and under a node. */
const world = {};

const uniq = (prefix) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
  const created = async (url, body) => {
    const answer = await admin.post(url, body);
    assert.equal(answer.status, 201, `${url}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const platform = (await admin.get('/api/v1/assets/platforms/?name=Linux')).body[0];
  const root = (await admin.get('/api/v1/assets/nodes/children/tree/')).body[0];
  world.node = (await admin.post(`/api/v1/assets/nodes/${root.meta.data.id}/children/`, { value: uniq('tabs-node') })).body;
  world.direct = await created('/api/v1/assets/hosts/', {
    name: uniq('tabs-direct'),
    address: '10.9.0.1',
    platform: platform.id,
    nodes: [root.meta.data.id],
    protocols: [{ name: 'ssh', port: 22 }],
  });
  world.underNode = await created('/api/v1/assets/hosts/', {
    name: uniq('tabs-under'),
    address: '10.9.0.2',
    platform: platform.id,
    nodes: [world.node.id],
    protocols: [{ name: 'ssh', port: 22 }],
  });
  world.alone = await created('/api/v1/assets/hosts/', {
    name: uniq('tabs-alone'),
    address: '10.9.0.3',
    platform: platform.id,
    nodes: [root.meta.data.id],
    protocols: [{ name: 'ssh', port: 22 }],
  });
  const person = (name) => created('/api/v1/users/users/', { name, username: uniq(name), email: `${uniq(name)}@example.com`, password_strategy: 'custom', password: 'Passw0rd!x' });
  world.direct_user = await person('direct');
  world.member = await person('member');
  world.group = await created('/api/v1/users/groups/', { name: uniq('tabs-group'), users: [world.member.id] });
  await created('/api/v1/accounts/accounts/', { asset: world.direct.id, username: 'root', secret_type: 'password', secret: 'x' });
  await created('/api/v1/accounts/accounts/', { asset: world.underNode.id, username: 'deploy', secret_type: 'password', secret: 'y' });
  world.permission = await created('/api/v1/perms/asset-permissions/', {
    name: uniq('tabs-permission'),
    users: [world.direct_user.id],
    user_groups: [world.group.id],
    assets: [world.direct.id],
    nodes: [world.node.id],
    accounts: ['deploy'],
    actions: ['connect'],
  });
});
after(() => server.close());

const names = (answer) => (answer.body.results ?? answer.body).map((row) => row.name).sort();

describe('granted assets of a user and of a group', () => {
  test("a user is granted the direct asset and the node's, directly or through a group; nothing else", async () => {
    for (const who of [world.direct_user, world.member]) {
      const answer = await admin.get(`/api/v1/perms/users/${who.id}/assets/?limit=50`);
      assert.equal(answer.status, 200);
      assert.deepEqual(names(answer), [world.direct.name, world.underNode.name].sort());
    }
    const group = await admin.get(`/api/v1/perms/user-groups/${world.group.id}/assets/?limit=50`);
    assert.deepEqual(names(group), [world.direct.name, world.underNode.name].sort());
  });

  test('the granted node tree holds the node with its count, and a node lists its assets a page at a time', async () => {
    const tree = (await admin.get(`/api/v1/perms/users/${world.member.id}/nodes/children/tree/`)).body;
    const node = tree.find((item) => item.id === world.node.id);
    assert.ok(node, 'the granted node is in the tree');
    assert.equal(node.meta.data.assets_amount, 1);
    const page = (await admin.get(`/api/v1/perms/users/${world.member.id}/nodes/${world.node.id}/assets/?limit=15&offset=0`)).body;
    assert.equal(page.count, 1);
    assert.deepEqual(
      page.results.map((row) => row.name),
      [world.underNode.name],
    );
    const described = await admin.options(`/api/v1/perms/users/${world.member.id}/nodes/${world.node.id}/assets/`);
    assert.equal(described.status, 200);
    assert.ok('name' in described.body.actions.GET && 'address' in described.body.actions.GET);
  });

  test("only those who may see others' grants read them", async () => {
    const user = inOrg(await server.login('user'));
    assert.equal((await user.get(`/api/v1/perms/users/${world.member.id}/assets/`)).status, 403);
    assert.equal((await user.get('/api/v1/perms/users/self/assets/?limit=1')).status, 200);
  });
});

describe('who may reach an asset', () => {
  test('its users (directly or through a group) and groups, and the permissions behind each', async () => {
    const users = await admin.get(`/api/v1/assets/assets/${world.underNode.id}/perm-users/?limit=50`);
    assert.equal(users.status, 200);
    assert.deepEqual(users.body.results.map((row) => row.username).sort(), [world.direct_user.username, world.member.username].sort());
    const groups = await admin.get(`/api/v1/assets/assets/${world.underNode.id}/perm-user-groups/?limit=50`);
    assert.deepEqual(names(groups), [world.group.name]);
    const why = await admin.get(`/api/v1/assets/assets/${world.underNode.id}/perm-users/${world.member.id}/permissions/?limit=50`);
    assert.deepEqual(names(why), [world.permission.name]);
    const nobody = await admin.get(`/api/v1/assets/assets/${world.alone.id}/perm-users/?limit=50`);
    assert.equal(nobody.body.count, 0);
    assert.ok('username' in (await admin.options(`/api/v1/assets/assets/${world.alone.id}/perm-users/`)).body.actions.GET);
  });

  test('an expired permission gives the asset to nobody', async () => {
    const expired = await admin.post('/api/v1/perms/asset-permissions/', {
      name: uniq('expired'),
      users: [world.direct_user.id],
      assets: [world.alone.id],
      date_expired: '2001-01-01T00:00:00Z',
      date_start: '2000-01-01T00:00:00Z',
    });
    assert.equal(expired.status, 201);
    assert.equal((await admin.get(`/api/v1/assets/assets/${world.alone.id}/perm-users/?limit=5`)).body.count, 0);
  });
});

describe('what one permission covers', () => {
  test("everyone, with group members; everything, with the node's assets; the accounts its rule names", async () => {
    const base = `/api/v1/perms/asset-permissions/${world.permission.id}/`;
    const users = (await admin.get(`${base}users/all/?limit=50`)).body;
    assert.deepEqual(users.results.map((row) => row.user).sort(), [world.direct_user.id, world.member.id].sort());
    assert.equal(users.results.find((row) => row.user === world.member.id).user_display, `member(${world.member.username})`);
    const assets = (await admin.get(`${base}assets/all/?limit=50`)).body;
    assert.deepEqual(assets.results.map((row) => row.asset).sort(), [world.direct.id, world.underNode.id].sort());
    const accounts = (await admin.get(`${base}accounts/?limit=50`)).body;
    assert.deepEqual(
      accounts.results.map((row) => `${row.asset.name}:${row.username}`),
      [`${world.underNode.name}:deploy`],
      'only the named account',
    );
    for (const path of ['users/all/', 'assets/all/', 'accounts/']) {
      const described = await admin.options(`${base}${path}`);
      assert.equal(described.status, 200, path);
      assert.ok(Object.keys(described.body.actions.GET).length > 1, path);
    }
    await admin.patch(base, { accounts: ['@ALL'] });
    assert.equal((await admin.get(`${base}accounts/?limit=50`)).body.count, 2, '@ALL: every account of the covered assets');
  });
});

describe("a role's permission tree", () => {
  test("root, views, apps, models and permissions; a built-in role's boxes are disabled, its held permissions checked", async () => {
    const roles = (await admin.get('/api/v1/rbac/org-roles/')).body;
    const orgUser = roles.find((role) => role.name === 'OrgUser');
    const tree = (await admin.get(`/api/v1/rbac/org-roles/${orgUser.id}/permissions/tree/`)).body;
    const root = tree.find((node) => node.id === '$ROOT$');
    assert.match(root.name, /^All permissions\(\d+\/\d+\)$/);
    const leaves = tree.filter((node) => !node.isParent);
    assert.ok(leaves.every((node) => node.chkDisabled === true && typeof node.id === 'number' && /^\w+\.\w+$/.test(node.title)));
    const checked = leaves.filter((node) => node.checked).map((node) => node.title);
    assert.ok(checked.includes('perms.view_myassets') && !checked.includes('users.add_user'));
    assert.ok(!leaves.some((node) => node.title.startsWith('settings.')), 'an org role offers no system-only permission');
    const ids = new Set(tree.map((node) => String(node.id)));
    assert.ok(
      tree.every((node) => node.pId === '' || ids.has(String(node.pId))),
      'every parent is in the tree',
    );
  });

  test('a custom role saves the permissions ticked and the tree shows them', async () => {
    const role = (await admin.post('/api/v1/rbac/org-roles/', { name: uniq('tabs-role') })).body;
    const url = `/api/v1/rbac/org-roles/${role.id}/`;
    const before = (await admin.get(`${url}permissions/tree/`)).body;
    assert.ok(before.filter((node) => !node.isParent).every((node) => !node.checked && !node.chkDisabled));
    const viewUser = before.find((node) => node.title === 'users.view_user');
    assert.equal((await admin.patch(url, { permissions: [viewUser.id] })).status, 200);
    const after = (await admin.get(`${url}permissions/tree/`)).body;
    assert.deepEqual(
      after.filter((node) => !node.isParent && node.checked).map((node) => node.title),
      ['users.view_user'],
    );
    assert.match(after.find((node) => node.id === 'users').name, /\(1\/\d+\)$/);
  });
});

describe('the ACLs that apply to a user', () => {
  test("?users= matches rules for everyone, for the user's id and for the user's attributes", async () => {
    const created = (users) => admin.post('/api/v1/acls/login-acls/', { name: uniq('acl'), users, action: 'reject', rules: { ip_group: ['*'], time_period: [] } });
    const byId = (await created({ type: 'ids', ids: [world.member.id] })).body;
    const byAttr = (await created({ type: 'attrs', attrs: [{ name: 'username', match: 'startswith', value: 'member' }] })).body;
    const other = (await created({ type: 'ids', ids: [world.direct_user.id] })).body;
    const found = (await admin.get(`/api/v1/acls/login-acls/?users=${world.member.id}`)).body.map((acl) => acl.id);
    assert.ok(found.includes(byId.id) && found.includes(byAttr.id));
    assert.ok(!found.includes(other.id));
    const byName = (await admin.get(`/api/v1/acls/login-acls/?users=${world.member.username}`)).body.map((acl) => acl.id);
    assert.deepEqual(byName.sort(), found.sort(), 'a username finds the same rules');
    assert.deepEqual((await admin.get('/api/v1/acls/login-acls/?users=nobody-at-all')).body, []);
  });
});

test('one path position has one parameter name: a second name is refused when the route is added', () => {
  const router = createRouter();
  router.add('GET', '/api/things/:id/', () => null);
  assert.throws(() => router.add('GET', '/api/things/:thing/log/', () => null), /names :thing where others name :id/);
});
