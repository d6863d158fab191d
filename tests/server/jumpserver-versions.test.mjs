// The answers of JumpServer v3.8.2 and v3.10 where they differ, and the metadata a real server
// leaves out in both (docs/jumpserver-versions.md): each backend mode against what its version's
// serializers and SimpleMetadataWithFilters give.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inOrg, startBackend } from './helpers.mjs';

for (const jumpserver of ['3.8', '3.10']) {
  describe(`--jumpserver ${jumpserver}`, () => {
    let server;
    let admin;
    before(async () => {
      server = await startBackend({ jumpserver });
      admin = inOrg(await server.login('admin'));
    });
    after(() => server.close());

    const post = async (url) => (await admin.options(url)).body.actions.POST;

    test('OPTIONS gives no default that lives in the model, only those the serializer declares', async () => {
      const user = await post('/api/v1/users/users/');
      for (const name of ['is_active', 'mfa_level', 'source', 'date_expired', 'need_update_password']) {
        assert.ok(!('default' in user[name]), `users' ${name} has its default in the model`);
      }
      const host = await post('/api/v1/assets/hosts/');
      assert.ok(!('default' in host.is_active));
      const permission = await post('/api/v1/perms/asset-permissions/');
      assert.ok(!('default' in permission.is_active));
      assert.ok(!('default' in permission.date_expired));
      const account = await post('/api/v1/accounts/accounts/');
      assert.equal(account.secret_type.default, 'password', 'declared on BaseAccountSerializer');
      assert.equal(account.on_invalid.default, 'error', 'declared on AccountCreateUpdateSerializerMixin');
      assert.ok(!('default' in account.is_active));
      const acl = await post('/api/v1/acls/login-acls/');
      assert.equal(acl.priority.default, 50, "declared in BaseACLSerializer's extra_kwargs");
      assert.equal(acl.action.default, 'reject');
    });

    test('a model default still applies to a create that leaves the field out', async () => {
      const created = await admin.post('/api/v1/users/users/', {
        name: `Left alone ${jumpserver}`,
        username: `left-alone-${jumpserver.replace('.', '-')}`,
        email: `left-alone-${jumpserver}@example.com`,
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.equal(created.body.is_active, true);
      assert.equal(created.body.mfa_level.value, 0);
      assert.equal(created.body.source.value, 'local');
    });

    test("a permission's actions are a tree with its default, without choices", async () => {
      const { actions } = await post('/api/v1/perms/asset-permissions/');
      assert.equal(actions.type, 'tree');
      assert.ok(!('choices' in actions), 'TreeChoicesField is reported before ChoiceField');
      assert.equal(actions.tree[0].value, 'all');
      assert.ok(actions.default.includes('connect'), 'set_actions_field(): every action');
    });

    test("an account's asset is a nested object with its children, each row holding the object", async () => {
      const { asset } = await post('/api/v1/accounts/accounts/');
      assert.equal(asset.type, 'nested object');
      assert.deepEqual(Object.keys(asset.children), ['id', 'name', 'address', 'type', 'category', 'platform', 'auto_config']);
      assert.equal(asset.children.platform.read_only, true);
      const [row] = (await admin.get('/api/v1/accounts/accounts/?limit=1')).body.results;
      assert.equal(typeof row.asset.name, 'string');
      assert.equal(typeof row.asset.id, 'string');
    });

    test("a user's phone is a string in OPTIONS and {code, phone} in answers; either is accepted", async () => {
      assert.equal((await post('/api/v1/users/users/')).phone.type, 'string');
      const [user] = (await admin.get('/api/v1/users/users/?username=alice')).body;
      const saved = await admin.patch(`/api/v1/users/users/${user.id}/`, { phone: { code: '+49', phone: '1701234505' } });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.deepEqual(saved.body.phone, { code: '+49', phone: 1701234505 });
      const national = await admin.patch(`/api/v1/users/users/${user.id}/`, { phone: '13800138000' });
      assert.deepEqual(national.body.phone, { code: '+86', phone: 13800138000 }, 'a number without a code is Chinese');
      const bad = await admin.patch(`/api/v1/users/users/${user.id}/`, { phone: 'call me' });
      assert.equal(bad.status, 400);
      assert.ok(bad.body.phone, 'the phone field is refused');
      assert.equal((await admin.patch(`/api/v1/users/users/${user.id}/`, { phone: '' })).body.phone, '', 'empty stays empty');
    });

    test("an operate log's diff comes only with ?type=action_detail, alone", async () => {
      const [log] = (await admin.get('/api/v1/audits/operate-logs/?action=update&limit=1')).body.results;
      assert.ok(!('diff' in log), 'not in lists');
      const detail = (await admin.get(`/api/v1/audits/operate-logs/${log.id}/`)).body;
      assert.equal(detail.id, log.id);
      assert.ok(!('diff' in detail), 'not in the plain detail');
      const changes = (await admin.get(`/api/v1/audits/operate-logs/${log.id}/?type=action_detail`)).body;
      assert.deepEqual(Object.keys(changes), ['diff']);
      assert.ok(Array.isArray(changes.diff) && changes.diff.length > 0);
      assert.deepEqual(Object.keys(changes.diff[0]).sort(), ['after', 'before', 'field']);
    });

    test('"labels": "" is refused as a real server refuses it', async () => {
      const created = await admin.post('/api/v1/users/groups/', { name: `Labels as text ${jumpserver}`, labels: '' });
      assert.equal(created.status, 400);
      assert.deepEqual(created.body.labels, ['Expected a list of items but got type "str".']);
    });

    test('a user group and a permission are created with their labels left empty', async () => {
      assert.equal((await admin.post('/api/v1/users/groups/', { name: `No labels ${jumpserver}`, labels: [] })).status, 201);
      const permission = await admin.post('/api/v1/perms/asset-permissions/', { name: `No labels ${jumpserver}`, labels: [] });
      assert.equal(permission.status, 201, JSON.stringify(permission.body));
      assert.equal(permission.body.is_active, true, 'the model default');
      assert.ok(permission.body.actions.length > 0, "the serializer's default: every action");
    });
  });
}

describe('where v3.8.2 and v3.10 differ', () => {
  const servers = {};
  before(async () => {
    for (const jumpserver of ['3.8', '3.10']) {
      const server = await startBackend({ jumpserver });
      servers[jumpserver] = { server, admin: inOrg(await server.login('admin')) };
    }
  });
  after(() => Promise.all(Object.values(servers).map(({ server }) => server.close())));

  test('labels: a bare `field` with "name:value" items in v3.10, related objects in v3.8', async () => {
    for (const [jumpserver, type] of [
      ['3.8', 'm2m_related_field'],
      ['3.10', 'field'],
    ]) {
      const { admin } = servers[jumpserver];
      const { labels } = (await admin.options('/api/v1/users/groups/')).body.actions.POST;
      assert.equal(labels.type, type, jumpserver);
      assert.ok(!('child' in labels), `${jumpserver}: a ManyRelatedField's child_relation is not described`);
      const group = await admin.post('/api/v1/users/groups/', { name: 'Labelled', labels: ['env:prod'] });
      assert.equal(group.status, 201, JSON.stringify(group.body));
      if (jumpserver === '3.10') assert.deepEqual(group.body.labels, ['env:prod']);
      else assert.deepEqual([group.body.labels[0].name, group.body.labels[0].value], ['env', 'prod']);
    }
  });

  test("a user group's users_amount: only in v3.10's lists, which leave out the users; v3.8.2 has no count", async () => {
    const v310 = servers['3.10'].admin;
    const [listed] = (await v310.get('/api/v1/users/groups/?limit=1')).body.results;
    assert.equal(typeof listed.users_amount, 'number');
    assert.ok(!('users' in listed));
    const detail = (await v310.get(`/api/v1/users/groups/${listed.id}/`)).body;
    assert.ok(Array.isArray(detail.users));
    assert.ok(!('users_amount' in detail));

    const v38 = servers['3.8'].admin;
    const [row] = (await v38.get('/api/v1/users/groups/?limit=1')).body.results;
    assert.ok(Array.isArray(row.users), 'v3.8.2 lists the users');
    assert.ok(!('users_amount' in row));
    assert.ok(!('users_amount' in (await v38.options('/api/v1/users/groups/')).body.actions.GET));
  });
});
