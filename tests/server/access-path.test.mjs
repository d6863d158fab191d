// The path from an administrator's grant to a user's asset: a permission's dates,
// a new user's default roles, the built-in roles nobody may change, and the name
// the global organization is shown under.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_ORG_ID, ROOT_ORG_ID, inOrg, startBackend } from './helpers.mjs';

const PERMISSIONS = '/api/v1/perms/asset-permissions/';
const USERS = '/api/v1/users/users/';
const SYSTEM_USER_ROLE = '00000000-0000-0000-0000-000000000003';
const ORG_USER_ROLE = '00000000-0000-0000-0000-000000000007';
const ORG_ADMIN_ROLE = '00000000-0000-0000-0000-000000000005';
const YEAR_MS = 365 * 86400_000;
const suffix = Date.now().toString(36);

/** The server's `2024/05/01 10:20:30 +0800` as milliseconds. */
function serverTime(text) {
  const [, date, time, sign, hours, minutes] = /^(\S+) (\S+) ([+-])(\d\d)(\d\d)$/.exec(text);
  return Date.parse(`${date.replaceAll('/', '-')}T${time}${sign}${hours}:${minutes}`);
}

let server;
let admin;
let asset;
before(async () => {
  server = await startBackend({ readers: 2 });
  admin = inOrg(await server.login('admin'));
  [asset] = (await admin.get('/api/v1/assets/hosts/?limit=1&is_gateway=0')).body.results;
});
after(() => server.close());

/** A user made through the API, who can log in with `password`. */
async function createUser(name, extra = {}) {
  const body = { name, username: name, email: `${name}@example.com`, password_strategy: 'custom', password: 'Secret-pass-1', ...extra };
  const created = await admin.post(USERS, body);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body;
}

describe('asset permission dates', () => {
  test("an explicit null start or expiry is refused with DRF's message, on create and on update", async () => {
    const base = { name: `null-dates-${suffix}`, assets: [asset.id] };
    const both = await admin.post(PERMISSIONS, { ...base, date_start: null, date_expired: null });
    assert.equal(both.status, 400);
    assert.deepEqual(both.body, { date_start: ['This field may not be null.'], date_expired: ['This field may not be null.'] });
    const expiry = await admin.post(PERMISSIONS, { ...base, date_expired: null });
    assert.deepEqual(expiry.body, { date_expired: ['This field may not be null.'] });

    const created = await admin.post(PERMISSIONS, base);
    assert.equal(created.status, 201);
    const update = await admin.put(`${PERMISSIONS}${created.body.id}/`, { ...base, date_start: null });
    assert.equal(update.status, 400);
    assert.deepEqual(update.body, { date_start: ['This field may not be null.'] });
    const patch = await admin.patch(`${PERMISSIONS}${created.body.id}/`, { date_expired: null });
    assert.deepEqual(patch.body, { date_expired: ['This field may not be null.'] });
  });

  test('OPTIONS offers the dates as optional datetimes that are not nullable', async () => {
    const { actions } = (await admin.options(PERMISSIONS)).body;
    for (const name of ['date_start', 'date_expired']) {
      assert.equal(actions.POST[name].type, 'datetime');
      assert.equal(actions.POST[name].required, false);
      assert.notEqual(actions.POST[name].allow_null, true, `${name} is not allow_null`);
    }
  });

  test('left out, they are now and now + 70 years, and the user given the asset sees it', async () => {
    const person = await createUser(`granted_${suffix}`);
    const before = Date.now();
    const created = await admin.post(PERMISSIONS, { name: `defaults-${suffix}`, users: [person.id], assets: [asset.id] });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const permission = created.body;
    assert.ok(Math.abs(serverTime(permission.date_start) - before) < 5000, permission.date_start);
    assert.ok(Math.abs(serverTime(permission.date_expired) - (before + 70 * YEAR_MS)) < 5000, permission.date_expired);
    assert.equal(permission.is_valid, true);
    assert.deepEqual(permission.accounts, ['@ALL']);
    assert.deepEqual(
      permission.actions.map((action) => action.value),
      ['connect', 'upload', 'download', 'copy', 'paste', 'delete', 'share'],
    );

    const granted = inOrg(await server.login(person.username, 'Secret-pass-1'));
    const mine = (await granted.get('/api/v1/perms/users/self/assets/?limit=15')).body;
    assert.deepEqual(
      mine.results.map((item) => item.id),
      [asset.id],
    );
    const accounts = (await granted.get(`/api/v1/perms/users/self/assets/${asset.id}/accounts/`)).body;
    assert.ok(
      accounts.some((account) => account.alias !== '@INPUT'),
      "the asset's accounts are offered to connect with",
    );
  });
});

describe("a new user's roles", () => {
  const rolesOf = (user) => ({ system: user.system_roles.map((role) => role.id), org: user.org_roles.map((role) => role.id) });

  test('empty role lists get the default roles, as left-out ones do', async () => {
    assert.deepEqual(rolesOf(await createUser(`empty_roles_${suffix}`, { system_roles: [], org_roles: [] })), { system: [SYSTEM_USER_ROLE], org: [ORG_USER_ROLE] });
    assert.deepEqual(rolesOf(await createUser(`no_roles_${suffix}`)), { system: [SYSTEM_USER_ROLE], org: [ORG_USER_ROLE] });
  });

  test('roles given are kept, and an update may still empty them', async () => {
    const user = await createUser(`chosen_roles_${suffix}`, { org_roles: [ORG_ADMIN_ROLE] });
    assert.deepEqual(rolesOf(user), { system: [SYSTEM_USER_ROLE], org: [ORG_ADMIN_ROLE] });
    const emptied = await admin.patch(`${USERS}${user.id}/`, { system_roles: [] });
    assert.equal(emptied.status, 200);
    assert.deepEqual(rolesOf(emptied.body).system, []);
  });
});

describe('built-in roles', () => {
  const ROLE_URLS = ['/api/v1/rbac/roles/', '/api/v1/rbac/system-roles/', '/api/v1/rbac/org-roles/'];

  test("are neither changed nor deleted: 403 with JumpServer's words, and they stay as they were", async () => {
    for (const url of ROLE_URLS) {
      const role = url.includes('system') ? SYSTEM_USER_ROLE : ORG_USER_ROLE;
      const put = await admin.put(`${url}${role}/`, { name: 'Renamed', comment: 'x' });
      assert.equal(put.status, 403, url);
      assert.deepEqual(put.body, { detail: "Internal role, can't be update", code: 'permission_denied' });
      const patch = await admin.patch(`${url}${role}/`, { comment: 'x' });
      assert.equal(patch.status, 403, url);
      const removed = await admin.delete(`${url}${role}/`);
      assert.equal(removed.status, 403, url);
      assert.deepEqual(removed.body, { detail: "Internal role, can't be destroy", code: 'permission_denied' });
    }
    const kept = (await admin.get(`/api/v1/rbac/roles/${ORG_USER_ROLE}/`)).body;
    assert.equal(kept.name, 'OrgUser');
    assert.equal(kept.comment, '');
  });

  test('a custom role is changed freely, but deleted only once nobody holds it', async () => {
    const created = await admin.post('/api/v1/rbac/org-roles/', { name: `Custom ${suffix}` });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const role = created.body;
    assert.equal((await admin.patch(`/api/v1/rbac/org-roles/${role.id}/`, { comment: 'changed' })).status, 200);
    const holder = await createUser(`holder_${suffix}`, { org_roles: [role.id] });
    const refused = await admin.delete(`/api/v1/rbac/org-roles/${role.id}/`);
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body, { detail: "The role has been bound to users, can't be destroy", code: 'permission_denied' });
    assert.equal((await admin.patch(`${USERS}${holder.id}/`, { org_roles: [ORG_USER_ROLE] })).status, 200);
    assert.equal((await admin.delete(`/api/v1/rbac/org-roles/${role.id}/`)).status, 204);
  });
});

describe("the global organization's name", () => {
  const BASIC = '/api/v1/settings/setting/?category=basic';
  const rootNames = async (client) => {
    const profile = (await client.get('/api/v1/users/profile/')).body;
    const root = (list) => list.find((org) => org.id === ROOT_ORG_ID)?.name;
    const current = (await client.get('/api/v1/orgs/orgs/current/', { headers: { 'X-JMS-ORG': ROOT_ORG_ID } })).body;
    return { console: root(profile.console_orgs), audit: root(profile.audit_orgs), workbench: root(profile.workbench_orgs), current: current.name };
  };

  test("is GLOBAL (in the request's language) until GLOBAL_ORG_DISPLAY_NAME names it, everywhere it is served", async () => {
    assert.deepEqual(await rootNames(admin), { console: 'GLOBAL', audit: 'GLOBAL', workbench: 'All organizations', current: 'GLOBAL' });
    const chinese = inOrg(await server.login('admin'));
    chinese.cookies.set('django_language', 'zh-hans');
    assert.deepEqual(await rootNames(chinese), { console: '全局组织', audit: '全局组织', workbench: '所有组织', current: '全局组织' });

    const saved = await admin.patch(BASIC, { GLOBAL_ORG_DISPLAY_NAME: 'Whole company' });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.GLOBAL_ORG_DISPLAY_NAME, 'Whole company');
    // The workbench keeps its own name for it, as JumpServer's does.
    assert.deepEqual(await rootNames(admin), { console: 'Whole company', audit: 'Whole company', workbench: 'All organizations', current: 'Whole company' });
    assert.equal((await rootNames(chinese)).console, 'Whole company', 'a chosen name is not translated');
    const auditor = await server.login('auditor');
    assert.equal(
      (await auditor.get('/api/v1/users/profile/')).body.audit_orgs.some((org) => org.id === ROOT_ORG_ID),
      false,
      'no one gains the organization',
    );

    await admin.patch(BASIC, { GLOBAL_ORG_DISPLAY_NAME: '' });
    assert.equal((await rootNames(admin)).console, 'GLOBAL');
    assert.equal((await admin.get('/api/v1/orgs/orgs/current/', { headers: { 'X-JMS-ORG': DEFAULT_ORG_ID } })).body.name, 'DEFAULT');
  });
});
