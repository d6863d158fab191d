// Who is calling: a request signed with an access key, a Bearer token, else the
// session cookie. As JumpServer's SessionAuthentication does, a session request
// with an unsafe method and no matching X-CSRFToken is treated as anonymous (so
// it gets 401, not 403).
import { nowIso } from '../util/time.mjs';
import { signedUserId } from './signature.mjs';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/** @param {any} ctx */
export function authenticate(ctx) {
  const { db, sessions, tokens } = ctx.services;
  const authorization = String(ctx.req.headers.authorization ?? '');
  const signed = /^Signature\s+(.+)$/i.exec(authorization);
  if (signed) {
    const { userId, keyId } = signedUserId(ctx, signed[1]);
    ctx.user = activeUser(db, userId);
    ctx.authenticatedBy = 'signature';
    ctx.credential = `key:${keyId}`;
    return;
  }
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (bearer) {
    const userId = tokens.userFor(bearer[1]);
    ctx.user = userId ? activeUser(db, userId) : null;
    ctx.authenticatedBy = 'token';
    ctx.credential = `token:${bearer[1]}`;
    return;
  }

  const session = sessions.load(ctx.cookies.jms_sessionid);
  ctx.session = session;
  if (!session?.data.user_id) return;
  if (!SAFE_METHODS.has(ctx.method) && !csrfMatches(ctx)) return;
  ctx.user = activeUser(db, session.data.user_id);
  ctx.authenticatedBy = ctx.user ? 'session' : null;
  if (ctx.user && ctx.url.pathname !== '/api/v1/users/profile/') sessions.touch(session);
}

export function csrfMatches(ctx, submitted = ctx.req.headers['x-csrftoken']) {
  const cookie = ctx.cookies.jms_csrftoken;
  return Boolean(cookie) && submitted === cookie;
}

/**
 * User.is_valid, checked on every authentication (session, token, access key, websocket):
 * active and not past date_expired.
 */
export const isValidUser = (user, now = nowIso()) => Boolean(user?.is_active) && !(user.date_expired && user.date_expired < now);

/** Every request reads its user; the row is kept until the next write (a changed user is a write). */
function activeUser(db, id) {
  const user = db.cache('users', { limit: 1000 }).get(id, () => db.get('SELECT * FROM users WHERE id = ?', id) ?? null);
  return isValidUser(user) ? user : null;
}

/**
 * The session's user for a server page's form POST, which proves itself with its
 * `csrfmiddlewaretoken` field instead of the header (Django's CsrfViewMiddleware
 * takes either); null when the token does not match or nobody is signed in.
 */
export function formPostUser(ctx, submitted) {
  const userId = ctx.session?.data.user_id;
  if (!userId || !csrfMatches(ctx, submitted)) return null;
  return activeUser(ctx.services.db, userId);
}
