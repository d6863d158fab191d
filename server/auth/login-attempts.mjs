// One login-failure policy for every way in (the login form, the token API): a
// username that fails SECURITY_LOGIN_LIMIT_COUNT times in a row is blocked for
// SECURITY_LOGIN_LIMIT_TIME minutes, and a blocked, inactive or expired user does
// not get in even with the right password, nor does one a login ACL rejects.
import { nowIso } from '../util/time.mjs';
import { loginRefusedByAcl } from './login-acl.mjs';
import { verifyPassword } from './passwords.mjs';

/**
 * @typedef {{ok: false, user: any, code: 'block_login'|'inactive'|'password_failed'|'acl_not_allow', reason: string}} LoginFailure
 * @returns {{ok: true, user: any} | LoginFailure}
 */
export function attemptLogin(ctx, username, password) {
  const { db, settings, loginFailures: failures } = ctx.services;
  const user = username ? db.get('SELECT * FROM users WHERE username = ?', username) : null;
  const blockMinutes = settings.get('SECURITY_LOGIN_LIMIT_TIME');
  const blocked = Boolean(user?.login_blocked_until && user.login_blocked_until > nowIso());
  const expired = Boolean(user?.date_expired && user.date_expired < nowIso());
  if (!blocked && user && user.is_active && !expired && verifyPassword(password, user.password)) {
    failures.delete(username);
    if (loginRefusedByAcl(ctx, user)) return { ok: false, user, code: 'acl_not_allow', reason: 'Current IP and Time period is not allowed' };
    return { ok: true, user };
  }
  if (blocked) return { ok: false, user, code: 'block_login', reason: lockedText(blockMinutes) };
  return countFailure(ctx, username, user);
}

/** A wrong MFA code after the right password: one more failure towards the same lockout. */
export function recordMfaFailure(ctx, user) {
  return countFailure(ctx, user.username, user);
}

const lockedText = (minutes) => `The account has been locked (please contact admin to unlock it or try again after ${minutes} minutes)`;

/** @returns {LoginFailure} */
function countFailure(ctx, username, user) {
  const { db, settings, loginFailures: failures } = ctx.services;
  const limit = settings.get('SECURITY_LOGIN_LIMIT_COUNT');
  const blockMinutes = settings.get('SECURITY_LOGIN_LIMIT_TIME');
  const count = (failures.get(username) ?? 0) + 1;
  failures.set(username, count);
  if (user && count >= limit) {
    db.run('UPDATE users SET login_blocked_until = ? WHERE id = ?', new Date(Date.now() + blockMinutes * 60000).toISOString(), user.id);
    failures.delete(username);
    return { ok: false, user, code: 'block_login', reason: lockedText(blockMinutes) };
  }
  if (user && !user.is_active) return { ok: false, user, code: 'inactive', reason: 'This account is inactive.' };
  return {
    ok: false,
    user,
    code: 'password_failed',
    reason: `The username or password you entered is incorrect, please enter it again. You can also try ${Math.max(limit - count, 0)} times (The account will be temporarily locked for ${blockMinutes} minutes)`,
  };
}
