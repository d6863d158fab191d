// POST /api/v1/authentication/auth/: a Bearer token for API clients (and the
// bench), and the browser-session liveness calls.
import { badRequest } from '../http/errors.mjs';
import { reply } from '../http/reply.mjs';
import { serialize } from '../registry/serialize.mjs';
import { formatDateTime } from '../util/time.mjs';
import { recordLogin } from '../audits/records.mjs';
import { attemptLogin, recordMfaFailure } from './login-attempts.mjs';
import { activeMfaTypes, checkMfaCode, pendingMfaUser } from './mfa-codes.mjs';

async function issueToken(ctx) {
  const body = (await ctx.body()) ?? {};
  const { tokens, registry } = ctx.services;
  const username = typeof body.username === 'string' ? body.username : '';
  const password = typeof body.password === 'string' ? ctx.services.decryptSecret(body.password) : '';
  const attempt = attemptLogin(ctx, username, password);
  if (attempt.ok === false) {
    recordLogin(ctx, { username, success: false, reason: attempt.reason, type: 'U' });
    return reply(400, { error: attempt.code, msg: attempt.reason });
  }
  const { user } = attempt;
  // The MFA step first: the client answers the challenge in the same session, then asks again.
  const choices = activeMfaTypes(user, ctx.services);
  if (choices.length && ctx.session?.data.mfa_passed_user !== user.id) {
    const session = ctx.session ?? ctx.services.sessions.create({});
    session.data.mfa_user_id = user.id;
    session.data.mfa_started = Date.now();
    ctx.services.sessions.save(session);
    if (!ctx.session) ctx.setCookie('jms_sessionid', session.key, { httpOnly: true });
    // 200, as JumpServer answers its NeedMoreInfoError.
    return reply(200, { error: 'mfa_required', msg: 'MFA required', data: { choices, url: '/api/v1/authentication/mfa/challenge/' } });
  }
  if (ctx.session?.data.mfa_passed_user) ctx.services.sessions.destroy(ctx.session.key);
  const token = tokens.issue(user.id);
  const [profile] = serialize(registry.get('user'), [user], ctx.with({ user }));
  return reply(201, {
    token: token.key,
    keyword: 'Bearer',
    date_expired: formatDateTime(new Date(token.expireAt).toISOString(), ctx.zone),
    user: profile,
  });
}

/** POST mfa/challenge/ (alias mfa/verify/) {type, code}: proves the code of the user the token request named, for this session. */
async function mfaChallenge(ctx) {
  const body = (await ctx.body()) ?? {};
  const user = pendingMfaUser(ctx);
  // JumpServer's view refuses before reading the body when the login window is over (NotAuthenticated).
  if (!user) return reply(401, { detail: 'Authentication credentials were not provided.' });
  const type = typeof body.type === 'string' ? body.type : '';
  const [ok, problem] = checkMfaCode(ctx.services, user, type, String(body.code ?? '').trim());
  if (!ok) {
    const attempt = recordMfaFailure(ctx, user);
    recordLogin(ctx, { username: user.username, success: false, reason: attempt.reason, type: 'U' });
    return reply(400, {
      error: attempt.code === 'block_login' ? 'block_login' : 'mfa_failed',
      msg: attempt.code === 'block_login' ? attempt.reason : problem,
    });
  }
  const data = ctx.session.data;
  data.mfa_passed_user = user.id;
  delete data.mfa_user_id;
  ctx.services.sessions.save(ctx.session);
  return { msg: 'ok' };
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerTokenRoutes(router) {
  for (const path of ['mfa/challenge/', 'mfa/verify/']) router.add('POST', `/api/v1/authentication/${path}`, mfaChallenge, { auth: 'anonymous', name: 'MFA challenge' });
  for (const path of ['auth/', 'tokens/']) router.add('POST', `/api/v1/authentication/${path}`, issueToken, { auth: 'anonymous', name: 'Token' });
  router.add(
    'GET',
    '/api/v1/authentication/user-session/',
    (ctx) => {
      if (!ctx.session) throw badRequest('No browser session');
      return { ok: true, expire_at: formatDateTime(new Date(ctx.session.expireAt).toISOString(), ctx.zone) };
    },
    { name: 'User session' },
  );
  router.add('DELETE', '/api/v1/authentication/user-session/', () => reply(204), { name: 'User session' });
}
