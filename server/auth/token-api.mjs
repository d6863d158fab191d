// POST /api/v1/authentication/auth/: a Bearer token for API clients (and the
// bench), and the browser-session liveness calls.
import { badRequest } from '../http/errors.mjs';
import { reply } from '../http/reply.mjs';
import { serialize } from '../registry/serialize.mjs';
import { formatDateTime } from '../util/time.mjs';
import { recordLogin } from '../audits/records.mjs';
import { attemptLogin } from './login-attempts.mjs';

async function issueToken(ctx) {
  const body = (await ctx.body()) ?? {};
  const { tokens, registry } = ctx.services;
  const username = typeof body.username === 'string' ? body.username : '';
  const password = typeof body.password === 'string' ? ctx.services.decryptSecret(body.password) : '';
  const attempt = attemptLogin(ctx, username, password);
  if (!attempt.ok) {
    recordLogin(ctx, { username, success: false, reason: attempt.reason, type: 'U' });
    return reply(400, { error: attempt.code, msg: attempt.reason });
  }
  const { user } = attempt;
  const token = tokens.issue(user.id);
  const [profile] = serialize(registry.get('user'), [user], ctx.with({ user }));
  return reply(201, {
    token: token.key,
    keyword: 'Bearer',
    date_expired: formatDateTime(new Date(token.expireAt).toISOString(), ctx.zone),
    user: profile,
  });
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerTokenRoutes(router) {
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
