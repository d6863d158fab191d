// Binding an OTP authenticator, on server pages as JumpServer has them
// (users/views/profile/otp.py): start, install the app, then bind: a new secret
// kept in the session, shown with its otpauth:// URI, and a 6-digit code from the
// app to prove it. A same-site `next` is carried through the pages and followed
// once bound; the session stays (JumpServer logs the user out at that point and
// sends them to the login page, after which the console brings them back).
import { renderSVG } from 'uqr';
import { html, redirect } from '../http/reply.mjs';
import { formPostUser } from './authenticate.mjs';
import { escape, renderMessagePage, renderServerPage } from './login-page.mjs';
import { newTotpSecret, totpUri, verifyTotp } from './totp.mjs';
import { ensureCsrfCookie, safeNext } from './web-auth.mjs';

const BASE = '/core/auth/profile/otp/enable/';
const ISSUER = 'JumpServer';

/** The query each page passes on: `next`, only when it stays on this site. */
function nextQuery(ctx) {
  const next = safeNext(ctx.query.get('next'), '');
  return next ? `?next=${encodeURIComponent(next)}` : '';
}

function page(ctx, { title, content, error = '', status = 200 }) {
  return html(renderServerPage({ lang: ctx.lang, title: `${title} - ${ISSUER}`, heading: ctx.t('Enable OTP'), subtitle: title, error, content }), status);
}

const nextLink = (href, text) => `<a class="button" href="${escape(href)}">${escape(text)}</a>`;

function start(ctx) {
  return page(ctx, {
    title: ctx.t('Enable OTP'),
    content: `<ol>
    <li>${escape(ctx.t('Install app'))}</li>
    <li>${escape(ctx.t('Bind one-time password authenticator'))}</li>
  </ol>
  ${nextLink(`${BASE}install-app/${nextQuery(ctx)}`, ctx.t('Next'))}`,
  });
}

function installApp(ctx) {
  return page(ctx, {
    title: ctx.t('Install app'),
    content: `<p>${escape(ctx.t('Download and install the MFA Authenticator application on your phone or applet of WeChat'))}</p>
  <p>${escape(ctx.t('After installation, click the next step to enter the binding page (if installed, go to the next step directly).'))}</p>
  ${nextLink(`${BASE}bind/${nextQuery(ctx)}`, ctx.t('Next'))}`,
  });
}

function alreadyBound(ctx) {
  const next = safeNext(ctx.query.get('next'), '');
  return page(ctx, {
    title: ctx.t('Already bound'),
    error: ctx.t('MFA already bound, disable first, then bound'),
    content: next ? nextLink(next, ctx.t('Return')) : '',
  });
}

function bindForm(ctx, secret, error = '') {
  const uri = totpUri(secret, ctx.user.username, ISSUER);
  return page(ctx, {
    title: ctx.t('Bind one-time password authenticator'),
    error,
    status: error ? 400 : 200,
    content: `<p>${escape(ctx.t('Add this secret to the MFA Authenticator application, or open the link on the phone that has it, then enter the 6-digit code it shows'))}</p>
  <div class="qr" role="img" aria-label="${escape(ctx.t('QR code of the secret'))}" data-otp-qr>${renderSVG(uri)}</div>
  <p>${escape(ctx.t('Secret'))}: <code data-otp-secret>${escape(secret)}</code></p>
  <p><a href="${escape(uri)}" data-otp-uri>${escape(ctx.t('Open in the authenticator app'))}</a></p>
  <form class="otp" method="post" action="${escape(`${BASE}bind/${nextQuery(ctx)}`)}" autocomplete="off">
    <input type="hidden" name="csrfmiddlewaretoken" value="${escape(ensureCsrfCookie(ctx))}">
    <label for="otp_code">${escape(ctx.t('MFA code'))}</label>
    <input type="text" id="otp_code" name="otp_code" inputmode="numeric" maxlength="6" placeholder="${escape(ctx.t('Six figures'))}" required autofocus>
    <button type="submit">${escape(ctx.t('Next'))}</button>
  </form>`,
  });
}

function showBind(ctx) {
  if (ctx.user.otp_secret_key) return alreadyBound(ctx);
  const secret = newTotpSecret();
  ctx.session.data.otp_secret_key = secret;
  ctx.services.sessions.save(ctx.session);
  return bindForm(ctx, secret);
}

async function submitBind(ctx) {
  const form = (await ctx.body()) ?? {};
  ctx.user = formPostUser(ctx, typeof form.csrfmiddlewaretoken === 'string' ? form.csrfmiddlewaretoken : undefined);
  if (!ctx.user) {
    const { status, text } = renderMessagePage('Forbidden (403)', 'CSRF verification failed. Request aborted.', 403);
    return html(text, status);
  }
  if (ctx.user.otp_secret_key) return alreadyBound(ctx);
  const secret = ctx.session.data.otp_secret_key;
  if (!secret) return redirect(`${BASE}start/${nextQuery(ctx)}`);
  const code = typeof form.otp_code === 'string' ? form.otp_code.trim() : '';
  if (!verifyTotp(secret, code)) return bindForm(ctx, secret, ctx.t('OTP code invalid, or server time error'));

  ctx.services.db.run('UPDATE users SET otp_secret_key = ? WHERE id = ?', secret, ctx.user.id);
  delete ctx.session.data.otp_secret_key;
  ctx.services.sessions.save(ctx.session);
  const next = safeNext(ctx.query.get('next'), '');
  if (next) return redirect(next);
  return page(ctx, { title: ctx.t('OTP enable success'), content: `<p role="status">${escape(ctx.t('OTP enable success'))}</p>${nextLink('/ui/', ctx.t('Return'))}` });
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerOtpPages(router) {
  const name = 'OTP';
  router.add('GET', `${BASE}start/`, start, { name });
  router.add('GET', `${BASE}install-app/`, installApp, { name });
  router.add('GET', `${BASE}bind/`, showBind, { name, session: true });
  // The form proves itself with its token field, not the X-CSRFToken header an API call sends.
  router.add('POST', `${BASE}bind/`, submitBind, { name, auth: 'anonymous' });
}
