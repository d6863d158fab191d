// The profile's key reset and its WeCom / DingTalk / FeiShu bindings, as
// JumpServer answers them: a new key pair whose private half is the download
// and whose public half is the user's key; an unbind that clears the id, or
// says the user was not bound; a bind page that links back on this site only.
import assert from 'node:assert/strict';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { parseSshPublicKey } from '../../server/auth/ssh-public-key.mjs';
import { storeUserColumn, withBackendDatabase } from '../helpers/backend-data.mjs';
import { startBackend } from './helpers.mjs';

let server;
let admin;
before(async () => {
  server = await startBackend({ readers: 0 });
  admin = await server.login('admin');
});
after(() => server.close());

const bindDirectly = (username, column, value) => storeUserColumn(server.dataDir, username, column, value);

const userNamed = async (username) => (await admin.get(`/api/v1/users/users/?username=${username}`)).body[0];

describe('public key reset', () => {
  test('answers a new private key as <username>-jumpserver.pem and keeps its public half as the user’s key', async () => {
    await admin.patch('/api/v1/settings/setting/?category=terminal', { TERMINAL_PUBLIC_KEY_AUTH: true });
    const user = await server.login('user');
    const before = (await user.get('/api/v1/users/profile/')).body.public_key_hash_md5;
    const { status, headers, body } = await user.get('/core/auth/profile/pubkey/generate/');
    assert.equal(status, 200);
    assert.equal(headers.get('content-type'), 'text/plain');
    assert.equal(headers.get('content-disposition'), 'attachment; filename=user-jumpserver.pem');
    assert.match(body, /^-----BEGIN RSA PRIVATE KEY-----\n/);
    const privateKey = createPrivateKey(body);
    assert.equal(privateKey.asymmetricKeyDetails?.modulusLength, 2048);

    const profile = (await user.get('/api/v1/users/profile/')).body;
    assert.equal(profile.public_key_comment, 'user@jumpserver');
    assert.notEqual(profile.public_key_hash_md5, before);
    // The stored line is the downloaded key's public half.
    const line = withBackendDatabase(server.dataDir, (db) => db.prepare('SELECT public_key FROM users WHERE username = ?').get('user').public_key, { readonly: true });
    const parsed = parseSshPublicKey(line);
    const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
    assert.ok(parsed?.blob.includes(Buffer.from(jwk.n, 'base64url')), 'the stored key holds the private key’s modulus');
  });

  test('sends a signed-out visitor to the login page', async () => {
    const { status, headers } = await server.client().get('/core/auth/profile/pubkey/generate/');
    assert.equal(status, 302);
    assert.equal(headers.get('location'), `/core/auth/login/?next=${encodeURIComponent('/core/auth/profile/pubkey/generate/')}`);
  });
});

describe('WeCom, DingTalk, FeiShu', () => {
  test('the user API shows each id read-only', async () => {
    bindDirectly('user', 'feishu_id', 'ou_feishu_1');
    const user = await userNamed('user');
    assert.equal(user.feishu_id, 'ou_feishu_1');
    assert.equal(user.wecom_id, null);
    const fields = (await admin.options('/api/v1/users/users/')).body.actions.POST;
    assert.equal(fields.wecom_id.read_only, true);
  });

  test('unbinding asks for a relogin confirmation first, as the security setting does by default', async () => {
    bindDirectly('user', 'dingtalk_id', 'ding-7');
    const user = await server.login('user');
    const refused = await user.post('/api/v1/authentication/dingtalk/qr/unbind/');
    assert.equal(refused.status, 412);
    assert.deepEqual(refused.body, { type: 'user_confirm_required', code: 'relogin', detail: 'This action require confirm current user' });
    assert.equal((await userNamed('user')).dingtalk_id, 'ding-7');
  });

  test('once confirmed, unbinding clears the id and answers an empty 200; a second unbind is the not-bound error', async () => {
    bindDirectly('user', 'wecom_id', 'wecom-42');
    const user = await server.login('user');
    assert.equal((await user.post('/api/v1/authentication/confirm/', { confirm_type: 'relogin' })).status, 200);
    const first = await user.post('/api/v1/authentication/wecom/qr/unbind/');
    assert.equal(first.status, 200);
    assert.equal(first.body, '');
    assert.equal((await userNamed('user')).wecom_id, null);
    const again = await user.post('/api/v1/authentication/wecom/qr/unbind/');
    assert.equal(again.status, 400);
    assert.deepEqual(again.body, { detail: 'WeCom is not bound', code: 'wecom_not_bound' });
  });

  test('the bind page says the service is out of reach and links back to a path on this site, never elsewhere', async () => {
    const user = await server.login('user');
    const page = await user.get(`/core/auth/feishu/qr/bind/?redirect_url=${encodeURIComponent('/ui/#/profile/info')}`);
    assert.equal(page.status, 200);
    assert.match(page.body, /cannot be reached from the development backend/);
    assert.match(page.body, /href="\/ui\/#\/profile\/info"/);
    const away = await user.get(`/core/auth/feishu/qr/bind/?redirect_url=${encodeURIComponent('//evil.example/')}`);
    assert.doesNotMatch(away.body, /evil\.example/);
    assert.match(away.body, /href="\/ui\/"/);
  });
});
