// The backend as an attacker tries it: an organization administrator reaching for
// system roles or the system administrator's account, a login's `next` leading
// off the site, and passwords guessed through the token API instead of the form.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { totp } from '../../server/auth/totp.mjs';
import { inOrg, startBackend } from './helpers.mjs';

const SYSTEM_ADMIN = '00000000-0000-0000-0000-000000000001';
const SYSTEM_USER = '00000000-0000-0000-0000-000000000003';
const ORG_USER = '00000000-0000-0000-0000-000000000007';

let server;
let admin;
let orgadmin;
let superuser;
let victim;

before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
  orgadmin = inOrg(await server.login('orgadmin'));
  [superuser] = (await admin.get('/api/v1/users/users/?username=admin')).body;
  [victim] = (await admin.get('/api/v1/users/users/?username=user')).body;
});
after(() => server.close());

const denied = (answer, what) => assert.equal(answer.status, 403, `${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
const newUser = (client, extra = {}) => {
  const name = `sec-${Math.random().toString(36).slice(2, 8)}`;
  return client.post('/api/v1/users/users/', { name, username: name, email: `${name}@example.com`, password_strategy: 'custom', password: 'Str0ng-pass!', ...extra });
};

describe('an organization administrator cannot make anyone a system administrator', () => {
  test('creating a user with a system role, or giving one to a user, is refused', async () => {
    denied(await newUser(orgadmin, { system_roles: [SYSTEM_ADMIN] }), 'create with SystemAdmin');
    denied(await orgadmin.patch(`/api/v1/users/users/${victim.id}/`, { system_roles: [SYSTEM_ADMIN, SYSTEM_USER] }), 'PATCH system_roles');
    denied(await orgadmin.patch('/api/v1/users/users/', [{ id: victim.id, system_roles: [SYSTEM_ADMIN] }]), 'bulk PATCH system_roles');
    denied(await orgadmin.post('/api/v1/rbac/org-role-bindings/', { user: victim.id, role: SYSTEM_ADMIN }), 'an org binding of a system role');
    denied(await orgadmin.post('/api/v1/rbac/system-role-bindings/', { user: victim.id, role: SYSTEM_ADMIN }), 'a system binding');
    const roles = (await admin.get(`/api/v1/users/users/${victim.id}/`)).body.system_roles.map((role) => role.id);
    assert.deepEqual(roles, [SYSTEM_USER], 'nothing changed');
  });

  test('what the form sends by default still works: a new user with the default roles, an org role changed', async () => {
    const created = await newUser(orgadmin, { system_roles: [SYSTEM_USER], org_roles: [ORG_USER] });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(
      created.body.system_roles.map((role) => role.id),
      [SYSTEM_USER],
    );
    const changed = await orgadmin.patch(`/api/v1/users/users/${created.body.id}/`, { org_roles: ['00000000-0000-0000-0000-000000000006'] });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
  });

  test("the system administrator's account is out of reach: password, e-mail, MFA, activity, deletion", async () => {
    const base = `/api/v1/users/users/${superuser.id}/`;
    denied(await orgadmin.patch(base, { email: 'attacker@example.com' }), 'PATCH e-mail');
    denied(await orgadmin.patch(base, { is_active: false }), 'PATCH is_active');
    denied(await orgadmin.patch(base, { mfa_level: 2 }), 'PATCH MFA');
    denied(await orgadmin.put(base, { name: superuser.name, username: superuser.username, email: 'attacker@example.com' }), 'PUT');
    denied(await orgadmin.patch(base, { password: 'Pwned-12345!' }), 'PATCH password');
    denied(await orgadmin.put(`${base}password/`, { password: 'Pwned-12345!' }), 'PUT password');
    for (const action of ['password/reset', 'mfa/reset', 'pubkey/reset', 'unblock']) denied(await orgadmin[action === 'mfa/reset' ? 'get' : 'patch'](`${base}${action}/`), action);
    denied(await orgadmin.delete(base), 'DELETE');
    const after = (await admin.get(base)).body;
    assert.deepEqual([after.email, after.is_active, after.mfa_level.value], [superuser.email, true, superuser.mfa_level.value]);
    assert.equal((await server.client().submitLogin('admin', 'jumpserver')).status, 302, 'the administrator still signs in');
  });

  test('a system administrator may do all of it', async () => {
    const created = await newUser(admin, { system_roles: [SYSTEM_ADMIN] });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal((await admin.patch(`/api/v1/users/users/${created.body.id}/`, { email: `moved-${created.body.email}` })).status, 200);
  });
});

describe('a login leads only to this site', () => {
  // Each is sent encoded once, as a link carries it: `/\t/evil.example` is the `?next=/%09/evil.example` browsers turn into `//evil.example`.
  for (const next of [
    '//evil.example/',
    'https://evil.example/',
    '/\t/evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\r\nSet-Cookie: x=1',
    ' //evil.example',
    'javascript:alert(1)',
  ]) {
    test(`next=${JSON.stringify(next)} after the form, and when already signed in`, async () => {
      const client = server.client();
      const form = await client.submitLogin('user', 'jumpserver', { next });
      assert.equal(form.status, 302);
      assert.equal(form.headers.get('location'), '/ui/');
      const signedIn = await client.get(`/core/auth/login/?next=${encodeURIComponent(next)}`);
      assert.equal(signedIn.status, 302);
      assert.equal(signedIn.headers.get('location'), '/ui/');
      const out = await client.get(`/core/auth/logout/?next=${encodeURIComponent(next)}`);
      assert.equal(out.status, 302);
      assert.equal(out.headers.get('location'), `/core/auth/login/?next=${encodeURIComponent('/ui/')}`);
    });
  }

  test('a same-site next, hash route included, is followed', async () => {
    const client = server.client();
    const form = await client.submitLogin('user', 'jumpserver', { next: '/ui/#/workbench/assets' });
    assert.equal(form.headers.get('location'), '/ui/#/workbench/assets');
  });
});

describe('one login-failure policy for every way in', () => {
  const token = (username, password) => server.client().post('/api/v1/authentication/auth/', { username, password });

  test('wrong passwords through the token API lock the account as the form does, and the right one is then refused', async () => {
    const created = (await newUser(admin)).body;
    const limit = (await admin.get('/api/v1/settings/setting/?category=security')).body.SECURITY_LOGIN_LIMIT_COUNT;
    for (let attempt = 1; attempt < limit; attempt += 1) {
      const answer = await token(created.username, 'wrong');
      assert.equal(answer.status, 400);
      assert.equal(answer.body.error, 'password_failed');
    }
    const locked = await token(created.username, 'wrong');
    assert.equal(locked.body.error, 'block_login');
    assert.match(locked.body.msg, /locked/);
    const right = await token(created.username, 'Str0ng-pass!');
    assert.equal(right.status, 400, 'the right password does not open a locked account');
    assert.equal(right.body.error, 'block_login');
    const form = await server.client().submitLogin(created.username, 'Str0ng-pass!');
    assert.equal(form.status, 200, 'nor does the form');
    assert.match(form.body, /locked/);
    const logged = (await admin.get(`/api/v1/audits/login-logs/?username=${created.username}&limit=50`)).body;
    assert.ok(logged.count >= limit, 'each failure is in the login log');
    assert.equal((await admin.patch(`/api/v1/users/users/${created.id}/unblock/`)).status, 200);
    assert.equal((await token(created.username, 'Str0ng-pass!')).status, 201);
  });

  test('failures through the form and the token API count together', async () => {
    const created = (await newUser(admin)).body;
    const limit = (await admin.get('/api/v1/settings/setting/?category=security')).body.SECURITY_LOGIN_LIMIT_COUNT;
    for (let attempt = 1; attempt < limit; attempt += 1) {
      if (attempt % 2) await token(created.username, 'wrong');
      else await server.client().submitLogin(created.username, 'wrong');
    }
    assert.equal((await token(created.username, 'wrong')).body.error, 'block_login');
  });
});

describe('a user with an authenticator gives its code at every way in', () => {
  const ALICE_OTP = 'JBSWY3DPEHPK3PXPJBSWY3DP';

  test("the login form asks for the code before the session is the user's; a wrong code does not open it", async () => {
    const client = server.client();
    const form = await client.submitLogin('alice', 'jumpserver', { next: '/ui/#/workbench/assets' });
    assert.equal(form.status, 302);
    const step = form.headers.get('location');
    assert.match(step, /^\/core\/auth\/login\/mfa\/\?next=/);
    assert.equal((await client.get('/api/v1/users/profile/')).status, 401, 'not signed in yet');
    const wrong = await client.submitMfa(step, totp(ALICE_OTP) === '000000' ? '111111' : '000000');
    assert.equal(wrong.status, 400);
    assert.equal((await client.get('/api/v1/users/profile/')).status, 401);
    const right = await client.submitMfa(step, totp(ALICE_OTP));
    assert.equal(right.status, 302);
    assert.equal(right.headers.get('location'), '/ui/#/workbench/assets');
    assert.equal((await client.get('/api/v1/users/profile/')).body.username, 'alice');
  });

  test('the token API answers mfa_required, and gives the token once the challenge is met', async () => {
    const client = server.client();
    const first = await client.post('/api/v1/authentication/auth/', { username: 'alice', password: 'jumpserver' });
    assert.equal(first.status, 200, 'JumpServer answers its NeedMoreInfoError with 200');
    assert.equal(first.body.error, 'mfa_required');
    assert.deepEqual(first.body.data.choices, ['otp']);
    assert.equal((await client.post('/api/v1/authentication/mfa/challenge/', { type: 'otp', code: '000000' === totp(ALICE_OTP) ? '111111' : '000000' })).body.error, 'mfa_failed');
    assert.equal(
      (await client.post('/api/v1/authentication/auth/', { username: 'alice', password: 'jumpserver' })).body.error,
      'mfa_required',
      'a failed challenge proves nothing',
    );
    assert.equal((await client.post('/api/v1/authentication/mfa/challenge/', { type: 'otp', code: totp(ALICE_OTP) })).status, 200);
    const token = await client.post('/api/v1/authentication/auth/', { username: 'alice', password: 'jumpserver' });
    assert.equal(token.status, 201);
    assert.equal(token.body.keyword, 'Bearer');
    const other = await server.client().post('/api/v1/authentication/auth/', { username: 'alice', password: 'jumpserver' });
    assert.equal(other.body.error, 'mfa_required', 'another session has not met it');
  });
});
