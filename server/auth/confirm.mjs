// The user-confirmation (412) flow (api-contract 3 and 4.9): sensitive views need
// a fresh relogin, password or MFA check recorded in the session.
import { badRequest, confirmRequired } from '../http/errors.mjs';
import { mfaEnabled } from './mfa.mjs';
import { verifyPassword } from './passwords.mjs';
import { verifyTotp } from './totp.mjs';

export const LEVELS = { relogin: 1, password: 2, mfa: 3 };
const TTL_SECONDS = 300;
const RELOGIN_WINDOW_MS = 5 * 60 * 1000;

const hasMfa = (user, services) => Boolean(user.otp_secret_key) && mfaEnabled(user, services);
const usesPassword = (user) => user.source === 'local' || user.source === 'ldap';

/** The strongest confirmation the user can give, no stronger than asked (mfa → password → relogin). */
export function confirmTypeFor(user, asked, services) {
  const order = ['mfa', 'password', 'relogin'].slice(['mfa', 'password', 'relogin'].indexOf(asked in LEVELS ? asked : 'password'));
  return order.find((type) => (type === 'mfa' ? hasMfa(user, services) : type === 'password' ? usesPassword(user) : true));
}

function content(type, ctx) {
  if (type === 'mfa') {
    return [
      { name: 'otp', disabled: false, display_name: ctx.t('OTP'), placeholder: ctx.t('OTP verification code') },
      { name: 'email', disabled: true, display_name: ctx.t('Email'), placeholder: ctx.t('Email verification code') },
      { name: 'sms', disabled: true, display_name: ctx.t('SMS'), placeholder: ctx.t('SMS verification code') },
    ];
  }
  if (type === 'password') return [{ name: 'password', display_name: ctx.t('Password'), disabled: false, placeholder: ctx.t('Password') }];
  return [];
}

/** A confirmation is kept a day at most: no bearer token lives longer. */
const KEPT_MS = 24 * 3600 * 1000;

/**
 * The confirmation the caller gave: a browser's is in its session; a token or access-key
 * client's is kept with its credential (JumpServer keeps it in the session every client
 * gets, so a script that drops cookies must confirm again, as one that keeps the token here).
 */
function confirmationOf(ctx) {
  if (ctx.authenticatedBy === 'session') return ctx.session?.data.confirm;
  return ctx.credential ? ctx.services.confirmations.get(ctx.credential) : undefined;
}

function keepConfirmation(ctx, confirmation) {
  if (ctx.authenticatedBy === 'session') {
    ctx.session.data.confirm = confirmation;
    ctx.services.sessions.save(ctx.session);
    return;
  }
  const kept = ctx.services.confirmations;
  for (const [credential, { time }] of kept) if (Date.now() - time > KEPT_MS) kept.delete(credential);
  kept.set(ctx.credential, confirmation);
}

/** When the caller signed in: the session's login, a token's issue; an access key never did. */
function loginTime(ctx) {
  if (ctx.authenticatedBy === 'session') return ctx.session?.data.login_time;
  return ctx.credential?.startsWith('token:') ? ctx.services.tokens.issuedAt(ctx.credential.slice('token:'.length)) : undefined;
}

/** Throws the 412 unless the caller holds a fresh enough confirmation (only when SECURITY_VIEW_AUTH_NEED_MFA). */
export function requireConfirm(ctx, asked) {
  if (!ctx.services.settings.get('SECURITY_VIEW_AUTH_NEED_MFA')) return;
  const needed = confirmTypeFor(ctx.user, asked, ctx.services);
  const confirm = confirmationOf(ctx);
  const ttl = needed === 'mfa' ? ctx.services.settings.get('SECURITY_MFA_VERIFY_TTL') : TTL_SECONDS;
  const fresh = confirm && confirm.level >= LEVELS[needed] && Date.now() - confirm.time < ttl * 1000;
  if (!fresh) throw confirmRequired(needed);
}

function describe(ctx) {
  const asked = ctx.query.get('confirm_type') ?? 'password';
  const type = confirmTypeFor(ctx.user, asked, ctx.services);
  if (!type) throw badRequest('This action require verify your MFA');
  return { confirm_type: type, content: content(type, ctx) };
}

async function confirm(ctx) {
  const body = (await ctx.body()) ?? {};
  const type = typeof body.confirm_type === 'string' ? body.confirm_type : 'password';
  if (!(type in LEVELS)) throw badRequest(`"${type}" is not a valid choice.`);
  // Encrypted or plain whoever sends it: the console encrypts when it can read the public key, a token client may not.
  const secret = typeof body.secret_key === 'string' ? ctx.services.decryptSecret(body.secret_key) : '';
  const { user } = ctx;
  const since = loginTime(ctx);
  let ok = false;
  if (type === 'relogin') ok = Boolean(since && Date.now() - since < RELOGIN_WINDOW_MS);
  if (type === 'password') ok = verifyPassword(secret, user.password);
  if (type === 'mfa') {
    if ((body.mfa_type ?? 'otp') !== 'otp') throw badRequest('MFA type not supported');
    ok = hasMfa(user, ctx.services) && verifyTotp(user.otp_secret_key, secret);
  }
  if (!ok) {
    throw badRequest(
      type === 'relogin'
        ? 'Login time has exceeded 5 minutes, please login again'
        : type === 'mfa'
          ? 'MFA code invalid, or ntp sync server time'
          : 'Authentication failed (password incorrect)',
    );
  }
  keepConfirmation(ctx, { level: LEVELS[type], type, time: Date.now() });
  return 'ok';
}

function check(ctx) {
  requireConfirm(ctx, ctx.query.get('confirm_type') ?? 'password');
  return 'ok';
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerConfirmRoutes(router) {
  const name = 'User Confirm';
  router.add('GET', '/api/v1/authentication/confirm/', describe, { name });
  router.add('POST', '/api/v1/authentication/confirm/', confirm, { name });
  router.add('GET', '/api/v1/authentication/confirm/check/', check, { name });
}
