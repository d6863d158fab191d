// JumpServer's SignatureAuthentication (djangorestframework-httpsig): a request
// signed with an access key. `Authorization: Signature keyId="<access key id>",
// algorithm="hmac-sha256",headers="(request-target) date",signature="<base64>"`,
// where the signature is the HMAC-SHA256, keyed by the access key's secret, of
// the named headers as `name: value` lines ((request-target) is `get /path?query`).
// Stricter than httpsig, so that a captured signature is worth little: the signed
// Date must be within 15 minutes of the server's clock, and a request with a body
// must sign a `Digest: SHA-256=<base64>` of it, which the body must match; a signed
// write is taken once.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { clientAddress } from '../audits/records.mjs';
import { HttpError } from '../http/errors.mjs';
import { ipInGroup } from '../util/ip.mjs';
import { nowIso } from '../util/time.mjs';

const REQUIRED_HEADERS = ['(request-target)', 'date'];
const CLOCK_SKEW_MS = 15 * 60 * 1000;

const failed = (detail) => new HttpError(401, { detail, code: 'authentication_failed' });

/** The signature's parameters (keyId, algorithm, headers, signature). */
function parameters(text) {
  return Object.fromEntries([...text.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

function signingString(ctx, headers) {
  return headers
    .map((name) => (name === '(request-target)' ? `${name}: ${ctx.method.toLowerCase()} ${ctx.url.pathname}${ctx.url.search}` : `${name}: ${ctx.req.headers[name] ?? ''}`))
    .join('\n');
}

/**
 * The access key and its user for a signed request; a bad signature, an unknown or
 * inactive key, a caller outside the key's IP group or a stale Date is refused (401).
 * @param {any} ctx @param {string} text what follows `Signature ` in the header
 */
export function signedUserId(ctx, text) {
  const { keyId, signature, algorithm = 'hmac-sha256', headers = 'date' } = parameters(text);
  const signed = headers.toLowerCase().split(/\s+/).filter(Boolean);
  if (!keyId || !signature || algorithm.toLowerCase() !== 'hmac-sha256' || !REQUIRED_HEADERS.every((name) => signed.includes(name))) throw failed('Bad signature');
  const key = ctx.services.db.get('SELECT * FROM access_keys WHERE id = ?', keyId);
  if (!key || !key.is_active) throw failed('Bad API key');
  const expected = createHmac('sha256', String(key.secret)).update(signingString(ctx, signed)).digest();
  const given = Buffer.from(signature, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw failed('Bad signature');
  if (!ipInGroup(clientAddress(ctx), JSON.parse(key.ip_group ?? '["*"]'))) throw failed('Bad API key');
  const date = Date.parse(String(ctx.req.headers.date ?? ''));
  if (!(Math.abs(Date.now() - date) <= CLOCK_SKEW_MS)) throw failed('Expired signature: the signed Date must be within 15 minutes of the server time');
  if (!SAFE_METHODS.has(ctx.method) && replayed(ctx.services, signature, date)) throw failed('Bad signature: this signed request was already received');
  if (hasBody(ctx.req)) {
    const digest = /^SHA-256=(\S+)$/i.exec(String(ctx.req.headers.digest ?? ''))?.[1];
    if (!signed.includes('digest') || !digest) throw failed('Bad signature: a request with a body must sign its Digest (SHA-256)');
    ctx.bodyDigest = digest;
  }
  ctx.services.db.run('UPDATE access_keys SET date_last_used = ? WHERE id = ?', nowIso(), key.id);
  return { userId: key.user_id, keyId: key.id };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/**
 * Whether a write's signature was seen before: within the 15 minutes its Date is good for, the
 * same signed write is taken once (signatures are remembered until their Date leaves the window).
 */
function replayed(services, signature, date) {
  const seen = services.seenSignatures;
  for (const [known, expires] of seen) if (expires < Date.now()) seen.delete(known);
  if (seen.has(signature)) return true;
  seen.set(signature, date + CLOCK_SKEW_MS);
  return false;
}

const hasBody = (req) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * Whether a body is the one a signed request's Digest names (ctx.bodyDigest); a request
 * that was not signed has nothing to match. Checked once the body is read, before it is used.
 * @param {any} ctx @param {Buffer} raw
 */
export function digestMatches(ctx, raw) {
  if (!ctx.bodyDigest) return true;
  const expected = createHash('sha256').update(raw).digest();
  const given = Buffer.from(ctx.bodyDigest, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
