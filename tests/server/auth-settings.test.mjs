// The OAuth2 and passkey settings (GET/PATCH/OPTIONS ?category=oauth2|passkey)
// as JumpServer v3.8.2's serializers answer them: the official console's forms
// and ours are built from these answers.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backendWithAdmin } from './helpers.mjs';

const OAUTH2_URL = '/api/v1/settings/setting/?category=oauth2';
const PASSKEY_URL = '/api/v1/settings/setting/?category=passkey';

const backend = backendWithAdmin();
/** A signed-in user who is no administrator. */
const plainUser = async () => backend.server.login('user');

test("oauth2: every key of v3.8.2's serializer, in its order, the secret never read back", async () => {
  const { status, body } = await backend.admin.get(OAUTH2_URL);
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body), [
    'AUTH_OAUTH2',
    'AUTH_OAUTH2_LOGO_PATH',
    'AUTH_OAUTH2_PROVIDER',
    'AUTH_OAUTH2_CLIENT_ID',
    'AUTH_OAUTH2_SCOPE',
    'AUTH_OAUTH2_PROVIDER_AUTHORIZATION_ENDPOINT',
    'AUTH_OAUTH2_ACCESS_TOKEN_ENDPOINT',
    'AUTH_OAUTH2_ACCESS_TOKEN_METHOD',
    'AUTH_OAUTH2_PROVIDER_USERINFO_ENDPOINT',
    'AUTH_OAUTH2_PROVIDER_END_SESSION_ENDPOINT',
    'AUTH_OAUTH2_LOGOUT_COMPLETELY',
    'AUTH_OAUTH2_USER_ATTR_MAP',
    'AUTH_OAUTH2_ALWAYS_UPDATE_USER',
  ]);
  assert.equal(body.AUTH_OAUTH2_ACCESS_TOKEN_METHOD, 'GET');
  assert.deepEqual(body.AUTH_OAUTH2_USER_ATTR_MAP, { name: 'name', username: 'username', email: 'email' });
});

test('oauth2: its metadata tells the form the token method choices and what is required', async () => {
  const fields = (await backend.admin.options(OAUTH2_URL)).body.actions.PUT;
  assert.deepEqual(
    fields.AUTH_OAUTH2_ACCESS_TOKEN_METHOD.choices.map((choice) => choice.value),
    ['GET', 'POST'],
  );
  assert.equal(fields.AUTH_OAUTH2_PROVIDER.max_length, 16);
  assert.equal(fields.AUTH_OAUTH2_USER_ATTR_MAP.required, true);
  assert.equal(fields.AUTH_OAUTH2_CLIENT_SECRET.write_only, true);
  assert.equal(fields.AUTH_OAUTH2_LOGO_PATH.read_only, true);
});

test('oauth2: a PATCH stores what it sends and refuses what v3.8.2 refuses', async () => {
  const saved = await backend.admin.patch(OAUTH2_URL, {
    AUTH_OAUTH2: true,
    AUTH_OAUTH2_PROVIDER: 'GitLab',
    AUTH_OAUTH2_SCOPE: 'read_user',
    AUTH_OAUTH2_ACCESS_TOKEN_METHOD: 'POST',
    AUTH_OAUTH2_CLIENT_SECRET: 'not-read-back',
    AUTH_OAUTH2_LOGOUT_COMPLETELY: false,
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const read = (await backend.admin.get(OAUTH2_URL)).body;
  assert.equal(read.AUTH_OAUTH2, true);
  assert.equal(read.AUTH_OAUTH2_PROVIDER, 'GitLab');
  assert.equal(read.AUTH_OAUTH2_SCOPE, 'read_user');
  assert.equal(read.AUTH_OAUTH2_ACCESS_TOKEN_METHOD, 'POST');
  assert.equal(read.AUTH_OAUTH2_LOGOUT_COMPLETELY, false);
  assert.ok(!('AUTH_OAUTH2_CLIENT_SECRET' in read));
  assert.equal((await backend.admin.get('/api/v1/settings/setting/?category=auth')).body.AUTH_OAUTH2, true, 'the authentication page sees it enabled');

  const refused = await backend.admin.patch(OAUTH2_URL, { AUTH_OAUTH2_PROVIDER: 'a provider name too long', AUTH_OAUTH2_ACCESS_TOKEN_METHOD: 'PUT' });
  assert.equal(refused.status, 400);
  assert.deepEqual(Object.keys(refused.body).sort(), ['AUTH_OAUTH2_ACCESS_TOKEN_METHOD', 'AUTH_OAUTH2_PROVIDER']);
  assert.equal((await backend.admin.get(OAUTH2_URL)).body.AUTH_OAUTH2_PROVIDER, 'GitLab', 'nothing of a refused PATCH is kept');
  assert.equal((await (await plainUser()).patch(OAUTH2_URL, { AUTH_OAUTH2: false })).status, 403);
});

test('passkey: its three keys, a superuser alone reads or changes them, the server name required', async () => {
  assert.deepEqual((await backend.admin.get(PASSKEY_URL)).body, { AUTH_PASSKEY: false, FIDO_SERVER_ID: '', FIDO_SERVER_NAME: 'JumpServer' });
  const saved = await backend.admin.patch(PASSKEY_URL, { AUTH_PASSKEY: true, FIDO_SERVER_ID: 'jumpserver.example.com' });
  assert.equal(saved.status, 200);
  assert.deepEqual((await backend.admin.get(PASSKEY_URL)).body, { AUTH_PASSKEY: true, FIDO_SERVER_ID: 'jumpserver.example.com', FIDO_SERVER_NAME: 'JumpServer' });
  assert.equal((await backend.admin.get('/api/v1/settings/setting/?category=auth')).body.AUTH_PASSKEY, true);
  assert.equal((await backend.admin.patch(PASSKEY_URL, { FIDO_SERVER_NAME: '' })).status, 400);
  assert.equal((await (await plainUser()).get(PASSKEY_URL)).status, 403);
});
