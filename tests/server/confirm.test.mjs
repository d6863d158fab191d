// The 412 confirmation flow: account secrets and access keys, by password,
// TOTP and relogin, and the SECURITY_VIEW_AUTH_NEED_MFA switch.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { totp } from '../../server/auth/totp.mjs';
import { DEMO_OTP_SECRET } from '../../server/seed/identity.mjs';
import { DEFAULT_ORG_ID, encryptSecret, inOrg, startBackend } from './helpers.mjs';

let server;
let accountId;
before(async () => {
  server = await startBackend();
  const admin = await server.login('admin');
  accountId = (await admin.get('/api/v1/accounts/accounts/?limit=1', { headers: { 'X-JMS-ORG': DEFAULT_ORG_ID } })).body.results[0].id;
});
after(() => server.close());

const secretUrl = () => `/api/v1/accounts/account-secrets/${accountId}/`;

describe('password confirmation', () => {
  test('412 → confirm type → POST password → the secret is readable', async () => {
    const admin = inOrg(await server.login('admin'));
    const refused = await admin.get(secretUrl());
    assert.equal(refused.status, 412);
    assert.deepEqual(refused.body, { type: 'user_confirm_required', code: 'password', detail: 'This action require confirm current user' });
    const kind = await admin.get('/api/v1/authentication/confirm/?confirm_type=mfa');
    assert.equal(kind.body.confirm_type, 'password', 'no MFA bound: walks down to password');
    assert.deepEqual(kind.body.content, [{ name: 'password', display_name: 'Password', disabled: false, placeholder: 'Password' }]);
    assert.equal((await admin.get('/api/v1/authentication/confirm/check/?confirm_type=password')).status, 412);
    const wrong = await admin.post('/api/v1/authentication/confirm/', { confirm_type: 'password', secret_key: 'nope' });
    assert.equal(wrong.status, 400);
    assert.ok(wrong.body.error);
    const ok = await admin.post('/api/v1/authentication/confirm/', { confirm_type: 'password', secret_key: encryptSecret('jumpserver', admin.cookies.get('jms_public_key')) });
    assert.equal(ok.status, 200);
    assert.equal(ok.body, 'ok');
    assert.equal((await admin.get('/api/v1/authentication/confirm/check/?confirm_type=password')).body, 'ok');
    const secret = await admin.get(secretUrl());
    assert.equal(secret.status, 200);
    assert.match(secret.body.secret, /Demo-|OPENSSH/);
  });

  test('a user without the permission gets 403 before any confirmation', async () => {
    const user = await server.login('user');
    assert.equal((await user.get(secretUrl(), { headers: { 'X-JMS-ORG': DEFAULT_ORG_ID } })).status, 403);
  });
});

describe('MFA (TOTP) confirmation', () => {
  test('a user with OTP bound must confirm by TOTP', async () => {
    const admin = await server.login('admin');
    const alice = (await admin.get('/api/v1/users/users/alice/')).body;
    await admin.patch(`/api/v1/users/users/${alice.id}/`, { system_roles: ['00000000-0000-0000-0000-000000000001'] });
    const client = inOrg(await server.login('alice', undefined, { otpSecret: DEMO_OTP_SECRET }));
    const refused = await client.get(secretUrl());
    assert.equal(refused.status, 412);
    assert.equal(refused.body.code, 'mfa');
    const kind = await client.get('/api/v1/authentication/confirm/?confirm_type=mfa');
    assert.equal(kind.body.confirm_type, 'mfa');
    assert.deepEqual(kind.body.content[0], { name: 'otp', disabled: false, display_name: 'OTP', placeholder: 'OTP verification code' });
    const password = await client.post('/api/v1/authentication/confirm/', { confirm_type: 'password', secret_key: 'jumpserver' });
    assert.equal(password.status, 200);
    assert.equal((await client.get(secretUrl())).status, 412, 'a password does not satisfy an MFA requirement');
    const bad = await client.post('/api/v1/authentication/confirm/', {
      confirm_type: 'mfa',
      mfa_type: 'otp',
      secret_key: '000000' === totp(DEMO_OTP_SECRET) ? '111111' : '000000',
    });
    assert.equal(bad.status, 400);
    const good = await client.post('/api/v1/authentication/confirm/', { confirm_type: 'mfa', mfa_type: 'otp', secret_key: totp(DEMO_OTP_SECRET) });
    assert.equal(good.status, 200);
    assert.equal((await client.get(secretUrl())).status, 200);
  });

  test('RFC 6238 test vector (SHA-1, 8 digits reduced to the last 6)', () => {
    // The RFC secret "12345678901234567890" in base32, at T = 59 s → 94287082.
    assert.equal(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000), '287082');
    assert.equal(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 1_111_111_109_000), '081804');
  });
});

describe('relogin confirmation and access keys', () => {
  test('relogin succeeds within 5 minutes of login', async () => {
    const client = await server.login('user');
    const response = await client.post('/api/v1/authentication/confirm/', { confirm_type: 'relogin' });
    assert.equal(response.status, 200);
  });

  test('access keys: create and delete need a password confirmation; the secret shows once; at most 10', async () => {
    const client = await server.login('user');
    const refused = await client.post('/api/v1/authentication/access-keys/', {});
    assert.equal(refused.status, 412);
    assert.equal(refused.body.code, 'password');
    await client.post('/api/v1/authentication/confirm/', { confirm_type: 'password', secret_key: 'jumpserver' });
    const created = await client.post('/api/v1/authentication/access-keys/', {});
    assert.equal(created.status, 201);
    assert.match(created.body.secret, /^[0-9a-f-]{36}$/);
    const listed = (await client.get('/api/v1/authentication/access-keys/')).body;
    assert.equal(listed.length, 1);
    assert.equal('secret' in listed[0], false);
    for (let index = 1; index < 10; index += 1) assert.equal((await client.post('/api/v1/authentication/access-keys/', {})).status, 201);
    const eleventh = await client.post('/api/v1/authentication/access-keys/', {});
    assert.equal(eleventh.status, 400);
    assert.equal((await client.delete(`/api/v1/authentication/access-keys/${created.body.id}/`)).status, 204);
    const other = await server.login('approver');
    assert.equal((await other.get(`/api/v1/authentication/access-keys/${listed[0].id}/`)).status, 404, 'keys are private to their user');
  });

  test('SECURITY_VIEW_AUTH_NEED_MFA off: no confirmation is asked', async () => {
    const admin = inOrg(await server.login('admin'));
    assert.equal((await admin.patch('/api/v1/settings/setting/?category=security', { SECURITY_VIEW_AUTH_NEED_MFA: false })).status, 200);
    try {
      assert.equal((await admin.get(secretUrl())).status, 200);
    } finally {
      await admin.patch('/api/v1/settings/setting/?category=security', { SECURITY_VIEW_AUTH_NEED_MFA: true });
    }
    assert.equal((await admin.get(secretUrl())).status, 412);
  });

  test('temporary tokens: 36-character secret valid for 5 minutes, expire action', async () => {
    const client = await server.login('user');
    const created = await client.post('/api/v1/authentication/temp-tokens/');
    assert.equal(created.status, 201);
    assert.equal(created.body.secret.length, 36);
    assert.equal(created.body.is_valid, true);
    const expired = await client.patch(`/api/v1/authentication/temp-tokens/${created.body.id}/expire/`);
    assert.equal(expired.body.is_valid, false);
  });
});
