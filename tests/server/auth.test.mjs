// Login, logout, cookies, CSRF and secret decryption, as the console relies on them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createHash, createHmac, createPrivateKey, createPublicKey } from 'node:crypto';
import { encryptSecret, startBackend } from './helpers.mjs';

let server;
before(async () => {
  server = await startBackend();
});
after(() => server.close());

describe('login page', () => {
  test('GET renders a form and sets the session, CSRF, public-key and prefix cookies', async () => {
    const client = server.client();
    const response = await client.get('/core/auth/login/?next=/ui/');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /text\/html/);
    assert.match(response.body, /<form method="post"/);
    assert.match(response.body, /name="csrfmiddlewaretoken"/);
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((line) => line.startsWith('jms_sessionid='));
    assert.ok(session, 'jms_sessionid is set');
    assert.match(session, /HttpOnly/);
    assert.ok(cookies.some((line) => line.startsWith('jms_csrftoken=')));
    assert.ok(cookies.some((line) => line.startsWith('SESSION_COOKIE_NAME_PREFIX=jms_;')));
    const publicKey = cookies.find((line) => line.startsWith('jms_public_key='));
    const quoted = /^jms_public_key="([^"]+)"/.exec(publicKey)?.[1];
    assert.ok(quoted, 'the public key is quoted as Django does');
    const pem = Buffer.from(quoted, 'base64').toString('utf8');
    assert.match(pem, /^-----BEGIN PUBLIC KEY-----/);
    assert.doesNotThrow(() => createPublicKey(pem));
  });

  test('bad credentials re-render the form with an error (200) and no session user', async () => {
    const client = server.client();
    const response = await client.submitLogin('admin', 'wrong-password');
    assert.equal(response.status, 200);
    assert.match(response.body, /role="alert"/);
    assert.match(response.body, /incorrect/);
    assert.equal((await client.get('/api/v1/users/profile/')).status, 401);
  });

  test('success redirects to next, keeping a #/hash route, and sets close expiry marker', async () => {
    const client = server.client();
    const response = await client.submitLogin('admin', 'jumpserver', { next: '/ui/#/console/users/users' });
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), '/ui/#/console/users/users');
    assert.equal(client.cookies.get('jms_session_expire'), 'close');
    assert.equal(client.cookies.get('django_language'), 'en');
    const sessionLine = response.headers.getSetCookie().find((line) => line.startsWith('jms_sessionid='));
    assert.doesNotMatch(sessionLine, /Max-Age/, 'a browser-session cookie without auto_login');
    const profile = await client.get('/api/v1/users/profile/');
    assert.equal(profile.status, 200);
    assert.equal(profile.body.username, 'admin');
  });

  test('auto_login gives the age marker and a persistent session cookie', async () => {
    const client = server.client();
    const response = await client.submitLogin('user', 'jumpserver', { autoLogin: true });
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), '/ui/');
    assert.equal(client.cookies.get('jms_session_expire'), 'age');
    const sessionLine = response.headers.getSetCookie().find((line) => line.startsWith('jms_sessionid='));
    assert.match(sessionLine, /Max-Age=86400/);
  });

  test('an off-site next falls back to /ui/', async () => {
    const client = server.client();
    const response = await client.submitLogin('user', 'jumpserver', { next: '//evil.example/' });
    assert.equal(response.headers.get('location'), '/ui/');
  });

  test('a POST without the CSRF token is refused with 403', async () => {
    const client = server.client();
    const response = await client.submitLogin('admin', 'jumpserver', { csrf: 'forged' });
    assert.equal(response.status, 403);
    assert.match(response.body, /CSRF/);
  });

  test('a login with an encrypted password (jsencrypt + AES-ECB) succeeds', async () => {
    const client = server.client();
    await client.get('/core/auth/login/');
    const secret = encryptSecret('jumpserver', client.cookies.get('jms_public_key'));
    assert.match(secret, /^[^:]+:[^:]+$/);
    const response = await client.submitLogin('auditor', secret);
    assert.equal(response.status, 302);
  });

  test('first-login users are flagged in the profile', async () => {
    const client = await server.login('newcomer');
    const profile = await client.get('/api/v1/users/profile/');
    assert.equal(profile.body.is_first_login, true);
    const admin = await server.login('admin');
    assert.equal((await admin.get('/api/v1/users/profile/')).body.is_first_login, false);
    const patched = await client.patch('/api/v1/users/profile/', { is_first_login: false });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.is_first_login, false);
  });

  test('the login page redirects a signed-in user to next', async () => {
    const client = await server.login('user');
    const response = await client.get('/core/auth/login/?next=/ui/%23/workbench/home');
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), '/ui/#/workbench/home');
  });
});

describe('logout', () => {
  test('clears the session and redirects to the login page with next', async () => {
    const client = await server.login('admin');
    const response = await client.get('/core/auth/logout/?next=/ui/%23/console/dashboard');
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), `/core/auth/login/?next=${encodeURIComponent('/ui/#/console/dashboard')}`);
    assert.equal(client.cookies.has('jms_sessionid'), false);
    assert.equal((await client.get('/api/v1/users/profile/')).status, 401);
  });

  test('without next it goes to the login page', async () => {
    const client = await server.login('admin');
    const response = await client.get('/core/auth/logout/');
    assert.equal(response.headers.get('location'), '/core/auth/login/');
  });
});

describe('API authentication', () => {
  test('anonymous calls get 401 not_authenticated with WWW-Authenticate', async () => {
    const response = await server.client().get('/api/v1/users/users/');
    assert.equal(response.status, 401);
    assert.deepEqual(response.body, { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
    assert.match(response.headers.get('www-authenticate'), /Bearer/);
  });

  test('an unsafe method without X-CSRFToken is treated as anonymous (401)', async () => {
    const client = await server.login('admin');
    const refused = await client.request('POST', '/api/v1/users/groups/', { body: { name: 'csrf-less' }, csrf: false });
    assert.equal(refused.status, 401);
    assert.equal(refused.body.code, 'not_authenticated');
    const forged = await client.request('POST', '/api/v1/users/groups/', { body: { name: 'forged' }, csrf: false, headers: { 'X-CSRFToken': 'nope' } });
    assert.equal(forged.status, 401);
    const accepted = await client.post('/api/v1/users/groups/', { name: 'with-csrf' });
    assert.equal(accepted.status, 201);
  });

  test('a logged-in user without the permission gets 403 permission_denied', async () => {
    const client = await server.login('user');
    const response = await client.get('/api/v1/users/users/');
    assert.equal(response.status, 403);
    assert.equal(response.body.code, 'permission_denied');
  });

  test('the private key behind the cookie decrypts secrets written through the API', async () => {
    const admin = await server.login('admin');
    const secret = encryptSecret('N3w-Passw0rd!', admin.cookies.get('jms_public_key'));
    const created = await admin.post('/api/v1/users/users/', {
      name: 'Encrypted',
      username: 'encrypted',
      email: 'encrypted@example.com',
      password_strategy: 'custom',
      password: secret,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal('password' in created.body, false, 'secrets are never returned');
    const login = await server.client().submitLogin('encrypted', 'N3w-Passw0rd!');
    assert.equal(login.status, 302);
  });

  test('an anonymous page request is sent to the login form with next', async () => {
    const response = await server.client().get('/core/ops/celery/task/00000000-0000-0000-0000-000000000123/log/');
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), `/core/auth/login/?next=${encodeURIComponent('/core/ops/celery/task/00000000-0000-0000-0000-000000000123/log/')}`);
  });

  test('the public key in the cookie is a real 2048-bit RSA key', async () => {
    const client = server.client();
    await client.get('/core/auth/login/');
    const pem = Buffer.from(client.cookies.get('jms_public_key').replaceAll('"', ''), 'base64').toString();
    assert.equal(createPublicKey(pem).asymmetricKeyDetails.modulusLength, 2048);
    assert.throws(() => createPrivateKey(pem));
  });
});

describe('access key signatures', () => {
  /** A script's request signed with an access key, as the httpsig clients JumpServer documents sign it. */
  function signed(key, method, path, { headers = '(request-target) date', secret = key.secret, body } = {}) {
    const date = new Date().toUTCString();
    const digest = body === undefined ? undefined : `SHA-256=${createHash('sha256').update(JSON.stringify(body)).digest('base64')}`;
    const value = { date, digest };
    const lines = headers.split(' ').map((name) => (name === '(request-target)' ? `${name}: ${method.toLowerCase()} ${path}` : `${name}: ${value[name]}`));
    const signature = createHmac('sha256', secret).update(lines.join('\n')).digest('base64');
    return {
      Date: date,
      ...(digest ? { Digest: digest } : {}),
      Authorization: `Signature keyId="${key.id}",algorithm="hmac-sha256",headers="${headers}",signature="${signature}"`,
    };
  }

  test('a request signed with an active key is its user’s, without cookies or CSRF; a bad one is refused', async () => {
    const user = await server.login('user');
    await user.post('/api/v1/authentication/confirm/', { confirm_type: 'password', secret_key: 'jumpserver' });
    const key = (await user.post('/api/v1/authentication/access-keys/', {})).body;
    const script = server.client();
    const path = '/api/v1/users/profile/';
    const profile = await script.get(path, { headers: signed(key, 'GET', path) });
    assert.equal(profile.status, 200);
    assert.equal(profile.body.username, 'user');
    assert.equal(script.cookies.has('jms_sessionid'), false, 'no session is made');
    const phone = { phone: '+86 13800000000' };
    const renamed = await script.request('PATCH', path, { body: phone, headers: signed(key, 'PATCH', path, { headers: '(request-target) date digest', body: phone }) });
    assert.equal(renamed.status, 200, 'no CSRF token for a signed request');
    assert.ok((await user.get('/api/v1/authentication/access-keys/')).body[0].date_last_used, 'the key says when it was last used');

    const wrongSecret = await script.get(path, { headers: signed(key, 'GET', path, { secret: 'not the secret' }) });
    assert.deepEqual([wrongSecret.status, wrongSecret.body], [401, { detail: 'Bad signature', code: 'authentication_failed' }]);
    const otherPath = await script.get('/api/v1/users/users/', { headers: signed(key, 'GET', path) });
    assert.equal(otherPath.status, 401, 'the signature covers the path');
    const withoutDate = await script.get(path, { headers: signed(key, 'GET', path, { headers: '(request-target)' }) });
    assert.equal(withoutDate.status, 401, 'the date must be signed');

    await user.patch(`/api/v1/authentication/access-keys/${key.id}/`, { ip_group: ['10.0.0.0/8'] });
    assert.deepEqual((await script.get(path, { headers: signed(key, 'GET', path) })).body, { detail: 'Bad API key', code: 'authentication_failed' }, 'outside the key’s IP group');
    await user.patch(`/api/v1/authentication/access-keys/${key.id}/`, { ip_group: ['127.0.0.1'], is_active: false });
    assert.equal((await script.get(path, { headers: signed(key, 'GET', path) })).status, 401, 'an inactive key');
    await user.patch(`/api/v1/authentication/access-keys/${key.id}/`, { is_active: true });
    assert.equal((await script.get(path, { headers: signed(key, 'GET', path) })).status, 200, 'from an address of its group');
  });
});
