// The token API's MFA step with every method this backend offers, as JumpServer
// v3.8–3.10 answers it: the choices of mfa_required, the SMS code sent by
// mfa/send-code/ (to the delivery the backend is given, never in an answer),
// its resend wait, and the challenge that spends it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { totp } from '../../server/auth/totp.mjs';
import { DEMO_OTP_SECRET } from '../../server/seed/identity.mjs';
import { startBackend } from './helpers.mjs';

const TOKEN_URL = '/api/v1/authentication/auth/';
const SEND_CODE_URL = '/api/v1/authentication/mfa/send-code/';
const CHALLENGE_URL = '/api/v1/authentication/mfa/challenge/';
const PHONE = '+8613800138000';

let server;
let admin;
/** The codes the backend "sent", as a phone would receive them. */
const sent = [];
before(async () => {
  server = await startBackend({ deliverVerifyCode: (message) => sent.push(message) });
  admin = await server.login('admin');
  assert.equal((await admin.patch('/api/v1/settings/setting/?category=sms', { SMS_ENABLED: true })).status, 200);
  const [alice] = (await admin.get('/api/v1/users/users/?username=alice')).body;
  assert.equal((await admin.patch(`/api/v1/users/users/${alice.id}/`, { phone: PHONE })).status, 200);
});
after(() => server.close());

/** A fresh client past the password of alice, at her MFA step. */
async function atMfaStep() {
  const client = server.client();
  const answer = await client.post(TOKEN_URL, { username: 'alice', password: 'jumpserver' });
  assert.equal(answer.status, 200);
  assert.equal(answer.body.error, 'mfa_required');
  return { client, answer };
}

describe('the MFA step of the token API', () => {
  test('lists every method the user can answer, in JumpServer’s order', async () => {
    const { answer } = await atMfaStep();
    assert.deepEqual(answer.body.data, { choices: ['otp', 'sms'], url: CHALLENGE_URL });
  });

  test('an SMS code: sent once per validity, never in the answer, wrong then right, then the token', async () => {
    const { client } = await atMfaStep();
    const before = sent.length;
    const send = await client.post(SEND_CODE_URL, { type: 'sms', username: 'alice' });
    assert.equal(send.status, 201);
    assert.deepEqual(send.body, { type: 'sms', username: 'alice' });
    assert.equal(sent.length, before + 1);
    const { code, phone, username } = sent.at(-1);
    assert.deepEqual([phone, username], [PHONE, 'alice']);
    assert.match(code, /^\d{4,}$/);
    assert.ok(!JSON.stringify(send.body).includes(code));

    const again = await client.post('/api/v1/authentication/mfa/select/', { type: 'sms', username: 'alice' });
    assert.equal(again.status, 400);
    assert.match(again.body.detail, /^Please wait \d+ seconds before sending$/);
    assert.equal(sent.length, before + 1, 'no second code while the first is valid');

    const wrong = await client.post(CHALLENGE_URL, { type: 'sms', code: code === '0000' ? '1111' : '0000' });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body, { error: 'mfa_failed', msg: 'The verification code is incorrect' });
    assert.equal((await client.post(TOKEN_URL, { username: 'alice', password: 'jumpserver' })).body.error, 'mfa_required');

    assert.deepEqual((await client.post(CHALLENGE_URL, { type: 'sms', code })).body, { msg: 'ok' });
    const token = await client.post(TOKEN_URL, { username: 'alice', password: 'jumpserver' });
    assert.equal(token.status, 201);
    assert.equal(token.body.user.username, 'alice');

    const { client: other } = await atMfaStep();
    const reused = await other.post(CHALLENGE_URL, { type: 'sms', code });
    assert.equal(reused.body.msg, 'The verification code has expired. Please resend it', 'a code serves once');
  });

  test('the OTP code still answers beside SMS; a method the user lacks does not', async () => {
    const { client } = await atMfaStep();
    const radius = await client.post(CHALLENGE_URL, { type: 'otp_radius', code: '123456' });
    assert.deepEqual(radius.body, { error: 'mfa_failed', msg: 'The MFA type (otp_radius) is not enabled' });
    assert.deepEqual((await client.post(CHALLENGE_URL, { type: 'otp', code: totp(DEMO_OTP_SECRET) })).body, { msg: 'ok' });
    assert.equal((await client.post(TOKEN_URL, { username: 'alice', password: 'jumpserver' })).status, 201);
  });

  test('a challenge without a login window is refused as JumpServer does, with 401', async () => {
    const answer = await server.client().post(CHALLENGE_URL, { type: 'otp', code: totp(DEMO_OTP_SECRET) });
    assert.deepEqual([answer.status, answer.body], [401, { detail: 'Authentication credentials were not provided.' }]);
  });

  test('send-code refuses a method without a challenge, an unknown user and an empty session', async () => {
    const client = server.client();
    const otp = await client.post(SEND_CODE_URL, { type: 'otp', username: 'alice' });
    assert.deepEqual([otp.status, otp.body], [400, { error: 'Current user not support mfa type: otp' }]);
    const email = await client.post(SEND_CODE_URL, { type: 'email', username: 'alice' });
    assert.deepEqual([email.status, email.body], [400, { error: 'Current user not support mfa type: email' }]);
    assert.equal((await client.post(SEND_CODE_URL, { type: 'sms', username: 'nobody-here' })).status, 404);
    assert.deepEqual((await client.post(SEND_CODE_URL, { type: 'sms' })).body, { error: 'Session is empty' });
  });

  test('a user whose only method is SMS is asked for it, and not without a phone or with SMS off', async () => {
    const created = await admin.post('/api/v1/users/users/', {
      name: 'Sam Sms',
      username: 'sam-sms',
      email: 'sam-sms@example.com',
      password_strategy: 'custom',
      password: 'Str0ng-pass!',
      mfa_level: 1,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const ask = () => server.client().post(TOKEN_URL, { username: 'sam-sms', password: 'Str0ng-pass!' });
    assert.equal((await ask()).status, 201, 'no phone: no method, so no step');
    await admin.patch(`/api/v1/users/users/${created.body.id}/`, { phone: '+8613900139000' });
    assert.deepEqual((await ask()).body.data.choices, ['sms']);
    await admin.patch('/api/v1/settings/setting/?category=sms', { SMS_ENABLED: false });
    assert.equal((await ask()).status, 201, 'SMS off: no method');
    await admin.patch('/api/v1/settings/setting/?category=sms', { SMS_ENABLED: true });
  });
});
