// The conventions every registered resource follows: paging, ordering, search,
// filters, OPTIONS metadata, validation, bulk operations, detail lookups.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_ORG_ID, inOrg, startBackend } from './helpers.mjs';

let server;
let admin;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
});
after(() => server.close());

describe('paging', () => {
  test('with limit: count, absolute next/previous, results', async () => {
    const first = (await admin.get('/api/v1/assets/hosts/?limit=5')).body;
    assert.ok(first.count > 10);
    assert.equal(first.results.length, 5);
    assert.equal(first.previous, null);
    assert.match(first.next, /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/assets\/hosts\/\?limit=5&offset=5$/);
    const second = (await admin.get('/api/v1/assets/hosts/?limit=5&offset=5')).body;
    assert.match(second.previous, /\/api\/v1\/assets\/hosts\/\?limit=5$/);
    assert.equal(new Set([...first.results, ...second.results].map((row) => row.id)).size, 10, 'pages do not overlap');
    const last = (await admin.get(`/api/v1/assets/hosts/?limit=5&offset=${first.count - 1}`)).body;
    assert.equal(last.results.length, 1);
    assert.equal(last.next, null);
  });

  test('a page read again after a write shows it (the order kept between writes starts over)', async () => {
    const ids = (body) => body.results.map((row) => row.id);
    const all = (await admin.get('/api/v1/labels/labels/?order=name')).body.map((row) => row.id);
    assert.ok(all.length >= 6);
    const page = async () => ids((await admin.get('/api/v1/labels/labels/?limit=3&offset=3&order=name')).body);
    for (let read = 0; read < 3; read += 1) assert.deepEqual(await page(), all.slice(3, 6), `read ${read + 1}`);
    const first = await admin.post('/api/v1/labels/labels/', { name: '000 sorts first', value: 'kept order' });
    assert.equal(first.status, 201);
    assert.deepEqual(await page(), all.slice(2, 5), 'every row moved down by the new first one');
    assert.deepEqual(await page(), all.slice(2, 5));
    assert.equal((await admin.delete(`/api/v1/labels/labels/${first.body.id}/`)).status, 204);
    assert.deepEqual(await page(), all.slice(3, 6));
  });

  test('without limit: a plain array; an invalid limit is ignored the same way', async () => {
    const all = (await admin.get('/api/v1/assets/platforms/')).body;
    assert.ok(Array.isArray(all) && all.length > 5);
    assert.ok(Array.isArray((await admin.get('/api/v1/assets/platforms/?limit=abc')).body));
  });

  test('trailing slash is mandatory: any method is redirected to it (APPEND_SLASH), an unknown path stays 404', async () => {
    const get = await admin.get('/api/v1/users/users?limit=1');
    assert.equal(get.status, 301);
    assert.equal(get.headers.get('location'), '/api/v1/users/users/?limit=1');
    const group = (await admin.get('/api/v1/users/groups/?limit=1')).body.results[0];
    const options = await admin.options(`/api/v1/users/groups/${group.id}`);
    assert.equal(options.status, 301, "the official console's detail card asks OPTIONS without the slash");
    assert.equal(options.headers.get('location'), `/api/v1/users/groups/${group.id}/`);
    assert.equal((await admin.post('/api/v1/users/groups', { name: 'no-slash' })).status, 301);
    assert.equal((await admin.get('/api/v1/users/nothing')).status, 404);
  });

  test('link counts taken from the page (permission amounts) equal the counts SQL makes without it', async () => {
    const AMOUNTS = ['users_amount', 'user_groups_amount', 'assets_amount', 'nodes_amount'];
    const page = '/api/v1/perms/asset-permissions/?limit=10&offset=3';
    const shown = (await admin.get(page)).body.results;
    const alone = (await admin.get(`${page}&fields=id,${AMOUNTS.join(',')}`)).body.results;
    assert.deepEqual(
      shown.map((row) => Object.fromEntries(['id', ...AMOUNTS].map((key) => [key, row[key]]))),
      alone,
    );
    assert.ok(shown.some((row) => row.assets_amount > 1 && row.users_amount > 0));
    assert.ok(
      shown.every((row) => row.assets_amount === row.assets.length),
      'every linked asset is in the page organization',
    );
  });
});

describe('ordering, search, filters', () => {
  test('order by a field, descending with -, unknown fields ignored', async () => {
    const names = (await admin.get('/api/v1/assets/hosts/?limit=20&order=-name')).body.results.map((row) => row.name);
    assert.deepEqual(names, [...names].sort().reverse());
    const fallback = (await admin.get('/api/v1/assets/hosts/?limit=20&order=not_a_field')).body.results.map((row) => row.name);
    assert.deepEqual(fallback, [...fallback].sort());
  });

  test('search and q both search the search fields; terms are ANDed', async () => {
    const bySearch = (await admin.get('/api/v1/assets/hosts/?limit=100&search=windows')).body;
    const byQ = (await admin.get('/api/v1/assets/hosts/?limit=100&q=windows')).body;
    assert.ok(bySearch.count > 0);
    assert.equal(bySearch.count, byQ.count);
    assert.ok(bySearch.results.every((row) => `${row.name} ${row.address} ${row.comment}`.toLowerCase().includes('windows')));
    const both = (await admin.get('/api/v1/assets/hosts/?limit=100&search=windows%20staging')).body;
    assert.ok(both.count < bySearch.count && both.results.every((row) => row.name.includes('staging')));
  });

  test('field filters, lookups, negation, ids and id!', async () => {
    const linux = (await admin.get('/api/v1/assets/hosts/?limit=100&type=linux')).body;
    assert.ok(linux.count > 0 && linux.results.every((row) => row.type.value === 'linux'));
    const notLinux = (await admin.get('/api/v1/assets/hosts/?limit=100&type!=linux')).body;
    assert.ok(notLinux.results.every((row) => row.type.value !== 'linux'));
    const inList = (await admin.get('/api/v1/assets/hosts/?limit=1&type__in=linux,windows')).body;
    assert.ok(inList.count > linux.count);
    const ids = linux.results.slice(0, 3).map((row) => row.id);
    const byIds = (await admin.get(`/api/v1/assets/hosts/?ids=${ids.join(',')}`)).body;
    assert.deepEqual(byIds.map((row) => row.id).sort(), [...ids].sort());
    const without = (await admin.get(`/api/v1/assets/hosts/?limit=1&type=linux&id!=${ids.join(',')}`)).body;
    assert.equal(without.count, linux.count - 3);
    const bad = await admin.get('/api/v1/assets/hosts/?is_active=maybe');
    assert.equal(bad.status, 400);
    assert.ok(bad.body.is_active);
  });

  test('node filter: whole subtree by default, direct members with show_current_asset=1', async () => {
    const nodes = (await admin.get('/api/v1/assets/nodes/')).body;
    const production = nodes.find((node) => node.value === 'Production');
    const app = nodes.find((node) => node.full_value.endsWith('/Production/App'));
    const subtree = (await admin.get(`/api/v1/assets/assets/?limit=1&node=${production.id}`)).body.count;
    const direct = (await admin.get(`/api/v1/assets/assets/?limit=1&node=${production.id}&show_current_asset=1`)).body.count;
    const child = (await admin.get(`/api/v1/assets/assets/?limit=1&node_id=${app.id}`)).body.count;
    assert.ok(subtree >= child && child > 0);
    assert.equal(direct, 0, 'nothing sits directly on Production');
  });

  test('node filter pages, in any order and with other filters, are the subtree sorted by hand; a write moves them', async () => {
    const nodes = (await admin.get('/api/v1/assets/nodes/')).body;
    const staging = nodes.find((node) => node.value === 'Staging');
    const inSubtree = new Set(nodes.filter((node) => node.key === staging.key || node.key.startsWith(`${staging.key}:`)).map((node) => node.id));
    const members = (await admin.get('/api/v1/assets/assets/')).body.filter((asset) => asset.nodes.some((node) => inSubtree.has(node.id)));
    assert.ok(members.length > 20, 'a subtree of a few pages');
    const pages = async (query) => {
      const rows = [];
      for (let offset = 0; ; offset += 7) {
        const page = (await admin.get(`/api/v1/assets/assets/?limit=7&offset=${offset}&node=${staging.id}&${query}`)).body;
        rows.push(...page.results);
        if (!page.next) return { rows, count: page.count };
      }
    };
    const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const ids = (rows) => rows.map((row) => row.id);
    assert.deepEqual(ids((await pages('order=name')).rows), ids([...members].sort(byName)));
    assert.deepEqual(ids((await pages('order=-name')).rows), ids([...members].sort(byName).reverse()));
    const linux = members.filter((asset) => asset.type.value === 'linux');
    assert.ok(linux.length > 0 && linux.length < members.length);
    const filtered = await pages('order=-name&type=linux');
    assert.equal(filtered.count, linux.length);
    assert.deepEqual(ids(filtered.rows), ids([...linux].sort(byName).reverse()));
    for (const order of ['date_created', '-date_created']) {
      const { rows } = await pages(`order=${order}`);
      assert.deepEqual(new Set(ids(rows)), new Set(ids(members)), order);
      const dates = rows.map((row) => row.date_created);
      assert.deepEqual(
        dates,
        [...dates].sort((a, b) => (order.startsWith('-') ? b.localeCompare(a) : a.localeCompare(b))),
        order,
      );
    }

    const last = members
      .filter((asset) => asset.category.value === 'host')
      .sort(byName)
      .at(-1);
    assert.equal((await admin.patch(`/api/v1/assets/hosts/${last.id}/`, { name: '000-now-first' })).status, 200);
    const [first] = (await pages('order=name')).rows;
    assert.equal(first.id, last.id, 'the renamed asset leads the subtree after the write');
    assert.equal((await admin.patch(`/api/v1/assets/hosts/${last.id}/`, { name: last.name })).status, 200);
  });

  test('date_from/date_to restrict date-range resources', async () => {
    const all = (await admin.get('/api/v1/audits/login-logs/?limit=1')).body.count;
    const since = new Date(Date.now() - 10 * 86400000).toISOString();
    const recent = (await admin.get(`/api/v1/audits/login-logs/?limit=200&date_from=${encodeURIComponent(since)}`)).body;
    assert.ok(recent.count < all && recent.count > 0);
    const to = encodeURIComponent('2000/01/01 00:00:00 +0000');
    assert.equal((await admin.get(`/api/v1/audits/login-logs/?limit=1&date_to=${to}`)).body.count, 0);
  });

  test('spm: ids from the resource cache; an unknown spm gives nothing', async () => {
    const some = (await admin.get('/api/v1/users/users/?limit=3')).body.results.map((row) => row.id);
    const { spm } = (await admin.post('/api/v1/common/resources/cache/', { resources: some })).body;
    const listed = (await admin.get(`/api/v1/users/users/?spm=${spm}`)).body;
    assert.deepEqual(listed.map((row) => row.id).sort(), [...some].sort());
    assert.deepEqual((await admin.get('/api/v1/users/users/?spm=00000000-1111-2222-3333-444444444444')).body, []);
  });

  test('fields, fields! and fields_size trim the objects', async () => {
    const [only] = (await admin.get('/api/v1/users/users/?limit=1&fields=id,username')).body.results;
    assert.deepEqual(Object.keys(only).sort(), ['id', 'username']);
    const [mini] = (await admin.get('/api/v1/users/users/?limit=1&fields_size=mini')).body.results;
    assert.deepEqual(Object.keys(mini).sort(), ['id', 'name', 'username']);
    const [dropped] = (await admin.get('/api/v1/users/users/?limit=1&fields!=groups')).body.results;
    assert.equal('groups' in dropped, false);
  });
});

describe('OPTIONS metadata', () => {
  test('the contract shape, with filter/order flags on GET only', async () => {
    const { status, body } = await admin.options('/api/v1/users/users/?display=1&draw=1');
    assert.equal(status, 200);
    assert.equal(body.name, 'User List');
    assert.deepEqual(Object.keys(body.actions).sort(), ['GET', 'PATCH', 'POST', 'PUT']);
    const post = body.actions.POST;
    assert.deepEqual(post.id, { type: 'string', required: false, read_only: true, label: 'ID' });
    assert.deepEqual(post.username, { type: 'string', required: true, read_only: false, label: 'Username', help_text: 'Login username', max_length: 128 });
    assert.equal(post.password.write_only, true);
    assert.equal(post.mfa_level.type, 'labeled_choice');
    assert.deepEqual(post.mfa_level.choices[0], { value: 0, label: 'Disabled' });
    assert.equal(post.groups.type, 'm2m_related_field');
    assert.equal('child' in post.groups, false, "a ManyRelatedField's child_relation is not described");
    assert.equal('default' in post.is_active, false, "the model's default is not the serializer's");
    assert.equal('filter' in post.username, false);
    assert.equal(body.actions.GET.username.filter, true);
    assert.equal(body.actions.GET.username.order, true);
    assert.equal('order' in body.actions.GET.comment, false);
  });

  test('nested objects, trees and related fields are described', async () => {
    const hosts = (await admin.options('/api/v1/assets/hosts/')).body.actions.POST;
    assert.equal(hosts.platform.type, 'object_related_field');
    assert.equal(hosts.protocols.child.type, 'nested object');
    assert.deepEqual(hosts.protocols.child.children.port, { type: 'integer', required: true, read_only: false, label: 'Port', min_value: 0, max_value: 65535 });
    assert.equal(hosts.category.read_only, true);
    const perms = (await admin.options('/api/v1/perms/asset-permissions/')).body.actions.POST;
    assert.equal(perms.actions.type, 'tree');
    assert.ok(Array.isArray(perms.actions.tree));
    const acl = (await admin.options('/api/v1/acls/login-acls/')).body.actions.POST;
    assert.equal(acl.rules.type, 'nested object');
    assert.deepEqual(Object.keys(acl.rules.children), ['ip_group', 'time_period']);
    assert.deepEqual([acl.rules.children.ip_group.type, acl.rules.children.ip_group.child.type, acl.rules.children.ip_group.default], ['list', 'string', ['*']]);
  });

  test('?action= limits the methods; a detail URL has no POST', async () => {
    assert.deepEqual(Object.keys((await admin.options('/api/v1/users/users/?action=get')).body.actions), ['GET']);
    const user = (await admin.get('/api/v1/users/users/admin/')).body;
    assert.deepEqual(Object.keys((await admin.options(`/api/v1/users/users/${user.id}/`)).body.actions).sort(), ['GET', 'PATCH', 'PUT']);
  });

  test('labels follow django_language, else Accept-Language', async () => {
    const zh = await server.login('admin');
    zh.cookies.set('django_language', 'zh-hans');
    const chinese = (await zh.options('/api/v1/users/users/')).body.actions.POST;
    assert.equal(chinese.username.label, '用户名');
    const browser = await server.login('admin');
    browser.cookies.delete('django_language');
    const japanese = (await browser.options('/api/v1/users/users/', { headers: { 'Accept-Language': 'ja,en;q=0.5' } })).body.actions.POST;
    assert.equal(japanese.username.label, 'ユーザー名');
    assert.equal(japanese.mfa_level.choices[0].label, '無効');
    const english = (await admin.options('/api/v1/users/users/', { headers: { 'Accept-Language': 'ja' } })).body.actions.POST;
    assert.equal(english.username.label, 'Username', 'the django_language cookie wins over Accept-Language');
  });

  test('anonymous OPTIONS is 401', async () => {
    assert.equal((await server.client().options('/api/v1/users/users/')).status, 401);
  });
});

describe('writes and validation', () => {
  test('create, retrieve by id and slug, update, partial update, delete', async () => {
    const created = await admin.post('/api/v1/users/groups/', { name: 'Registry group', comment: 'first' });
    assert.equal(created.status, 201);
    assert.equal(created.body.name, 'Registry group');
    assert.equal(created.body.org_id, DEFAULT_ORG_ID);
    assert.match(created.body.date_created, /^\d{4}\/\d{2}\/\d{2} /);
    const { id } = created.body;
    assert.equal((await admin.get(`/api/v1/users/groups/${id}/`)).body.comment, 'first');
    assert.equal((await admin.get('/api/v1/users/groups/Registry%20group/')).body.id, id);
    const put = await admin.put(`/api/v1/users/groups/${id}/`, { name: 'Registry group 2' });
    assert.equal(put.status, 200);
    assert.equal(put.body.comment, '', 'PUT resets omitted fields to their defaults');
    const patch = await admin.patch(`/api/v1/users/groups/${id}/`, { comment: 'patched' });
    assert.equal(patch.body.name, 'Registry group 2');
    assert.equal(patch.body.comment, 'patched');
    assert.equal((await admin.delete(`/api/v1/users/groups/${id}/`)).status, 204);
    const gone = await admin.get(`/api/v1/users/groups/${id}/`);
    assert.equal(gone.status, 404);
    assert.deepEqual(gone.body, { detail: 'User group object does not exist.', code: 'object_does_not_exist' });
  });

  test('DRF-shaped 400 bodies: required, blank, max_length, choice, bad pk, unique', async () => {
    const missing = await admin.post('/api/v1/assets/hosts/', {});
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.name, ['This field is required.']);
    assert.deepEqual(missing.body.platform, ['This field is required.']);
    const wrong = await admin.post('/api/v1/assets/hosts/', { name: ' ', address: 'x'.repeat(800), platform: 99999, protocols: [{ name: 'ssh', port: 70000 }] });
    assert.deepEqual(wrong.body.name, ['This field may not be blank.']);
    assert.deepEqual(wrong.body.address, ['Ensure this field has no more than 767 characters.']);
    assert.deepEqual(wrong.body.platform, ['Invalid pk "99999" - object does not exist.']);
    assert.deepEqual(wrong.body.protocols, [{ port: ['Ensure this value is less than or equal to 65535.'] }]);
    const choice = await admin.post('/api/v1/users/users/', { name: 'x', username: 'x', email: 'x@example.com', mfa_level: 9 });
    assert.deepEqual(choice.body.mfa_level, ['"9" is not a valid choice.']);
    const duplicate = await admin.post('/api/v1/users/users/', { name: 'Admin 2', username: 'admin', email: 'admin2@example.com' });
    assert.deepEqual(duplicate.body.username, ['user with this username already exists.']);
    const taken = (await admin.get('/api/v1/users/groups/?limit=1')).body.results[0].name;
    assert.deepEqual((await admin.post('/api/v1/users/groups/', { name: taken })).body.name, ['This field must be unique.']);
  });

  test('a host is created with its platform type, nodes, labels and accounts', async () => {
    const platform = (await admin.get('/api/v1/assets/platforms/?name=Linux')).body[0];
    const node = (await admin.get('/api/v1/assets/nodes/')).body.find((item) => item.value === 'Development');
    const created = await admin.post('/api/v1/assets/hosts/', {
      name: 'registry-host',
      address: '10.200.0.1',
      platform: { id: platform.id },
      nodes: [node.id],
      protocols: [{ name: 'ssh', port: 2222 }],
      labels: ['env:test'],
      accounts: [{ username: 'root', secret_type: 'password', secret: 'S3cret!', privileged: true }],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(created.body.type, { value: 'linux', label: 'Linux' });
    assert.deepEqual(created.body.category, { value: 'host', label: 'Host' });
    assert.equal(created.body.platform.id, platform.id);
    assert.deepEqual(created.body.nodes_display, ['/DEFAULT/Development']);
    assert.deepEqual(
      created.body.labels.map((label) => `${label.name}:${label.value}`),
      ['env:test'],
    );
    assert.equal(created.body.accounts_amount, 1);
    assert.equal('accounts' in created.body, false, 'accounts is write-only');
    const accounts = (await admin.get(`/api/v1/accounts/accounts/?asset=${created.body.id}`)).body;
    assert.equal(accounts[0].username, 'root');
    assert.equal('secret' in accounts[0], false);
    const generic = await admin.post('/api/v1/assets/assets/', { name: 'nope' });
    assert.equal(generic.status, 400);
    assert.match(generic.body.error, /Cannot create asset directly/);
    const device = await admin.post('/api/v1/assets/devices/', { name: 'wrong-kind', address: '10.0.0.9', platform: platform.id, protocols: [] });
    assert.ok(device.body.platform, 'a device needs a device platform');
  });

  test('platforms use integer ids and protect referenced rows', async () => {
    const linux = (await admin.get('/api/v1/assets/platforms/?name=Linux')).body[0];
    assert.equal(typeof linux.id, 'number');
    const custom = (await admin.get('/api/v1/assets/platforms/?name=Ubuntu-Custom')).body[0];
    const host = await admin.post('/api/v1/assets/hosts/', { name: 'on-custom', address: '10.200.0.2', platform: custom.id, protocols: [{ name: 'ssh', port: 22 }] });
    assert.equal(host.status, 201);
    const refused = await admin.delete(`/api/v1/assets/platforms/${custom.id}/`);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.code, 'referenced_by_others');
  });

  test('bulk create (array) returns 201 with an array, errors per item', async () => {
    const ok = await admin.post('/api/v1/users/groups/', [{ name: 'Bulk A' }, { name: 'Bulk B' }]);
    assert.equal(ok.status, 201);
    assert.deepEqual(
      ok.body.map((row) => row.name),
      ['Bulk A', 'Bulk B'],
    );
    const bad = await admin.post('/api/v1/users/groups/', [{ name: 'Bulk C' }, { name: '' }]);
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, [{}, { name: ['This field may not be blank.'] }]);
    assert.equal((await admin.get('/api/v1/users/groups/?name=Bulk%20C')).body.length, 0, 'nothing is created when an item fails');
  });

  test('bulk PATCH/PUT with ids, bulk DELETE needs a narrowing filter or spm', async () => {
    const groups = (await admin.get('/api/v1/users/groups/?search=Bulk')).body;
    const patched = await admin.patch(
      '/api/v1/users/groups/',
      groups.map((group) => ({ id: group.id, comment: 'bulk comment' })),
    );
    assert.equal(patched.status, 200);
    assert.ok(patched.body.every((group) => group.comment === 'bulk comment'));
    const unknown = await admin.patch('/api/v1/users/groups/', [{ id: '11111111-2222-3333-4444-555555555555', comment: 'x' }]);
    assert.equal(unknown.status, 400);
    assert.ok(unknown.body[0].id);
    const everything = await admin.delete('/api/v1/users/groups/');
    assert.equal(everything.status, 400);
    assert.equal(everything.body, '');
    const { spm } = (await admin.post('/api/v1/common/resources/cache/', { resources: groups.map((group) => group.id) })).body;
    assert.equal((await admin.delete(`/api/v1/users/groups/?spm=${spm}`)).status, 204);
    assert.equal((await admin.get('/api/v1/users/groups/?search=Bulk')).body.length, 0);
  });

  test('405 for a method the view does not have', async () => {
    const response = await admin.delete('/api/v1/audits/login-logs/');
    assert.equal(response.status, 405);
    assert.deepEqual(response.body, { detail: 'Method "DELETE" not allowed.', code: 'method_not_allowed' });
  });
});

test('an empty filter value filters nothing, as django-filter skips it', async () => {
  const server = await startBackend();
  try {
    const admin = inOrg(await server.login('admin'));
    for (const url of ['/api/v1/assets/assets/', '/api/v1/accounts/accounts/', '/api/v1/accounts/gathered-accounts/']) {
      const all = (await admin.get(`${url}?limit=1`)).body.count;
      const empty = (await admin.get(`${url}?limit=1&asset=&node=&node_id=&platform=`)).body.count;
      assert.ok(all > 0, url);
      assert.equal(empty, all, url);
    }
    const user = inOrg(await server.login('user'));
    const mine = (await user.get('/api/v1/perms/users/self/assets/?limit=1')).body.count;
    assert.equal((await user.get('/api/v1/perms/users/self/assets/?limit=1&asset=&node=')).body.count, mine);
  } finally {
    await server.close();
  }
});

test('permission actions: an OPTIONS tree keyed by value, every action by default', async () => {
  const server = await startBackend();
  try {
    const admin = inOrg(await server.login('admin'));
    const actions = (await admin.options('/api/v1/perms/asset-permissions/')).body.actions.POST.actions;
    assert.equal(actions.type, 'tree');
    assert.deepEqual(actions.default, ['connect', 'upload', 'download', 'copy', 'paste', 'delete', 'share']);
    const values = [];
    const walk = (nodes) => nodes.forEach((node) => (values.push(node.value), walk(node.children ?? [])));
    walk(actions.tree);
    assert.ok(
      values.every((value) => typeof value === 'string'),
      'every node has a value',
    );
    assert.deepEqual(values.filter((value) => actions.default.includes(value)).sort(), [...actions.default].sort());
    const created = await admin.post('/api/v1/perms/asset-permissions/', { name: `tree-default-${Date.now()}`, actions: actions.default });
    assert.equal(created.body.actions.length, 7);
  } finally {
    await server.close();
  }
});
