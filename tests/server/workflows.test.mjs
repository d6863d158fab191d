// Workflows beyond CRUD: tickets, session termination, the node tree, granted
// assets, settings (and their mail/LDAP tests against real sockets), license
// import, dashboard and activities.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_ORG_ID, inOrg, openSocket, startBackend } from './helpers.mjs';

let server;
let admin;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
});
after(() => server.close());

describe('tickets', () => {
  test('the list shows tickets the user applied for or is assigned; every state exists', async () => {
    const approver = await server.login('approver');
    const me = (await approver.get('/api/v1/users/profile/')).body;
    const assigned = (await approver.get(`/api/v1/tickets/tickets/?assignees__id=${me.id}&status=open&offset=0&limit=15&display=1&draw=1`)).body;
    assert.ok(assigned.count > 0);
    assert.ok(assigned.results.every((ticket) => ticket.status.value === 'open'));
    const states = new Set((await approver.get('/api/v1/tickets/tickets/')).body.map((ticket) => ticket.state.value));
    assert.deepEqual([...states].sort(), ['approved', 'closed', 'pending', 'rejected']);
    const newcomer = await server.login('newcomer');
    const own = (await newcomer.get('/api/v1/tickets/tickets/')).body;
    const newcomerId = (await newcomer.get('/api/v1/users/profile/')).body.id;
    assert.ok(own.length > 0 && own.every((ticket) => ticket.applicant.id === newcomerId));
    assert.equal((await approver.post('/api/v1/tickets/tickets/', { title: 'x' })).status, 405);
  });

  test('an asset application: open → approve grants a permission and notifies the applicant', async () => {
    const user = await server.login('user');
    const asset = (await admin.get('/api/v1/assets/hosts/?limit=1&type=windows')).body.results[0];
    const opened = await user.post('/api/v1/tickets/apply-asset-tickets/open/', {
      title: 'Need the Windows box',
      type: 'apply_asset',
      org_id: DEFAULT_ORG_ID,
      apply_assets: [asset.id],
      apply_accounts: ['@ALL'],
      apply_actions: ['connect'],
    });
    assert.equal(opened.status, 201, JSON.stringify(opened.body));
    assert.equal(opened.body.state.value, 'pending');
    assert.deepEqual(opened.body.apply_assets, [{ id: asset.id, name: asset.name }], 'related objects as {id, name}');
    const before = (await user.get('/api/v1/notifications/site-messages/unread-total/')).body.total;
    assert.equal((await user.put(`/api/v1/tickets/tickets/${opened.body.id}/approve/`)).status, 403, 'the applicant cannot approve');
    const approver = await server.login('approver');
    const approved = await approver.put(`/api/v1/tickets/tickets/${opened.body.id}/approve/`);
    assert.equal(approved.status, 200);
    assert.equal(approved.body, 'ok');
    const ticket = (await approver.get(`/api/v1/tickets/tickets/${opened.body.id}/`)).body;
    assert.equal(ticket.state.value, 'approved');
    assert.equal(ticket.status.value, 'closed');
    assert.equal(ticket.process_map[0].processor_display, 'Approver(approver)');
    assert.match(ticket.process_map[0].approval_date, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}\+00:00$/, "Python's str(datetime)");
    const granted = (await admin.get('/api/v1/perms/asset-permissions/?search=Need%20the%20Windows')).body;
    assert.equal(granted.length, 1);
    assert.equal(granted[0].from_ticket, true);
    assert.deepEqual(
      granted[0].actions.map((action) => action.value),
      ['connect'],
    );
    const mine = (await user.get(`/api/v1/perms/users/self/assets/?ids=${asset.id}`, { headers: { 'X-JMS-ORG': DEFAULT_ORG_ID } })).body;
    assert.equal(mine.length, 1, "the asset is now the user's");
    assert.equal((await user.get('/api/v1/notifications/site-messages/unread-total/')).body.total, before + 1);
    const again = await approver.put(`/api/v1/tickets/tickets/${opened.body.id}/approve/`);
    assert.equal(again.status, 400);
  });

  test("an application form: OPTIONS of open/ describes its fields, the org among the user's; assets are found through suggestions", async () => {
    const user = await server.login('user');
    user.headers['X-JMS-ORG'] = DEFAULT_ORG_ID;
    const fields = (await user.options('/api/v1/tickets/apply-asset-tickets/open/')).body.actions.POST;
    assert.deepEqual(Object.keys(fields), [
      'title',
      'org_id',
      'apply_assets',
      'apply_nodes',
      'apply_accounts',
      'apply_actions',
      'apply_date_start',
      'apply_date_expired',
      'apply_permission_name',
      'comment',
    ]);
    assert.ok(fields.org_id.choices.some((choice) => choice.value === DEFAULT_ORG_ID));
    assert.ok(!fields.org_id.choices.some((choice) => choice.label === 'Finance'), "only the user's organizations");
    const found = (await user.get('/api/v1/assets/assets/suggestions/?search=linux')).body;
    assert.ok(found.length > 0 && found.length <= 10);
    assert.deepEqual(Object.keys(found[0]), ['id', 'name', 'address']);
    const opened = (await user.post('/api/v1/tickets/apply-asset-tickets/open/', { title: 'Suggested', org_id: DEFAULT_ORG_ID, apply_assets: [found[0].id] })).body;
    assert.deepEqual(opened.apply_assets, [{ id: found[0].id, name: found[0].name }]);
  });

  test('comments: the applicant and the assignees add and read them, no one else sees them', async () => {
    const user = await server.login('user');
    const approver = await server.login('approver');
    const asset = (await admin.get('/api/v1/assets/hosts/?limit=1')).body.results[0];
    const id = (await user.post('/api/v1/tickets/apply-asset-tickets/open/', { title: 'Commented', org_id: DEFAULT_ORG_ID, apply_assets: [asset.id] })).body.id;
    const url = `/api/v1/tickets/comments/?ticket_id=${id}`;
    const added = await user.post(url, { body: 'Needed for the release' });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    assert.equal(added.body.user_display, 'Demo User(user)');
    assert.equal((await approver.post(url, { body: 'Approved after the release only' })).status, 201);
    assert.deepEqual(
      (await approver.get(url)).body.map((comment) => comment.body),
      ['Needed for the release', 'Approved after the release only'],
    );
    const auditor = await server.login('auditor');
    assert.deepEqual((await auditor.get(url)).body, []);
    assert.deepEqual((await auditor.post(url, { body: 'not mine' })).body, { ticket_id: [`Invalid pk "${id}" - object does not exist.`] });
    assert.deepEqual((await user.post('/api/v1/tickets/comments/', { body: 'where?' })).body, { ticket_id: ['This field is required.'] });
    assert.deepEqual((await user.post(url, { body: '  ' })).body, { body: ['This field may not be blank.'] });
  });

  test('reject, close by the applicant, and bulk approve', async () => {
    const user = await server.login('user');
    const approver = await server.login('approver');
    const asset = (await admin.get('/api/v1/assets/hosts/?limit=1')).body.results[0];
    const open = async (title) => (await user.post('/api/v1/tickets/apply-asset-tickets/open/', { title, org_id: DEFAULT_ORG_ID, apply_assets: [asset.id] })).body.id;
    const [a, b, c, d] = [await open('Reject me'), await open('Close me'), await open('Bulk 1'), await open('Bulk 2')];
    assert.equal((await approver.put(`/api/v1/tickets/tickets/${a}/reject/`)).body, 'ok');
    assert.equal((await approver.get(`/api/v1/tickets/tickets/${a}/`)).body.state.value, 'rejected');
    assert.equal((await user.put(`/api/v1/tickets/tickets/${b}/close/`)).body, 'ok');
    assert.equal((await user.get(`/api/v1/tickets/tickets/${b}/`)).body.state.value, 'closed');
    const bulk = await approver.put('/api/v1/tickets/tickets/bulk/?action=approve', { tickets: [c, d] });
    assert.equal(bulk.body, 'ok');
    for (const id of [c, d]) assert.equal((await approver.get(`/api/v1/tickets/tickets/${id}/`)).body.state.value, 'approved');
    const missing = await user.post('/api/v1/tickets/apply-asset-tickets/open/', { title: 'Nothing', org_id: DEFAULT_ORG_ID });
    assert.equal(missing.status, 400);
    assert.ok(missing.body.non_field_errors);
  });
  test('each type has its list with its own fields; approval_step is a labelled choice and meta stays inside', async () => {
    const approver = await server.login('approver');
    const generic = (await approver.get('/api/v1/tickets/tickets/?limit=1')).body.results[0];
    assert.deepEqual(generic.approval_step, { value: 1, label: 'One level' });
    assert.equal('meta' in generic, false);
    const expected = {
      'apply-asset-tickets': ['apply_asset', ['apply_assets', 'apply_nodes', 'apply_accounts', 'apply_actions', 'apply_date_start', 'apply_date_expired', 'apply_permission_name']],
      'apply-login-tickets': ['login_confirm', ['apply_login_ip', 'apply_login_city', 'apply_login_datetime']],
      'apply-command-tickets': [
        'command_confirm',
        ['apply_run_user', 'apply_run_asset', 'apply_run_account', 'apply_run_command', 'apply_from_session', 'apply_from_cmd_filter_acl'],
      ],
      'apply-login-asset-tickets': ['login_asset_confirm', ['apply_login_user', 'apply_login_asset', 'apply_login_account']],
    };
    for (const [list, [type, fields]] of Object.entries(expected)) {
      const rows = (await approver.get(`/api/v1/tickets/${list}/`)).body;
      assert.ok(rows.length > 0 && rows.every((row) => row.type.value === type), list);
      const one = (await approver.get(`/api/v1/tickets/${list}/${rows[0].id}/`)).body;
      assert.deepEqual(
        fields.filter((field) => !(field in one)),
        [],
        list,
      );
      assert.equal('meta' in one, false, list);
    }
    const asset = (await approver.get('/api/v1/tickets/apply-asset-tickets/?limit=1')).body.results[0];
    assert.ok(asset.apply_assets.every((item) => typeof item.id === 'string' && typeof item.name === 'string'));
    assert.ok(asset.apply_actions.every((item) => typeof item.value === 'string' && typeof item.label === 'string'));
    assert.match(asset.apply_date_expired, /^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d [+-]\d{4}$/);
    const loginAsset = (await approver.get('/api/v1/tickets/apply-login-asset-tickets/?limit=1')).body.results[0];
    assert.deepEqual(Object.keys(loginAsset.apply_login_asset), ['id', 'name']);
  });

  test("an asset application is approved on its type's list, with what the approver grants; the last step needs assets and accounts", async () => {
    const user = await server.login('user');
    const approver = await server.login('approver');
    const [first, second] = (await admin.get('/api/v1/assets/hosts/?limit=2')).body.results;
    const id = (
      await user.post('/api/v1/tickets/apply-asset-tickets/open/', { title: 'Approved with changes', org_id: DEFAULT_ORG_ID, apply_assets: [first.id], apply_accounts: ['@ALL'] })
    ).body.id;
    const url = `/api/v1/tickets/apply-asset-tickets/${id}/approve/`;
    assert.equal((await user.patch(url, {})).status, 403, 'only an assignee approves');
    assert.deepEqual((await approver.patch(url, { apply_assets: [], apply_nodes: [], apply_accounts: [] })).body, {
      apply_assets: ['Select at least one asset or node'],
      apply_nodes: ['Select at least one asset or node'],
      apply_accounts: ['This field is required.'],
    });
    assert.deepEqual((await approver.patch(url, { apply_date_start: '2030-01-02T00:00:00Z', apply_date_expired: '2030-01-01T00:00:00Z' })).body, {
      apply_date_expired: ['The expiration date should be greater than the start date'],
    });
    assert.equal((await approver.get(`/api/v1/tickets/tickets/${id}/`)).body.state.value, 'pending', 'a refused approval changes nothing');
    const approved = await approver.patch(url, { apply_assets: [{ id: second.id }], apply_accounts: ['root'], apply_actions: ['connect', 'upload'] });
    assert.equal(approved.body, 'ok');
    const ticket = (await approver.get(`/api/v1/tickets/apply-asset-tickets/${id}/`)).body;
    assert.equal(ticket.state.value, 'approved');
    assert.deepEqual(ticket.apply_assets, [{ id: second.id, name: second.name }]);
    const granted = (await admin.get('/api/v1/perms/asset-permissions/?search=Approved%20with%20changes')).body[0];
    assert.deepEqual(
      granted.assets.map((item) => item.id),
      [second.id],
    );
    assert.deepEqual(granted.accounts, ['root']);
    assert.deepEqual(
      granted.actions.map((action) => action.value),
      ['connect', 'upload'],
    );
  });

  test('other types are decided on their lists; bulk passes over decided tickets and stops at one the user may not decide', async () => {
    const approver = await server.login('approver');
    const user = await server.login('user');
    const [a, b] = (await approver.get('/api/v1/tickets/apply-login-tickets/?state=pending')).body.map((row) => row.id);
    const [c] = (await approver.get('/api/v1/tickets/apply-command-tickets/?state=pending')).body.map((row) => row.id);
    assert.ok(a && b && c, 'the seed has pending login and command confirmations');
    assert.equal((await approver.put(`/api/v1/tickets/apply-login-tickets/${a}/approve/`)).body, 'ok');
    assert.equal((await approver.put(`/api/v1/tickets/apply-command-tickets/${c}/reject/`)).body, 'ok');
    assert.equal((await approver.put('/api/v1/tickets/apply-login-tickets/bulk/?action=approve', { tickets: [a, b] })).body, 'ok');
    const states = await Promise.all([a, b, c].map(async (id) => (await approver.get(`/api/v1/tickets/tickets/${id}/`)).body.state.value));
    assert.deepEqual(states, ['approved', 'approved', 'rejected']);
    const mine = (
      await user.post('/api/v1/tickets/apply-asset-tickets/open/', {
        title: "Not the user's to decide",
        org_id: DEFAULT_ORG_ID,
        apply_assets: [(await admin.get('/api/v1/assets/hosts/?limit=1')).body.results[0].id],
      })
    ).body.id;
    const refused = await user.put('/api/v1/tickets/apply-asset-tickets/bulk/?action=reject', { tickets: [mine] });
    assert.equal(refused.status, 400);
    assert.match(refused.body.error, /^User does not have permission: /);
    assert.equal((await approver.put('/api/v1/tickets/apply-login-tickets/bulk/?action=close', { tickets: [c] })).status, 400);
  });
});

describe('permission relations', () => {
  test('relation views list, add and remove links; all users and assets of a permission', async () => {
    const permission = (await admin.post('/api/v1/perms/asset-permissions/', { name: 'Relations demo' })).body;
    const user = (await admin.get('/api/v1/users/users/user/')).body;
    const group = (await admin.get('/api/v1/users/groups/?limit=1')).body.results[0];
    const node = (await admin.get('/api/v1/assets/nodes/')).body.find((item) => item.value === 'DB');
    const added = await admin.post('/api/v1/perms/asset-permissions-users-relations/', [{ assetpermission: permission.id, user: user.id }]);
    assert.equal(added.status, 201);
    await admin.post('/api/v1/perms/asset-permissions-user-groups-relations/', { assetpermission: permission.id, usergroup: group.id });
    await admin.post('/api/v1/perms/asset-permissions-nodes-relations/', { assetpermission: permission.id, node: node.id });
    const links = (await admin.get(`/api/v1/perms/asset-permissions-users-relations/?assetpermission=${permission.id}`)).body;
    assert.deepEqual(
      links.map((link) => [link.user, link.user_display, link.assetpermission_display]),
      [[user.id, 'user', 'Relations demo']],
    );
    const users = (await admin.get(`/api/v1/perms/asset-permissions/${permission.id}/users/all/`)).body;
    const members = (await admin.get(`/api/v1/users/groups/${group.id}/`)).body.users.map((member) => member.id);
    assert.deepEqual(users.map((row) => row.id).sort(), [...new Set([user.id, ...members])].sort());
    const assets = (await admin.get(`/api/v1/perms/asset-permissions/${permission.id}/assets/all/`)).body;
    assert.equal(assets.length, node.assets_amount);
    assert.equal((await admin.get(`/api/v1/perms/asset-permissions/${permission.id}/`)).body.users_amount, 1);
    assert.equal((await admin.delete('/api/v1/perms/asset-permissions-users-relations/')).status, 400, 'an unfiltered delete is refused');
    assert.equal((await admin.delete(`/api/v1/perms/asset-permissions-users-relations/?assetpermission=${permission.id}&user=${user.id}`)).status, 204);
    assert.equal((await admin.get(`/api/v1/perms/asset-permissions/${permission.id}/`)).body.users_amount, 0);
    const bad = await admin.post('/api/v1/perms/asset-permissions-users-relations/', { assetpermission: permission.id, user: 'nobody' });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.user);
  });
});

describe('sessions', () => {
  test('online sessions can be terminated through kill-session', async () => {
    const online = (await admin.get('/api/v1/terminal/sessions/?is_finished=0')).body;
    assert.ok(online.length > 0);
    assert.equal(online[0].can_terminate, true);
    const auditor = await server.login('auditor');
    const response = await auditor.post('/api/v1/terminal/tasks/kill-session/', [online[0].id], { headers: { 'X-JMS-ORG': DEFAULT_ORG_ID } });
    assert.equal(response.status, 200);
    assert.deepEqual(response.body.ok, [online[0].id]);
    const after = (await admin.get(`/api/v1/terminal/sessions/${online[0].id}/`)).body;
    assert.equal(after.is_finished, true);
    assert.ok(after.date_end);
    const commands = (await admin.get(`/api/v1/terminal/commands/?session_id=${online[1]?.id ?? online[0].id}`)).body;
    assert.ok(Array.isArray(commands));
  });
});

describe('node tree', () => {
  test('children, tree, create child, rename moves paths, move and membership', async () => {
    const roots = (await admin.get('/api/v1/assets/nodes/children/')).body;
    assert.equal(roots.length, 1);
    assert.equal(roots[0].value, 'DEFAULT');
    const children = (await admin.get(`/api/v1/assets/nodes/children/?id=${roots[0].id}`)).body;
    assert.deepEqual(children.map((node) => node.value).sort(), ['Cloud', 'Development', 'Production', 'Staging']);
    const tree = (await admin.get(`/api/v1/assets/nodes/children/tree/?id=${roots[0].id}`)).body;
    assert.ok(tree.every((node) => node.pId === '1' && node.meta.type === 'node'));
    const created = await admin.post(`/api/v1/assets/nodes/${children[0].id}/children/`, { value: 'Team A' });
    assert.equal(created.status, 201);
    assert.match(created.body.key, /^1:\d+:\d+$/);
    const grandchild = await admin.post(`/api/v1/assets/nodes/${created.body.id}/children/`, { value: 'Squad 1' });
    await admin.patch(`/api/v1/assets/nodes/${created.body.id}/`, { value: 'Team B' });
    assert.match((await admin.get(`/api/v1/assets/nodes/${grandchild.body.id}/`)).body.full_value, /\/Team B\/Squad 1$/);
    const host = (await admin.get('/api/v1/assets/hosts/?limit=1')).body.results[0];
    await admin.put(`/api/v1/assets/nodes/${grandchild.body.id}/assets/add/`, { assets: [host.id] });
    assert.equal((await admin.get(`/api/v1/assets/assets/?node=${created.body.id}`)).body.length, 1);
    const refused = await admin.delete(`/api/v1/assets/nodes/${created.body.id}/`);
    assert.equal(refused.status, 400, 'a node with children cannot be deleted');
    await admin.put(`/api/v1/assets/nodes/${grandchild.body.id}/assets/remove/`, { assets: [host.id] });
    await admin.put(`/api/v1/assets/nodes/${roots[0].id}/children/add/`, { nodes: [grandchild.body.id] });
    assert.match((await admin.get(`/api/v1/assets/nodes/${grandchild.body.id}/`)).body.key, /^1:\d+$/);
    const duplicate = await admin.post(`/api/v1/assets/nodes/${roots[0].id}/children/`, { value: 'Production' });
    assert.equal(duplicate.status, 400);
  });

  test('granted assets and the granted node tree of a user', async () => {
    const user = inOrg(await server.login('user'));
    const mine = (await user.get('/api/v1/perms/users/self/assets/?limit=5')).body;
    assert.ok(mine.count > 0);
    const tree = (await user.get('/api/v1/perms/users/self/nodes/children/tree/')).body;
    assert.ok(tree.length > 0 && tree.some((node) => node.pId === ''));
    const leaf = tree.find((node) => node.meta.data.key.split(':').length === 3);
    const inLeaf = (await user.get(`/api/v1/perms/users/self/nodes/${leaf.id}/assets/`)).body;
    assert.equal(inLeaf.length, leaf.meta.data.assets_amount);
    const accounts = (await user.get(`/api/v1/perms/users/self/assets/${inLeaf[0].id}/accounts/`)).body;
    assert.ok(accounts.length >= 1 && accounts.every((account) => account.actions.length > 0), JSON.stringify(accounts));
    assert.ok(accounts.every((account) => !('secret' in account)));
    const granted = new Set((await user.get('/api/v1/perms/users/self/assets/?limit=1000')).body.results.map((asset) => asset.id));
    const notMine = (await admin.get('/api/v1/assets/assets/?limit=1000')).body.results.find((asset) => !granted.has(asset.id));
    assert.ok(notMine, 'an asset the user was not granted');
    assert.equal((await user.get(`/api/v1/perms/users/self/assets/${notMine.id}/accounts/`)).status, 404);
  });

  test('the accounts offered on a granted asset are those its permissions name, with their actions', async () => {
    const platform = (await admin.get('/api/v1/assets/platforms/?name=Linux')).body[0];
    const host = (
      await admin.post('/api/v1/assets/hosts/', { name: `named-accounts-${Date.now()}`, address: '10.8.0.1', platform: platform.id, protocols: [{ name: 'ssh', port: 22 }] })
    ).body;
    for (const username of ['root', 'deploy', 'backup']) await admin.post('/api/v1/accounts/accounts/', { asset: host.id, username, secret_type: 'password', secret: 'x' });
    const profile = (await (await server.login('user')).get('/api/v1/users/profile/')).body;
    const grant = (accounts, actions) =>
      admin.post('/api/v1/perms/asset-permissions/', { name: `named-${accounts.join('-')}-${Date.now()}`, users: [profile.id], assets: [host.id], accounts, actions });
    assert.equal((await grant(['root', '@INPUT'], ['connect'])).status, 201);
    assert.equal((await grant(['root'], ['upload'])).status, 201);
    const user = inOrg(await server.login('user'));
    const offered = (await user.get(`/api/v1/perms/users/self/assets/${host.id}/accounts/`)).body;
    assert.deepEqual(
      offered.map((account) => account.alias),
      ['root', '@INPUT'],
      'deploy and backup are not named',
    );
    assert.deepEqual(
      offered[0].actions.map((action) => action.value),
      ['connect', 'upload'],
      'the actions of both permissions',
    );
    assert.deepEqual(
      offered[1].actions.map((action) => action.value),
      ['connect'],
    );
    assert.equal((await grant(['@ALL'], ['connect'])).status, 201);
    const all = (await user.get(`/api/v1/perms/users/self/assets/${host.id}/accounts/`)).body;
    assert.deepEqual(all.map((account) => account.alias).sort(), ['@INPUT', 'backup', 'deploy', 'root']);
  });
});

describe('settings', () => {
  test('a category reads and patches only its keys; OPTIONS describes them', async () => {
    const security = (await admin.get('/api/v1/settings/setting/?category=security')).body;
    assert.equal(security.SECURITY_VIEW_AUTH_NEED_MFA, true);
    const email = (await admin.get('/api/v1/settings/setting/?category=email')).body;
    assert.equal('EMAIL_HOST_PASSWORD' in email, false, 'write-only secrets are not read back');
    const patched = await admin.patch('/api/v1/settings/setting/?category=security', { SECURITY_MAX_IDLE_TIME: 45 });
    assert.equal(patched.body.SECURITY_MAX_IDLE_TIME, 45);
    assert.equal((await admin.get('/api/v1/settings/public/')).body.SECURITY_MAX_IDLE_TIME, 45);
    const options = (await admin.options('/api/v1/settings/setting/?category=email')).body;
    assert.equal(options.actions.PUT.EMAIL_PORT.type, 'integer');
    assert.equal(options.actions.PUT.EMAIL_HOST_PASSWORD.write_only, true);
    const orgadmin = await server.login('orgadmin');
    assert.equal((await orgadmin.patch('/api/v1/settings/setting/?category=security', { SECURITY_MAX_IDLE_TIME: 1 })).status, 403);
  });

  test('interface settings (extended edition) change the login title everywhere', async () => {
    const saved = await admin.patch('/api/v1/xpack/interface/setting/', { LOGIN_TITLE: 'Acme Bastion', THEME: 'purple' });
    assert.equal(saved.status, 200);
    const open = (await server.client().get('/api/v1/settings/public/open/')).body;
    assert.equal(open.INTERFACE.login_title, 'Acme Bastion');
    assert.equal(open.INTERFACE.theme, 'purple');
    assert.match((await server.client().get('/core/auth/login/')).body, /Acme Bastion/);
    assert.equal((await admin.patch('/api/v1/xpack/interface/setting/', { THEME: 'pink' })).status, 400);
    for (const category of [
      'cas',
      'oidc',
      'oauth2',
      'saml2',
      'radius',
      'wecom',
      'dingtalk',
      'feishu',
      'slack',
      'sso',
      'ldap',
      'email_content',
      'clean',
      'sms',
      'vault',
      'other',
      'terminal',
      'auth',
    ]) {
      assert.equal((await admin.get(`/api/v1/settings/setting/?category=${category}`)).status, 200, category);
    }
  });

  test('the mail test talks SMTP to the saved server and reports its answer', async () => {
    const received = [];
    const smtp = createServer((socket) => {
      socket.write('220 fake ESMTP\r\n');
      let data = false;
      socket.on('data', (chunk) => {
        for (const line of String(chunk).split('\r\n').filter(Boolean)) {
          received.push(line);
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('250 queued\r\n');
            }
          } else if (/^EHLO/.test(line)) socket.write('250-fake\r\n250 AUTH LOGIN\r\n');
          else if (/^RCPT TO:<blocked/.test(line)) socket.write('550 No such user here\r\n');
          else if (line === 'DATA') {
            data = true;
            socket.write('354 go ahead\r\n');
          } else if (line === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      await admin.patch('/api/v1/settings/setting/?category=email', {
        EMAIL_HOST: '127.0.0.1',
        EMAIL_PORT: smtp.address().port,
        EMAIL_HOST_USER: '',
        EMAIL_FROM: 'jms@example.com',
      });
      const ok = await admin.post('/api/v1/settings/mail/testing/', { EMAIL_RECIPIENT: 'ops@example.com' });
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      assert.deepEqual(ok.body, { msg: 'Test mail sent to ops@example.com, please check' });
      assert.ok(received.includes('RCPT TO:<ops@example.com>'));
      const refused = await admin.post('/api/v1/settings/mail/testing/', { EMAIL_RECIPIENT: 'blocked@example.com' });
      assert.equal(refused.status, 400);
      assert.match(refused.body.error, /550 No such user here/);
    } finally {
      smtp.close();
    }
    const closedPort = await new Promise((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
    });
    await admin.patch('/api/v1/settings/setting/?category=email', { EMAIL_PORT: closedPort });
    const unreachable = await admin.post('/api/v1/settings/mail/testing/', {});
    assert.equal(unreachable.status, 400);
    assert.match(unreachable.body.error, /ECONNREFUSED/);
  });

  test('the LDAP REST tests bind and search a real LDAP server socket', async () => {
    const ldap = createServer((socket) => socket.on('data', (chunk) => socket.write(fakeLdapAnswer(chunk))));
    await new Promise((resolve) => ldap.listen(0, '127.0.0.1', resolve));
    try {
      const uri = `ldap://127.0.0.1:${ldap.address().port}`;
      const users = await admin.get('/api/v1/settings/ldap/users/');
      assert.equal(users.status, 400);
      assert.equal(users.body.msg, 'Users are not synchronized, please click the user synchronization button');
      const config = await admin.post('/api/v1/settings/ldap/testing/config/', {
        AUTH_LDAP_SERVER_URI: uri,
        AUTH_LDAP_BIND_DN: 'cn=admin,dc=example,dc=org',
        AUTH_LDAP_BIND_PASSWORD: 'secret',
        AUTH_LDAP_SEARCH_OU: 'ou=people,dc=example,dc=org',
      });
      assert.equal(config.status, 200, JSON.stringify(config.body));
      assert.equal(config.body.msg, 'Match 2 s users');
      const badBind = await admin.post('/api/v1/settings/ldap/testing/config/', { AUTH_LDAP_SERVER_URI: uri, AUTH_LDAP_BIND_PASSWORD: 'wrong' });
      assert.equal(badBind.status, 400);
      assert.match(badBind.body.error, /invalidCredentials/);
      await admin.patch('/api/v1/settings/setting/?category=ldap', {
        AUTH_LDAP_SERVER_URI: uri,
        AUTH_LDAP_BIND_DN: 'cn=admin,dc=example,dc=org',
        AUTH_LDAP_BIND_PASSWORD: 'secret',
        AUTH_LDAP_SEARCH_OU: 'ou=people,dc=example,dc=org',
      });
      assert.equal((await admin.post('/api/v1/settings/ldap/testing/login/', { username: 'ldapuser1', password: 'secret' })).status, 200);
      assert.equal((await admin.get('/api/v1/settings/ldap/cache/refresh/')).status, 200);
      const listed = (await admin.get('/api/v1/settings/ldap/users/?limit=10')).body;
      assert.equal(listed.count, 2);
      assert.deepEqual(listed.results.map((user) => user.username).sort(), ['ldapuser1', 'ldapuser2']);
      const imported = await admin.post('/api/v1/settings/ldap/users/import/', { org_ids: [DEFAULT_ORG_ID], username_list: ['ldapuser1'] });
      assert.equal(imported.status, 200);
      const user = (await admin.get('/api/v1/users/users/ldapuser1/')).body;
      assert.equal(user.source.value, 'ldap');

      // v3.10 speaks the same over /ws/ldap/.
      const socket = openSocket(admin, '/ws/ldap/?category=ldap');
      await socket.opened;
      socket.ws.send(JSON.stringify({ msg_type: 'testing_config', AUTH_LDAP_SERVER_URI: uri }));
      assert.deepEqual(await socket.next(), { ok: true, msg: 'Match 2 s users' });
      socket.ws.send(JSON.stringify({ msg_type: 'testing_login', username: 'ldapuser2', password: 'wrong' }));
      const refused = await socket.next();
      assert.equal(refused.ok, false);
      assert.match(refused.msg, /invalidCredentials/);
      socket.ws.send(JSON.stringify({ msg_type: 'import_user', org_ids: [DEFAULT_ORG_ID], username_list: ['*'] }));
      assert.deepEqual(await socket.next(), { ok: true, msg: 'Imported 1 users successfully' });
      socket.close();
      const denied = openSocket(await server.login('user'), '/ws/ldap/');
      await denied.opened;
      await new Promise((resolve) => denied.ws.once('close', (code) => resolve(assert.equal(code, 4403))));
    } finally {
      ldap.close();
    }
    const down = await admin.post('/api/v1/settings/ldap/testing/config/', { AUTH_LDAP_SERVER_URI: 'ldap://127.0.0.1:1' });
    assert.equal(down.status, 400);
    assert.match(down.body.error, /ECONNREFUSED/);
  });
});

test('the LDAP config test answers running until a slow directory has answered, then its outcome once', async () => {
  const slow = createServer((socket) => socket.on('data', (chunk) => setTimeout(() => socket.write(fakeLdapAnswer(chunk)), 400)));
  await new Promise((resolve) => slow.listen(0, '127.0.0.1', resolve));
  try {
    const body = { AUTH_LDAP_SERVER_URI: `ldap://127.0.0.1:${slow.address().port}`, AUTH_LDAP_BIND_PASSWORD: 'secret' };
    const first = await admin.post('/api/v1/settings/ldap/testing/config/?refresh=1', body);
    assert.deepEqual(first.body, { status: 'running' });
    let answer = first;
    for (let poll = 0; poll < 30 && answer.body.status === 'running'; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await admin.post('/api/v1/settings/ldap/testing/config/', body);
    }
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.match(answer.body.msg, /^Match 2/);
  } finally {
    slow.close();
  }
});

/** A pretend directory: bind succeeds with "secret", a search returns two people. */
function fakeLdapAnswer(request) {
  const tlv = (tag, value) => Buffer.concat([Buffer.from([tag, value.length]), value]);
  const message = (id, op) => tlv(0x30, Buffer.concat([tlv(0x02, Buffer.from([id])), op]));
  const result = (tag, code) => tlv(tag, Buffer.concat([tlv(0x0a, Buffer.from([code])), tlv(0x04, Buffer.alloc(0)), tlv(0x04, Buffer.alloc(0))]));
  // LDAPMessage: SEQUENCE, length, messageID (02 01 id), then the operation's tag.
  const opTag = request[request[1] & 0x80 ? 2 + (request[1] & 0x7f) + 3 : 5];
  if (opTag === 0x60) {
    const ok = request.includes(Buffer.from('secret')) && !request.includes(Buffer.from('wrong'));
    return message(1, result(0x61, ok ? 0 : 49));
  }
  const entry = (uid) => {
    const attribute = (name, value) => tlv(0x30, Buffer.concat([tlv(0x04, Buffer.from(name)), tlv(0x31, tlv(0x04, Buffer.from(value)))]));
    return message(
      2,
      tlv(
        0x64,
        Buffer.concat([
          tlv(0x04, Buffer.from(`cn=${uid},ou=people`)),
          tlv(0x30, Buffer.concat([attribute('cn', uid), attribute('sn', uid.toUpperCase()), attribute('mail', `${uid}@ldap.example`)])),
        ]),
      ),
    );
  };
  return Buffer.concat([entry('ldapuser1'), entry('ldapuser2'), message(2, result(0x65, 0))]);
}

describe('license, dashboard, activities', () => {
  test('license import (multipart) replaces the license until restart', async () => {
    const form = new FormData();
    form.set('file', new Blob([JSON.stringify({ corporation: 'Imported Corp', date_expired: '2099-12-31', asset_count: 42, edition: 'Ultimate' })]), 'license.json');
    const response = await fetch(`${server.origin}/api/v1/xpack/license/import`, {
      method: 'POST',
      body: form,
      headers: { cookie: admin.cookieHeader(), 'X-CSRFToken': admin.csrfToken },
    });
    assert.equal(response.status, 200);
    const detail = (await admin.get('/api/v1/xpack/license/detail')).body;
    assert.equal(detail.corporation, 'Imported Corp');
    assert.equal(detail.asset_count, 42);
    const broken = new FormData();
    broken.set('file', new Blob(['not json']), 'license.txt');
    const refused = await fetch(`${server.origin}/api/v1/xpack/license/import`, {
      method: 'POST',
      body: broken,
      headers: { cookie: admin.cookieHeader(), 'X-CSRFToken': admin.csrfToken },
    });
    assert.equal(refused.status, 400);
  });

  test('the dashboard counts and the activity list of an object', async () => {
    const index = (await admin.get('/api/v1/index/?all=1&days=7')).body;
    assert.ok(index.total_count_assets > 0 && index.total_count_users > 0);
    assert.equal(index.dates_metrics_date.length, index.dates_metrics_total_count_login.length);
    const group = (await admin.post('/api/v1/users/groups/', { name: 'With history' })).body;
    await admin.patch(`/api/v1/users/groups/${group.id}/`, { comment: 'changed' });
    const activities = (await admin.get(`/api/v1/audits/activities/?resource_id=${group.id}`)).body;
    assert.equal(activities.length, 2);
    assert.deepEqual(Object.keys(activities[0]).sort(), ['content', 'detail_url', 'id', 'r_type', 'timestamp']);
    assert.equal(activities[0].r_type, 'O');
    assert.match(activities[0].timestamp, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.equal((await admin.get(activities[0].detail_url.replace(/^\/api/, '/api'))).status, 200);
  });
});

describe('operate logs', () => {
  test('an update keeps what it changed as field/before/after, without secrets', async () => {
    const created = (await admin.post('/api/v1/users/groups/', { name: `diff-${Date.now()}`, comment: 'before' })).body;
    const changed = await admin.patch(`/api/v1/users/groups/${created.id}/`, { comment: 'after' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    const logs = (await admin.get(`/api/v1/audits/operate-logs/?resource_id=${created.id}&action=update`)).body;
    assert.equal(logs.length, 1);
    assert.ok(!('diff' in logs[0]), 'the list leaves the diff out');
    const detail = (await admin.get(`/api/v1/audits/operate-logs/${logs[0].id}/?type=action_detail`)).body;
    assert.deepEqual(detail.diff, [{ field: 'Comment', before: 'before', after: 'after' }]);

    const user = (await admin.get('/api/v1/users/users/?username=user')).body[0];
    await admin.patch(`/api/v1/users/users/${user.id}/`, { password_strategy: 'custom', password: 'An0ther-Secret!' });
    const userLog = (await admin.get(`/api/v1/audits/operate-logs/?resource_id=${user.id}&action=update`)).body[0];
    const userDiff = (await admin.get(`/api/v1/audits/operate-logs/${userLog.id}/?type=action_detail`)).body.diff;
    assert.ok(!JSON.stringify(userDiff).includes('An0ther-Secret!'), 'no secret in the diff');
  });
});
