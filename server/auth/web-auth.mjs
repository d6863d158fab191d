// Browser login and logout (api-contract 5.1, 5.2): a CSRF-protected form that
// leaves the session, CSRF, language and session-expiry cookies the console reads.
import { html, redirect, reply } from '../http/reply.mjs';
import { expireCookie } from '../http/cookies.mjs';
import { recordLogin } from '../audits/records.mjs';
import { openSettings } from '../settings/public.mjs';
import { randomToken } from '../util/ids.mjs';
import { nowIso } from '../util/time.mjs';
import { csrfMatches } from './authenticate.mjs';
import { attemptLogin } from './login-attempts.mjs';
import { renderLoginPage, renderMessagePage } from './login-page.mjs';
import { SESSION_AGE_SECONDS } from './sessions.mjs';

const LOGIN_PATH = '/core/auth/login/';
const CSRF_AGE_SECONDS = 31449600;
const DJANGO_LANGUAGE = { en: 'en', zh: 'zh-hans', ja: 'ja' };

/**
 * Only same-site paths: an absolute or protocol-relative `next` would be an open
 * redirect, and browsers drop tabs and newlines (`/\t/evil.example`) before reading one.
 */
export function safeNext(value, fallback = '/ui/') {
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
  const { db, sessions } = ctx.services;
  const password = typeof form.password === 'string' ? ctx.services.decryptSecret(form.password) : '';
  const attempt = attemptLogin(ctx, username, password);
  if (!attempt.ok) {
    recordLogin(ctx, { username, success: false, reason: attempt.reason });
    return page(ctx, { error: attempt.reason, username });
  }
  const { user } = attempt;
  const autoLogin = form.auto_login === 'on' || form.auto_login === 'true' || form.auto_login === '1';
  const session = sessions.cycle(ctx.session, { user_id: user.id, login_time: Date.now(), auto_login: autoLogin });
  db.run('UPDATE users SET last_login = ? WHERE id = ?', nowIso(), user.id);
  recordLogin(ctx, { username, success: true, reason: '' });

  const maxAge = autoLogin ? { maxAge: SESSION_AGE_SECONDS } : {};
  ctx.setCookie('jms_sessionid', session.key, { httpOnly: true, ...maxAge });
  ctx.setCookie('jms_csrftoken', randomToken(64), { maxAge: CSRF_AGE_SECONDS });
  ctx.setCookie('django_language', DJANGO_LANGUAGE[user.lang] ?? user.lang ?? DJANGO_LANGUAGE[ctx.lang], { maxAge: 365 * 86400 });
  ctx.setCookie('jms_session_expire', autoLogin ? 'age' : 'close', { maxAge: SESSION_AGE_SECONDS });
  return redirect(safeNext(ctx.query.get('next') ?? form.next));
}

function logout(ctx) {
  if (ctx.session) ctx.services.sessions.destroy(ctx.session.key);
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
  const anonymous = { auth: 'anonymous', name: 'Login' };
  router.add('GET', LOGIN_PATH, showLogin, anonymous);
  router.add('POST', LOGIN_PATH, submitLogin, anonymous);
  router.add('GET', `${LOGIN_PATH}guard/`, (ctx) => redirect(ctx.user ? safeNext(ctx.query.get('next')) : LOGIN_PATH), anonymous);
  router.add('GET', '/core/auth/logout/', logout, anonymous);
  router.add('GET', '/core/i18n/:lang/', switchLanguage, anonymous);
  router.add('GET', '/api/health/', () => ({ status: true, time: Date.now() }), anonymous);
  router.add('GET', '/api/v1/health/', () => ({ status: true, time: Date.now() }), anonymous);
  router.add('GET', '/core/', () => reply(302, '', { Location: '/ui/' }), anonymous);
}
