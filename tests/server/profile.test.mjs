// The user's own pages against the backend: the profile and its forms' metadata,
// password and SSH key, client preferences, connection and temporary tokens,
// passkeys, MFA forced by the security settings, and the OTP binding pages.
import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { totp } from '../../server/auth/totp.mjs';
import { encryptSecret, startBackend } from './helpers.mjs';

let server;
let admin;
before(async () => {
  server = await startBackend({ readers: 1 });
  admin = await server.login('admin');
});
after(() => server.close());

const setSecurity = (values) => admin.patch('/api/v1/settings/setting/?category=security', values);

/** A user of their own for a test that changes them (the demo users are shared). */
async function newUser(username, extra = {}) {
  const made = await admin.post('/api/v1/users/users/', {
    username,
    name: username,
    email: `${username}@example.com`,
    password_strategy: 'custom',
    password: 'Secret-123',
    ...extra,
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  return { id: made.body.id, client: await server.login(username, 'Secret-123') };
}

describe('profile', () => {
  test('OPTIONS describes the profile: the user’s own fields writable, the rest read-only', async () => {
    const user = await server.login('user');
    const { status, body } = await user.options('/api/v1/users/profile/');
    assert.equal(status, 200);
    assert.deepEqual(Object.keys(body.actions), ['PUT', 'PATCH', 'GET']);
    const fields = body.actions.PATCH;
    for (const name of ['phone', 'wechat', 'public_key', 'mfa_level', 'is_first_login']) assert.equal(fields[name].read_only, false, name);
    for (const name of ['username', 'name', 'email', 'source']) assert.equal(fields[name].read_only, true, name);
    assert.deepEqual(
      fields.mfa_level.choices.map((choice) => choice.value),
      [0, 1, 2],
    );
  });

  test('the first-login flag, phone and wechat are saved by PATCH and an empty key leaves the stored one', async () => {
    const { client } = await newUser('first-patch');
    assert.equal((await client.get('/api/v1/users/profile/')).body.is_first_login, true);
    const patched = await client.patch('/api/v1/users/profile/', { is_first_login: false, phone: '+86 13800000000', wechat: 'me', public_key: '', mfa_level: 1 });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    const again = (await client.get('/api/v1/users/profile/')).body;
    assert.equal(again.is_first_login, false);
    assert.deepEqual(again.phone, { code: '+86', phone: 13800000000 }, 'PhoneField: stored whole, shown split');
    assert.equal(again.wechat, 'me');
    assert.deepEqual(again.mfa_level, { value: 1, label: 'Enable' });
    assert.equal(again.public_key_hash_md5, '');
  });

  test('a bad SSH key is refused; a good one shows its comment and fingerprint', async () => {
    const { client } = await newUser('key-owner');
    const bad = await client.put('/api/v1/users/profile/public-key/', { public_key: 'ssh-rsa bm90IGEga2V5' });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, { public_key: ['Not a valid ssh public key'] });
    const blob = Buffer.concat([Buffer.from([0, 0, 0, 11]), Buffer.from('ssh-ed25519'), Buffer.from([0, 0, 0, 32]), randomBytes(32)]);
    const good = await client.put('/api/v1/users/profile/public-key/', { public_key: `ssh-ed25519 ${blob.toString('base64')} me@laptop` });
    assert.equal(good.status, 200);
    const md5 = createHash('md5').update(blob).digest('hex').match(/../g).join(':');
    assert.deepEqual(good.body, { public_key_comment: 'me@laptop', public_key_hash_md5: `MD5:${md5}` });
    assert.equal((await client.get('/api/v1/users/profile/')).body.public_key_comment, 'me@laptop');
    const meta = await client.options('/api/v1/users/profile/public-key/');
    assert.equal(meta.body.actions.PUT.public_key.required, true);
  });

  test('the password changes with the three fields encrypted; the old one must be right and the new one follow the rules', async () => {
    const { client } = await newUser('changer');
    const key = client.cookies.get('jms_public_key');
    const body = (old, next, again = next) => ({
      old_password: encryptSecret(old, key),
      new_password: encryptSecret(next, key),
      new_password_again: encryptSecret(again, key),
    });
    const wrong = await client.put('/api/v1/users/profile/password/', body('nope', 'Better-456'));
    assert.deepEqual(wrong.body, { old_password: ['The old password is incorrect'] });
    const short = await client.put('/api/v1/users/profile/password/', body('Secret-123', 'abc'));
    assert.deepEqual(short.body, { new_password: ['Password does not match security rules'] });
    const mismatch = await client.put('/api/v1/users/profile/password/', body('Secret-123', 'Better-456', 'Better-789'));
    assert.deepEqual(mismatch.body, { new_password_again: ['The newly set password is inconsistent'] });
    const done = await client.put('/api/v1/users/profile/password/', body('Secret-123', 'Better-456'));
    assert.equal(done.status, 200);
    assert.deepEqual(done.body, {});
    assert.equal((await server.client().submitLogin('changer', 'Better-456')).status, 302);
    const meta = await client.options('/api/v1/users/profile/password/');
    assert.deepEqual(Object.keys(meta.body.actions.PUT), ['old_password', 'new_password', 'new_password_again']);
    assert.deepEqual((await client.get('/api/v1/users/profile/password/')).body, {});
  });
});

describe('MFA forced by the security settings', () => {
  after(() => setSecurity({ SECURITY_MFA_AUTH: 0 }));

  test('1 forces it on everyone, 2 on administrators only, and a forced user’s level stays 2', async () => {
    const user = await server.login('user');
    const forced = async (client) => (await client.get('/api/v1/users/profile/')).body.mfa_force_enabled;
    assert.equal(await forced(user), false);
    await setSecurity({ SECURITY_MFA_AUTH: 1 });
    assert.equal(await forced(user), true);
    assert.equal((await user.get('/api/v1/users/profile/')).body.mfa_enabled, true);
    await setSecurity({ SECURITY_MFA_AUTH: 2 });
    assert.equal(await forced(user), false);
    assert.equal(await forced(admin), true);
    assert.equal(await forced(await server.login('orgadmin')), true);
    const saved = await admin.patch('/api/v1/users/profile/', { mfa_level: 0 });
    assert.equal(saved.body.mfa_level.value, 2);
  });
});

describe('preferences', () => {
  test('each category answers its defaults, grouped as the serializers nest them', async () => {
    const user = await server.login('auditor');
    const luna = await user.get('/api/v1/users/preference/?category=luna');
    assert.deepEqual(luna.body, {
      basic: { is_async_asset_tree: true },
      graphics: { rdp_resolution: 'auto', keyboard_layout: 'en-us-qwerty', rdp_client_option: ['full_screen'], applet_connection_method: 'web' },
      command_line: { character_terminal_font_size: 14, is_backspace_as_ctrl_h: false, is_right_click_quickly_paste: false },
    });
    assert.deepEqual((await user.get('/api/v1/users/preference/?category=koko')).body, { basic: { file_name_conflict_resolution: 'replace', terminal_theme_name: 'Default' } });
    assert.deepEqual((await user.get('/api/v1/users/preference/?category=lina')).body, { basic: { has_secret_key: false } });
    const unknown = await user.get('/api/v1/users/preference/?category=other');
    assert.equal(unknown.status, 403);
    assert.equal(unknown.body.detail, 'category is invalid');
  });

  test('OPTIONS gives each group with its children, in the request’s language', async () => {
    const user = await server.login('auditor');
    user.cookies.set('django_language', 'zh-hans');
    const { body } = await user.options('/api/v1/users/preference/?category=luna');
    const graphics = body.actions.PATCH.graphics;
    assert.equal(graphics.type, 'nested object');
    assert.equal(graphics.label, '图形化');
    assert.equal(graphics.children.rdp_resolution.default, 'auto');
    assert.deepEqual(
      graphics.children.rdp_client_option.choices.map((choice) => choice.value),
      ['full_screen', 'multi_screen', 'drives_redirect'],
    );
    assert.equal((await user.options('/api/v1/users/preference/?category=nope')).status, 403);
  });

  test('PATCH keeps what it is not given, per user; bad values are refused by field', async () => {
    const auditor = await server.login('auditor');
    const patched = await auditor.patch('/api/v1/users/preference/?category=luna', { graphics: { rdp_resolution: '1920x1080' } });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.graphics.rdp_resolution, '1920x1080');
    assert.equal(patched.body.graphics.keyboard_layout, 'en-us-qwerty');
    assert.equal((await auditor.get('/api/v1/users/preference/?category=luna')).body.graphics.rdp_resolution, '1920x1080');
    assert.equal((await (await server.login('approver')).get('/api/v1/users/preference/?category=luna')).body.graphics.rdp_resolution, 'auto');
    const bad = await auditor.patch('/api/v1/users/preference/?category=luna', { command_line: { character_terminal_font_size: 0 } });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, { command_line: { character_terminal_font_size: ['Ensure this value is greater than or equal to 1.'] } });
  });

  test('lina’s file encryption password is kept only when typed twice alike, and never shown', async () => {
    const auditor = await server.login('auditor');
    const key = auditor.cookies.get('jms_public_key');
    const mismatch = await auditor.patch('/api/v1/users/preference/?category=lina', { basic: { secret_key: encryptSecret('abcdefgh', key), secret_key_again: 'abcdefgx' } });
    assert.deepEqual(mismatch.body, { basic: { secret_key_again: ['The newly set password is inconsistent'] } });
    const saved = await auditor.patch('/api/v1/users/preference/?category=lina', {
      basic: { secret_key: encryptSecret('abcdefgh', key), secret_key_again: encryptSecret('abcdefgh', key) },
    });
    assert.deepEqual(saved.body, { basic: { has_secret_key: true } });
  });
});

describe('connection tokens', () => {
  let assetId;
  before(async () => {
    assetId = (await admin.get('/api/v1/assets/assets/?limit=1')).body.results[0].id;
  });
  after(() => admin.patch('/api/v1/settings/setting/?category=other', { CONNECTION_TOKEN_REUSABLE: false }));

  test('a user lists only their own tokens not expired yet; expire answers 204 and ends it', async () => {
    const user = await server.login('user');
    const made = await user.post('/api/v1/authentication/connection-token/', { asset: assetId, account: 'root', protocol: 'ssh' });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const list = await user.get('/api/v1/authentication/connection-token/?limit=10');
    assert.ok(list.body.results.some((token) => token.id === made.body.id));
    assert.ok(list.body.results[0].expire_time > 250);
    const other = await (await server.login('approver')).get('/api/v1/authentication/connection-token/?limit=10');
    assert.ok(!other.body.results.some((token) => token.id === made.body.id));
    const expired = await user.patch(`/api/v1/authentication/connection-token/${made.body.id}/expire/`);
    assert.equal(expired.status, 204);
    assert.ok(!(await user.get('/api/v1/authentication/connection-token/?limit=10')).body.results.some((token) => token.id === made.body.id));
    assert.equal((await user.delete(`/api/v1/authentication/connection-token/${made.body.id}/`)).status, 405);
  });

  test('reuse needs the global setting, then keeps the token a day', async () => {
    const user = await server.login('user');
    const made = await user.post('/api/v1/authentication/connection-token/', { asset: assetId, account: 'root', protocol: 'ssh' });
    const refused = await user.patch(`/api/v1/authentication/connection-token/${made.body.id}/reuse/`, { is_reusable: true });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body, ['Reusable connection token is not allowed, global setting not enabled']);
    await admin.patch('/api/v1/settings/setting/?category=other', { CONNECTION_TOKEN_REUSABLE: true });
    const reused = await user.patch(`/api/v1/authentication/connection-token/${made.body.id}/reuse/`, { is_reusable: true });
    assert.equal(reused.status, 200);
    assert.deepEqual(Object.keys(reused.body), ['id', 'date_expired', 'is_reusable']);
    assert.equal(reused.body.is_reusable, true);
    const listed = (await user.get(`/api/v1/authentication/connection-token/${made.body.id}/`)).body;
    assert.ok(listed.expire_time > 23 * 3600);
  });
});

describe('temporary tokens', () => {
  test('a new token has a 36-character secret valid for five minutes; expire ends it', async () => {
    const user = await server.login('user');
    const made = await user.post('/api/v1/authentication/temp-tokens/');
    assert.equal(made.status, 201);
    assert.equal(made.body.secret.length, 36);
    assert.equal(made.body.is_valid, true);
    const seconds =
      (Date.parse(
        made.body.date_expired
          .replace(/\//g, '-')
          .replace(' ', 'T')
          .replace(/ ([+-]\d\d)(\d\d)$/, '$1:$2'),
      ) -
        Date.now()) /
      1000;
    assert.ok(seconds > 280 && seconds <= 300, `valid for ${seconds} s`);
    const list = await user.get('/api/v1/authentication/temp-tokens/?limit=10');
    assert.equal(list.body.results[0].id, made.body.id);
    assert.equal(list.body.results[0].username, 'user');
    const expired = await user.patch(`/api/v1/authentication/temp-tokens/${made.body.id}/expire/`);
    assert.equal(expired.body.is_valid, false);
    assert.equal((await (await server.login('approver')).get('/api/v1/authentication/temp-tokens/?limit=10')).body.count, 0);
  });
});

/** Just enough CBOR (RFC 8949) to write an attestation object and a COSE key. */
function cbor(value) {
  const head = (major, n) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const buffer = Buffer.alloc(3);
    buffer[0] = (major << 5) | 25;
    buffer.writeUInt16BE(n, 1);
    return buffer;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

/** What a browser's authenticator answers to the options: a P-256 credential with "none" attestation. */
function makeCredential(options, origin, { challenge = options.publicKey.challenge } = {}) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = cbor(
    new Map([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x, 'base64url')],
      [-3, Buffer.from(jwk.y, 'base64url')],
    ]),
  );
  const credentialId = randomBytes(16);
  const authData = Buffer.concat([
    createHash('sha256').update(options.publicKey.rp.id).digest(),
    Buffer.from([0x45]),
    Buffer.alloc(4),
    Buffer.alloc(16),
    Buffer.from([0, credentialId.length]),
    credentialId,
    coseKey,
  ]);
  const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge, origin }));
  const id = credentialId.toString('base64url');
  return {
    id,
    rawId: id,
    type: 'public-key',
    response: { clientDataJSON: clientData.toString('base64url'), attestationObject: cbor({ fmt: 'none', attStmt: {}, authData }).toString('base64url') },
  };
}

describe('passkeys', () => {
  test('registering needs the password confirmed, then takes a "none" attestation for the challenge it gave', async () => {
    const { client } = await newUser('passkey-owner');
    const first = await client.get('/api/v1/authentication/passkeys/register/?name=Laptop');
    assert.equal(first.status, 412);
    assert.equal((await client.post('/api/v1/authentication/confirm/', { confirm_type: 'password', secret_key: 'Secret-123' })).status, 200);
    const { status, body: options } = await client.get('/api/v1/authentication/passkeys/register/?name=Laptop');
    assert.equal(status, 200);
    assert.equal(options.publicKey.rp.id, '127.0.0.1');
    assert.equal(options.publicKey.user.name, 'passkey-owner(Laptop)');
    assert.deepEqual(options.publicKey.excludeCredentials, []);

    const forged = await client.post('/api/v1/authentication/passkeys/register/', { ...makeCredential(options, server.origin, { challenge: 'another' }), key_name: 'Laptop' });
    assert.equal(forged.status, 400);
    assert.deepEqual(forged.body, ['Wrong challenge in response']);
    const stale = await client.post('/api/v1/authentication/passkeys/register/', { ...makeCredential(options, server.origin), key_name: 'Laptop' });
    assert.deepEqual(stale.body, ['No state found'], 'a challenge serves one answer');

    const fresh = (await client.get('/api/v1/authentication/passkeys/register/?name=Laptop')).body;
    const credential = makeCredential(fresh, server.origin);
    const registered = await client.post('/api/v1/authentication/passkeys/register/', { ...credential, key_name: 'Laptop' });
    assert.equal(registered.status, 200, JSON.stringify(registered.body));
    assert.equal(registered.body.name, 'Laptop');

    const list = await client.get('/api/v1/authentication/passkeys/?limit=10');
    assert.equal(list.body.count, 1);
    const [key] = list.body.results;
    assert.deepEqual(Object.keys(key).sort(), ['created_by', 'date_created', 'date_last_used', 'date_updated', 'id', 'is_active', 'name', 'platform']);
    assert.equal((await client.get('/api/v1/authentication/passkeys/register/?name=Phone')).body.publicKey.excludeCredentials[0].id, credential.id);
    const off = await client.patch(`/api/v1/authentication/passkeys/${key.id}/`, { is_active: false, name: 'renamed' });
    assert.equal(off.body.is_active, false);
    assert.equal(off.body.name, 'Laptop', 'the name is read-only');
    assert.equal((await client.delete(`/api/v1/authentication/passkeys/${key.id}/`)).status, 204);
    assert.equal((await client.get('/api/v1/authentication/passkeys/?limit=10')).body.count, 0);
  });

  test('only local users register passkeys', async () => {
    const { id, client } = await newUser('ldap-person');
    await admin.patch(`/api/v1/users/users/${id}/`, { source: 'ldap' });
    await client.post('/api/v1/authentication/confirm/', { confirm_type: 'password', secret_key: 'Secret-123' });
    const refused = await client.get('/api/v1/authentication/passkeys/register/?name=Key');
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body, { error: 'Only register passkey for local user' });
  });
});

describe('OTP binding pages', () => {
  const next = '/ui/#/profile/improvement';
  const bindUrl = (target) => `/core/auth/profile/otp/enable/bind/?next=${encodeURIComponent(target)}`;
  const submit = (client, page, code, target = next) =>
    client.request('POST', bindUrl(target), {
      raw: new URLSearchParams({ csrfmiddlewaretoken: /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(page.body)[1], otp_code: code }).toString(),
      type: 'application/x-www-form-urlencoded',
      csrf: false,
    });

  test('the pages lead to the binding page with next, and send a stranger to the login page', async () => {
    const { client } = await newUser('otp-walker');
    const start = await client.get(`/core/auth/profile/otp/enable/start/?next=${encodeURIComponent(next)}`);
    assert.equal(start.status, 200);
    assert.ok(start.body.includes(`/core/auth/profile/otp/enable/install-app/?next=${encodeURIComponent(next)}`));
    const install = await client.get(`/core/auth/profile/otp/enable/install-app/?next=${encodeURIComponent(next)}`);
    assert.ok(install.body.includes(bindUrl(next).replaceAll('&', '&amp;')));
    const stranger = await server.client().get('/core/auth/profile/otp/enable/start/');
    assert.equal(stranger.status, 302);
    assert.match(stranger.headers.get('location'), /^\/core\/auth\/login\/\?next=/);
  });

  test('binding takes a real code for the secret shown, refuses a wrong one, then returns to next', async () => {
    const { client } = await newUser('otp-binder');
    const page = await client.get(bindUrl(next));
    const secret = /data-otp-secret>([A-Z2-7]{16})</.exec(page.body)[1];
    assert.ok(page.body.includes(`otpauth://totp/JumpServer:otp-binder?secret=${secret}&amp;issuer=JumpServer`));
    assert.match(page.body, /data-otp-qr><svg [^>]*viewBox="0 0 \d+ \d+"><rect fill="white"/, 'a QR code a phone scans');
    const wrong = await submit(client, page, totp(secret, Date.now() + 10 * 60_000));
    assert.equal(wrong.status, 400);
    assert.ok(wrong.body.includes('OTP code invalid, or server time error'));
    assert.equal((await client.get('/api/v1/users/profile/')).body.is_otp_secret_key_bound, false);
    const bound = await submit(client, page, totp(secret));
    assert.equal(bound.status, 302);
    assert.equal(bound.headers.get('location'), next);
    assert.equal((await client.get('/api/v1/users/profile/')).body.is_otp_secret_key_bound, true);
    const again = await client.get(bindUrl(next));
    assert.ok(again.body.includes('MFA already bound, disable first, then bound'));
  });

  test('a next that leaves the site is neither passed on nor followed', async () => {
    const { client } = await newUser('otp-wary');
    for (const target of ['https://evil.example/', '//evil.example/', '/\t/evil.example/']) {
      const start = await client.get(`/core/auth/profile/otp/enable/start/?next=${encodeURIComponent(target)}`);
      assert.ok(!start.body.includes('evil.example'), target);
    }
    const page = await client.get(bindUrl('https://evil.example/'));
    const secret = /data-otp-secret>([A-Z2-7]{16})</.exec(page.body)[1];
    const bound = await submit(client, page, totp(secret), 'https://evil.example/');
    assert.equal(bound.status, 200);
    assert.ok(bound.body.includes('OTP enable success'));
    assert.equal(bound.headers.get('location'), null);
  });

  test('a form without its token changes nothing', async () => {
    const { client } = await newUser('otp-forged');
    const page = await client.get(bindUrl(next));
    const secret = /data-otp-secret>([A-Z2-7]{16})</.exec(page.body)[1];
    const forged = await client.request('POST', bindUrl(next), { raw: `otp_code=${totp(secret)}`, type: 'application/x-www-form-urlencoded', csrf: false });
    assert.equal(forged.status, 403);
    assert.equal((await client.get('/api/v1/users/profile/')).body.is_otp_secret_key_bound, false);
  });
});

test('a user changes how their own messages reach them, which the profile then says; another user’s subscription is not theirs', async () => {
  const me = await server.login('user');
  const profile = (await me.get('/api/v1/users/profile/')).body;
  assert.deepEqual((await me.get('/api/v1/notifications/user-msg-subscription/')).body, [{ user_id: profile.id, receive_backends: profile.receive_backends }]);
  const changed = await me.patch(`/api/v1/notifications/user-msg-subscription/${profile.id}/`, { receive_backends: ['site_msg', 'unknown'] });
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  assert.deepEqual(changed.body, { user_id: profile.id, receive_backends: ['site_msg'] }, 'a backend the server does not know is left out');
  assert.deepEqual((await me.get('/api/v1/users/profile/')).body.receive_backends, ['site_msg']);
  assert.equal((await me.patch(`/api/v1/notifications/user-msg-subscription/${profile.id}/`, { receive_backends: 'email' })).status, 400);
  const adminId = (await admin.get('/api/v1/users/profile/')).body.id;
  assert.equal((await me.get(`/api/v1/notifications/user-msg-subscription/${adminId}/`)).status, 404);
  assert.equal((await me.patch(`/api/v1/notifications/user-msg-subscription/${adminId}/`, { receive_backends: [] })).status, 404);
  await me.patch(`/api/v1/notifications/user-msg-subscription/${profile.id}/`, { receive_backends: profile.receive_backends });
});
