// Browser login and logout (api-contract 5.1, 5.2): a CSRF-protected form that
// leaves the session, CSRF, language and session-expiry cookies the console reads.
import { html, redirect, reply } from '../http/reply.mjs';
import { expireCookie } from '../http/cookies.mjs';
import { recordLogin, recordUserSession } from '../audits/records.mjs';
import { openSettings } from '../settings/public.mjs';
import { randomToken, uuid } from '../util/ids.mjs';
import { nowIso } from '../util/time.mjs';
import { csrfMatches } from './authenticate.mjs';
import { attemptLogin, recordMfaFailure } from './login-attempts.mjs';
import { mfaEnabled } from './mfa.mjs';
import { verifyTotp } from './totp.mjs';
import { escape, mfaText, renderLoginPage, renderMessagePage, renderServerPage } from './login-page.mjs';
import { SESSION_AGE_SECONDS } from './sessions.mjs';

const LOGIN_PATH = '/core/auth/login/';
const MFA_PATH = '/core/auth/login/mfa/';
const CSRF_AGE_SECONDS = 31449600;
const DJANGO_LANGUAGE = { en: 'en', zh: 'zh-hans', ja: 'ja' };

/**
 * Only same-site paths: an absolute or protocol-relative `next` would be an open
 * redirect, and browsers drop tabs and newlines (`/\t/evil.example`) before reading one.
 */
export function safeNext(value, fallback = '/ui/') {
  // eslint-disable-next-line no-control-regex -- control characters are what a safe next refuses
  if (typeof value !== 'string' || !value.startsWith('/') || /[\\\s\u0000-\u001f\u007f]/.test(value) || value.startsWith('//')) return fallback;
  return value;
}

export function ensureCsrfCookie(ctx) {
  let token = ctx.cookies.jms_csrftoken;
  if (!token) {
    token = randomToken(64);
    ctx.setCookie('jms_csrftoken', token, { maxAge: CSRF_AGE_SECONDS });
  }
  return token;
}

/** The session Django's set_test_cookie() would create for an anonymous visitor. */
function ensureSession(ctx) {
  if (ctx.session) return ctx.session;
  const session = ctx.services.sessions.create({ testcookie: 'worked' });
  ctx.setCookie('jms_sessionid', session.key, { httpOnly: true });
  return session;
}

function page(ctx, { error = '', username = '', status = 200, csrfToken = ensureCsrfCookie(ctx) } = {}) {
  const { demoAccounts } = ctx.services;
  return html(
    renderLoginPage({
      action: `${LOGIN_PATH}${ctx.url.search}`,
      csrfToken,
      error,
      username,
      lang: ctx.lang,
      loginTitle: openSettings(ctx.services.config, ctx.services.settings).INTERFACE.login_title,
      demoUsers: demoAccounts.map((account) => account.username),
    }),
    status,
  );
}

function showLogin(ctx) {
  if (ctx.user) return redirect(safeNext(ctx.query.get('next')));
  ensureSession(ctx);
  return page(ctx);
}

async function submitLogin(ctx) {
  const form = (await ctx.body()) ?? {};
  const submitted = typeof form.csrfmiddlewaretoken === 'string' ? form.csrfmiddlewaretoken : ctx.req.headers['x-csrftoken'];
  if (!csrfMatches(ctx, submitted)) {
    const { status, text } = renderMessagePage('Forbidden (403)', 'CSRF verification failed. Request aborted.', 403);
    return html(text, status);
  }
  const username = typeof form.username === 'string' ? form.username.trim() : '';
  if (!ctx.session) {
    ensureSession(ctx);
    return page(ctx, { error: 'Login timeout, please try again.', username });
  }
  const { sessions } = ctx.services;
  const password = typeof form.password === 'string' ? ctx.services.decryptSecret(form.password) : '';
  const attempt = attemptLogin(ctx, username, password);
  if (attempt.ok === false) {
    recordLogin(ctx, { username, success: false, reason: attempt.reason });
    return page(ctx, { error: attempt.reason, username });
  }
  const { user } = attempt;
  const autoLogin = form.auto_login === 'on' || form.auto_login === 'true' || form.auto_login === '1';
  const next = safeNext(ctx.query.get('next') ?? form.next);
  // A bound authenticator is asked for before the session belongs to the user (the login guard's MFA step).
  if (user.otp_secret_key && mfaEnabled(user, ctx.services)) {
    const pending = sessions.cycle(ctx.session, { mfa_user_id: user.id, auto_login: autoLogin, mfa_started: Date.now() });
    ctx.setCookie('jms_sessionid', pending.key, { httpOnly: true });
    return redirect(`${MFA_PATH}?next=${encodeURIComponent(next)}`);
  }
  return completeLogin(ctx, user, { autoLogin, next });
}

/** The session is the user's: a new key, the cookies the console reads, the login recorded. */
function completeLogin(ctx, user, { autoLogin, next }) {
  const { db, sessions } = ctx.services;
  const userSessionId = uuid();
  const session = sessions.cycle(ctx.session, { user_id: user.id, login_time: Date.now(), auto_login: autoLogin, user_session_id: userSessionId });
  db.run('UPDATE users SET last_login = ? WHERE id = ?', nowIso(), user.id);
  recordUserSession(ctx, { id: userSessionId, key: session.key, userId: user.id });
  recordLogin(ctx, { username: user.username, success: true, reason: '' });
  const maxAge = autoLogin ? { maxAge: SESSION_AGE_SECONDS } : {};
  ctx.setCookie('jms_sessionid', session.key, { httpOnly: true, ...maxAge });
  ctx.setCookie('jms_csrftoken', randomToken(64), { maxAge: CSRF_AGE_SECONDS });
  ctx.setCookie('django_language', DJANGO_LANGUAGE[user.lang] ?? user.lang ?? DJANGO_LANGUAGE[ctx.lang], { maxAge: 365 * 86400 });
  ctx.setCookie('jms_session_expire', autoLogin ? 'age' : 'close', { maxAge: SESSION_AGE_SECONDS });
  return redirect(next);
}

/** The user whose password passed and whose code is awaited, while the step is fresh (5 minutes). */
function pendingMfaUser(ctx) {
  const data = ctx.session?.data;
  if (!data?.mfa_user_id || Date.now() - (data.mfa_started ?? 0) > 5 * 60_000) return null;
  return ctx.services.db.get('SELECT * FROM users WHERE id = ? AND is_active = 1', data.mfa_user_id) ?? null;
}

function mfaPage(ctx, { error = '', status = 200 } = {}) {
  const text = mfaText(ctx.lang);
  return html(
    renderServerPage({
      lang: ctx.lang,
      title: text.title,
      heading: openSettings(ctx.services.config, ctx.services.settings).INTERFACE.login_title,
      subtitle: text.title,
      error,
      content: `<form method="post" action="${escape(`${MFA_PATH}${ctx.url.search}`)}" autocomplete="off">
    <input type="hidden" name="csrfmiddlewaretoken" value="${escape(ensureCsrfCookie(ctx))}">
    <input type="hidden" name="mfa_type" value="otp">
    <label for="code">${escape(text.code)}</label>
    <input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required autofocus>
    <button type="submit">${escape(text.submit)}</button>
  </form>`,
    }),
    status,
  );
}

function showMfa(ctx) {
  if (ctx.user) return redirect(safeNext(ctx.query.get('next')));
  if (!pendingMfaUser(ctx)) return redirect(`${LOGIN_PATH}${ctx.url.search}`);
  return mfaPage(ctx);
}

async function submitMfa(ctx) {
  const form = (await ctx.body()) ?? {};
  if (!csrfMatches(ctx, typeof form.csrfmiddlewaretoken === 'string' ? form.csrfmiddlewaretoken : ctx.req.headers['x-csrftoken'])) {
    const { status, text } = renderMessagePage('Forbidden (403)', 'CSRF verification failed. Request aborted.', 403);
    return html(text, status);
  }
  const user = pendingMfaUser(ctx);
  if (!user) return redirect(`${LOGIN_PATH}${ctx.url.search}`);
  const code = typeof form.code === 'string' ? form.code.trim() : '';
  if (!verifyTotp(user.otp_secret_key, code)) {
    // A wrong code counts as a failed login: the same lockout ends guessing.
    const attempt = recordMfaFailure(ctx, user);
    recordLogin(ctx, { username: user.username, success: false, reason: attempt.reason });
    if (attempt.code === 'block_login') {
      ctx.services.sessions.destroy(ctx.session.key);
      return page(ctx, { error: attempt.reason, username: user.username });
    }
    return mfaPage(ctx, { error: mfaText(ctx.lang).invalid, status: 400 });
  }
  ctx.services.loginFailures.delete(user.username);
  return completeLogin(ctx, user, { autoLogin: Boolean(ctx.session.data.auto_login), next: safeNext(ctx.query.get('next')) });
}

function logout(ctx) {
  if (ctx.session) {
    ctx.services.sessions.destroy(ctx.session.key);
    ctx.services.db.run('DELETE FROM user_sessions WHERE key = ?', ctx.session.key);
  }
  ctx.setCookies.push(expireCookie('jms_sessionid'), expireCookie('jms_session_expire'));
  const next = ctx.query.get('next');
  const target = next ? `${LOGIN_PATH}?next=${encodeURIComponent(safeNext(next))}` : LOGIN_PATH;
  return redirect(target, { 'Cache-Control': 'no-cache, no-store, must-revalidate' });
}

function switchLanguage(ctx) {
  const code = ctx.params.lang.slice(0, 2).toLowerCase();
  ctx.setCookie('django_language', DJANGO_LANGUAGE[code] ?? 'en', { maxAge: 365 * 86400 });
  return redirect(safeNext(ctx.query.get('next'), '/ui/'));
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerWebAuthRoutes(router) {
  /** @type {import('../http/router.mjs').RouteOptions} */
  const anonymous = { auth: 'anonymous', name: 'Login' };
  router.add('GET', LOGIN_PATH, showLogin, anonymous);
  router.add('POST', LOGIN_PATH, submitLogin, anonymous);
  router.add('GET', MFA_PATH, showMfa, anonymous);
  router.add('POST', MFA_PATH, submitMfa, anonymous);
  router.add('GET', `${LOGIN_PATH}guard/`, (ctx) => redirect(ctx.user ? safeNext(ctx.query.get('next')) : LOGIN_PATH), anonymous);
  router.add('GET', '/core/auth/logout/', logout, anonymous);
  router.add('GET', '/core/i18n/:lang/', switchLanguage, anonymous);
  router.add('GET', '/api/health/', () => ({ status: true, time: Date.now() }), anonymous);
  router.add('GET', '/api/v1/health/', () => ({ status: true, time: Date.now() }), anonymous);
  router.add('GET', '/core/', () => reply(302, '', { Location: '/ui/' }), anonymous);
}
