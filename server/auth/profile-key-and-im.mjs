// Two of the profile's server pages and one API, as JumpServer has them:
// - /core/auth/profile/pubkey/generate/ (users/views/profile/pubkey.py): a new
//   RSA key pair made as ssh_key_gen() does; the public half replaces the
//   user's key (only where keys may log in, as set_public_key() checks), the
//   private half is the download, never kept.
// - /api/v1/authentication/<im>/qr/unbind/ (authentication/api/wecom.py and its
//   siblings): clears the user's id for that service after a relogin check.
// - /core/auth/<im>/qr/bind/: the real page scans a QR code with the service,
//   which this backend cannot reach, so it says so and links back.
import { generateKeyPairSync } from 'node:crypto';
import { HttpError } from '../http/errors.mjs';
import { html, reply } from '../http/reply.mjs';
import { escape, renderServerPage } from './login-page.mjs';
import { safeNext } from './web-auth.mjs';

/** Each service's column and the error JumpServer raises when the user is not bound to it. */
export const IM_SERVICES = {
  wecom: { label: 'WeCom', column: 'wecom_id', notBound: 'WeCom is not bound' },
  dingtalk: { label: 'DingTalk', column: 'dingtalk_id', notBound: 'DingTalk is not bound' },
  feishu: { label: 'FeiShu', column: 'feishu_id', notBound: 'FeiShu is not bound' },
};

/** A length-prefixed SSH wire string. */
function sshString(bytes) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

/** An SSH mpint from a JWK's base64url number: a leading zero keeps a high first bit positive. */
function sshMpint(base64url) {
  const bytes = Buffer.from(base64url, 'base64url');
  return sshString(bytes[0] & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

/** ssh_key_gen(username, hostname='jumpserver'): a 2048-bit RSA key, PEM (PKCS#1) and `ssh-rsa … user@jumpserver`. */
export function sshKeyPair(username) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const { n, e } = /** @type {{n: string, e: string}} */ (publicKey.export({ format: 'jwk' }));
  const blob = Buffer.concat([sshString(Buffer.from('ssh-rsa')), sshMpint(e), sshMpint(n)]);
  return {
    privatePem: /** @type {string} */ (privateKey.export({ type: 'pkcs1', format: 'pem' })),
    publicLine: `ssh-rsa ${blob.toString('base64')} ${username}@jumpserver`,
  };
}

function generatePublicKey(ctx) {
  const { username, id } = ctx.user;
  const { privatePem, publicLine } = sshKeyPair(username);
  if (ctx.services.settings.get('TERMINAL_PUBLIC_KEY_AUTH')) ctx.services.db.run('UPDATE users SET public_key = ? WHERE id = ?', publicLine, id);
  return reply(200, privatePem, { 'Content-Type': 'text/plain', 'Content-Disposition': `attachment; filename=${username}-jumpserver.pem` });
}

const unbind = (service) => (ctx) => {
  const { column, notBound } = IM_SERVICES[service];
  if (!ctx.user[column]) throw new HttpError(400, { detail: ctx.t(notBound), code: `${service}_not_bound` });
  ctx.services.db.run(`UPDATE users SET ${column} = NULL WHERE id = ?`, ctx.user.id);
  return reply(200, '');
};

const bindPage = (service) => (ctx) => {
  const back = safeNext(ctx.query.get('redirect_url'), '/ui/');
  const title = ctx.t(IM_SERVICES[service].label);
  return html(
    renderServerPage({
      lang: ctx.lang,
      title: `${title} - JumpServer`,
      heading: title,
      error: ctx.t('This service cannot be reached from the development backend, so no account can be bound here'),
      content: `<a class="button" href="${escape(back)}">${escape(ctx.t('Return'))}</a>`,
    }),
  );
};

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerProfileKeyAndImRoutes(router) {
  router.add('GET', '/core/auth/profile/pubkey/generate/', generatePublicKey, { name: 'Profile' });
  for (const service of Object.keys(IM_SERVICES)) {
    router.add('POST', `/api/v1/authentication/${service}/qr/unbind/`, unbind(service), { name: IM_SERVICES[service].label, confirm: 'relogin' });
    router.add('GET', `/core/auth/${service}/qr/bind/`, bindPage(service), { name: IM_SERVICES[service].label });
  }
}
