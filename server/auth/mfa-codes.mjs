// The MFA methods a user answers at login, as JumpServer v3.8–3.10 offers them
// (settings.MFA_BACKENDS: otp, otp_radius, sms; a backend counts when it is
// enabled on the server and usable by the user), and the SMS codes of
// MFASendCodeApi (common.utils.verify_code): one code per phone number, valid
// VERIFY_CODE_TTL seconds and not sent again before then.
import { randomInt } from 'node:crypto';
import { HttpError, badRequest, notFound } from '../http/errors.mjs';
import { reply } from '../http/reply.mjs';
import { mfaEnabled } from './mfa.mjs';
import { verifyTotp } from './totp.mjs';

/** The methods that can answer the MFA step of this user, in JumpServer's order. */
export function activeMfaTypes(user, services) {
  if (!mfaEnabled(user, services)) return [];
  const { settings } = services;
  return [
    user.otp_secret_key && 'otp',
    // RADIUS checks the code against the RADIUS server: this backend has none, so it never offers the method.
    settings.get('SMS_ENABLED') && user.phone && 'sms',
  ].filter(Boolean);
}

/** Where a code "sent" by SMS goes when the backend is not told: its console, as a development server may. */
export function logVerifyCode({ username, phone, code }) {
  console.info(`[backend] development SMS to ${phone} (${username}): verification code ${code}`);
}

const codeKey = (user) => `sms:${user.phone}`;

function liveCode(services, user) {
  const kept = services.verifyCodes.get(codeKey(user));
  if (kept && kept.expireAt > Date.now()) return kept;
  services.verifyCodes.delete(codeKey(user));
  return undefined;
}

/** Sends a new code to the user's phone, unless one is still valid (JumpServer's CodeSendTooFrequently). */
function sendSmsCode(ctx, user) {
  const { services } = ctx;
  const kept = liveCode(services, user);
  if (kept) throw new HttpError(400, { detail: `Please wait ${Math.ceil((kept.expireAt - Date.now()) / 1000)} seconds before sending` });
  const length = services.settings.get('SMS_CODE_LENGTH');
  const code = Array.from({ length }, () => randomInt(10)).join('');
  services.verifyCodes.set(codeKey(user), { code, expireAt: Date.now() + services.settings.get('VERIFY_CODE_TTL') * 1000 });
  services.deliverVerifyCode({ username: user.username, phone: user.phone, code });
}

/** [ok, message]: whether the code answers the method, as MFAOtp and MFASms check it; a right SMS code is used up. */
export function checkMfaCode(services, user, type, code) {
  if (!activeMfaTypes(user, services).includes(type)) return [false, `The MFA type (${type}) is not enabled`];
  if (type === 'otp') return [verifyTotp(user.otp_secret_key, code), 'MFA code invalid, or ntp sync server time'];
  const kept = liveCode(services, user);
  if (!kept) return [false, 'The verification code has expired. Please resend it'];
  if (kept.code !== code) return [false, 'The verification code is incorrect'];
  services.verifyCodes.delete(codeKey(user));
  return [true, ''];
}

/** The user of a login whose password was right and whose MFA step is pending in this session. */
export function pendingMfaUser(ctx) {
  const data = ctx.session?.data;
  const fresh = data?.mfa_user_id && Date.now() - (data.mfa_started ?? 0) < 5 * 60_000;
  return fresh ? ctx.services.db.get('SELECT * FROM users WHERE id = ?', data.mfa_user_id) : undefined;
}

/**
 * POST mfa/select/ (alias mfa/send-code/) {type, username?}: sends the challenge of
 * a method that has one (SMS). The user is the one named, else the signed-in or
 * pending one; a method without a challenge, or not the user's, is refused.
 */
async function sendMfaCode(ctx) {
  const body = (await ctx.body()) ?? {};
  const type = typeof body.type === 'string' ? body.type : '';
  const username = typeof body.username === 'string' ? body.username : '';
  if (!type) throw new HttpError(400, { type: ['This field is required.'] });
  const user = username ? ctx.services.db.get('SELECT * FROM users WHERE username = ?', username) : (ctx.user ?? pendingMfaUser(ctx));
  if (!user && username) throw notFound();
  if (!user) throw badRequest('Session is empty');
  if (type !== 'sms' || !activeMfaTypes(user, ctx.services).includes(type)) throw badRequest(`Current user not support mfa type: ${type}`);
  sendSmsCode(ctx, user);
  return reply(201, { type, username });
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerMfaCodeRoutes(router) {
  for (const path of ['mfa/select/', 'mfa/send-code/']) router.add('POST', `/api/v1/authentication/${path}`, sendMfaCode, { auth: 'anonymous', name: 'MFA select' });
}
