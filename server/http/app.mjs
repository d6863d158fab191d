// The request pipeline: context → route → authentication → organization →
// permission → handler → response. Every failure becomes the JSON body the real
// server would send; nothing a client sends can reach the 500 branch on purpose.
import { parseBody } from './body.mjs';
import { parseCookies, serializeCookie } from './cookies.mjs';
import { translateErrorBody } from '../i18n/drf-messages.mjs';
import { badRequest, HttpError, methodNotAllowed, notAuthenticated, notFound, permissionDenied, unsupportedMediaType } from './errors.mjs';
import { compressBody } from './content-encoding.mjs';
import { isReply, redirect, reply } from './reply.mjs';
import { authenticate } from '../auth/authenticate.mjs';
import { digestMatches } from '../auth/signature.mjs';
import { requireConfirm } from '../auth/confirm.mjs';
import { sqlCounter } from '../db/database.mjs';
import { requestLanguage, translator } from '../i18n/index.mjs';
import { nowIso, resolveZone } from '../util/time.mjs';
import { plainMetadata } from '../registry/metadata.mjs';

export const OWNED_PREFIXES = ['/api/', '/core/', '/static/', '/media/', '/luna/', '/koko/'];

/** Each request's parsed body, parsed once for the context and every copy of it (with()). */
const bodies = new WeakMap();
/** The parts of each multipart body once read, for the hooks that run synchronously after (a playbook's create). */
const multiparts = new WeakMap();

/**
 * What a handler knows of its request. A class, not a literal of closures: one is made
 * for every request, and its methods need not be made with it.
 */
class RequestContext {
  /** @param {import('node:http').IncomingMessage} req @param {URL} url @param {any} services */
  constructor(req, url, services) {
    const cookies = parseCookies(req.headers.cookie);
    const protocol = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0] || 'http';
    this.req = req;
    this.url = url;
    this.method = String(req.method ?? 'GET').toUpperCase();
    this.query = url.searchParams;
    this.params = /** @type {Record<string,string>} */ ({});
    this.cookies = cookies;
    this.services = services;
    this.session = /** @type {import('../auth/sessions.mjs').Session | null} */ (null);
    this.user = /** @type {any} */ (null);
    this.authenticatedBy = /** @type {string|null} */ (null);
    /** What a token or access-key client authenticated with (`token:<key>`, `key:<id>`): its confirmations are kept by it. */
    this.credential = /** @type {string|null} */ (null);
    /** The SHA-256 (base64) a signed request's Digest says its body has. */
    this.bodyDigest = /** @type {string|null} */ (null);
    this.org = { id: '', name: '' };
    this.lang = requestLanguage(cookies.django_language, req.headers['accept-language']);
    this.t = translator(this.lang);
    this.zone = resolveZone(String(req.headers['x-tz'] ?? ''));
    this.origin = `${protocol}://${req.headers.host ?? 'localhost'}`;
    /** One "now" per request: validity and expiry are judged against it. */
    this.now = nowIso();
    /** @type {string[]} */
    this.setCookies = [];
    /** @type {Set<string> | null} the permissions, once asked for */
    this.grantedPerms = null;
  }

  /** The parsed body: JSON value, form object or multipart fields; raw files only when asked for. */
  async body({ files = false } = {}) {
    let parsed = bodies.get(this.req);
    if (!parsed) bodies.set(this.req, (parsed = parseBody(this.req, (raw) => digestMatches(this, raw))));
    const { kind, value, type } = await parsed;
    if (kind === 'multipart') multiparts.set(this.req, value);
    if (kind === 'file' && !files) throw unsupportedMediaType(type);
    if (kind === 'multipart' && !files) return Object.fromEntries(Object.entries(value).map(([key, part]) => [key, part.value]));
    return kind === 'file' || kind === 'multipart' ? { kind, value, type } : value;
  }

  /**
   * The files of the multipart body body() read, by field name: `{filename, data}`.
   * @returns {Record<string, {filename: string, data: Buffer}>}
   */
  uploadedFiles() {
    const parts = multiparts.get(this.req) ?? {};
    return Object.fromEntries(Object.entries(parts).filter(([, part]) => part.filename !== undefined));
  }

  /** Permission codenames of the user in the request's organization. */
  get perms() {
    this.grantedPerms ??= this.user ? this.services.rbac.permsFor(this.user.id, this.org.id) : new Set();
    return this.grantedPerms;
  }

  can(codename) {
    return codename === null || codename === undefined || this.perms.has(codename);
  }

  /** API clients (a token, an access key's signature) send plain secrets; browser sessions may send `key:value` ciphertext. */
  decryptSecret(value) {
    return this.authenticatedBy === 'token' || this.authenticatedBy === 'signature' ? value : this.services.decryptSecret(value);
  }

  orgName(id) {
    return this.services.orgs.nameOf(id, this.t);
  }

  setCookie(name, value, options) {
    this.setCookies.push(serializeCookie(name, value, options));
  }

  /**
   * A copy with some of its fields replaced (another organization, query or user), for a
   * step of the request done elsewhere. It keeps this request's permissions, body and
   * cookies to set: the request's user is still the one asking.
   * @param {Partial<RequestContext>} changes
   */
  with(changes) {
    return Object.assign(Object.create(RequestContext.prototype), this, { grantedPerms: this.perms }, changes);
  }
}

/** @param {import('node:http').IncomingMessage | {method: string, url: string, headers: Record<string, any>}} req @param {URL} url @param {any} services */
export function createContext(req, url, services) {
  return new RequestContext(/** @type {any} */ (req), url, services);
}

/** The reply for an error a handler threw: its own for an HttpError, else a 500 that echoes nothing of the request. */
export function errorReply(error, ctx) {
  if (error instanceof HttpError) return reply(error.status, translateErrorBody(error.body, ctx.lang), error.headers);
  // A bug, not bad input: say so without echoing the request (it may carry secrets).
  console.error(`[backend] ${ctx.method} ${ctx.url.pathname} failed:`, error);
  return reply(500, { detail: 'Server error', code: 'unexpect_error' });
}

function required(route, ctx) {
  const perm = typeof route.perm === 'function' ? route.perm(ctx) : route.perm;
  if (perm === null || perm === undefined) return [];
  return Array.isArray(perm) ? perm : [perm];
}

/** @param {ReturnType<import('./router.mjs').createRouter>} router */
export function createApp(router, services) {
  async function run(req, res, url) {
    const ctx = createContext(req, url, services);
    let result;
    try {
      result = await route(ctx);
    } catch (error) {
      result = errorReply(error, ctx);
    }
    await send(ctx, res, isReply(result) ? result : reply(200, result));
  }

  async function route(ctx) {
    const { pathname } = ctx.url;
    const found = router.match(ctx.method, pathname);
    if (!found) {
      // Django's APPEND_SLASH: any method is sent to the slashed path when one answers there (the official console's detail card asks OPTIONS without it).
      if (!pathname.endsWith('/') && router.match(ctx.method, `${pathname}/`)) {
        return reply(301, '', { Location: `${pathname}/${ctx.url.search}` });
      }
      throw notFound();
    }
    ctx.params = found.params;
    authenticate(ctx);
    const pinned = 'route' in found ? found.route.org : undefined;
    ctx.org = pinned ? { id: pinned, name: services.orgs.nameOf(pinned, ctx.t) } : services.orgs.resolve(ctx);
    if (!('route' in found)) {
      if (ctx.method === 'OPTIONS') return plainMetadata('');
      throw methodNotAllowed(ctx.method);
    }
    const { route: target } = found;
    if (target.auth !== 'anonymous' && !ctx.user) {
      // Pages send the browser to the login form, as Django's login_required does; the API answers 401.
      if (pathname.startsWith('/core/')) return redirect(`/core/auth/login/?next=${encodeURIComponent(pathname + ctx.url.search)}`);
      throw notAuthenticated();
    }
    if (!required(target, ctx).every((codename) => ctx.can(codename))) throw permissionDenied();
    if (target.session && !ctx.session && ctx.user) throw badRequest('This action needs a browser session: sign in through the login page');
    if (target.confirm) requireConfirm(ctx, target.confirm);
    return target.handler(ctx);
  }

  async function send(ctx, res, result) {
    /** @type {Record<string, any>} */
    const headers = { ...result.headers };
    let payload = result.body;
    if (payload === undefined || payload === '' || result.status === 204) {
      payload = '';
    } else if (!Buffer.isBuffer(payload) && !(typeof payload === 'string' && headers['Content-Type'])) {
      payload = JSON.stringify(payload);
      headers['Content-Type'] = 'application/json';
    }
    // Pages (not /api) carry the public key for secret encryption and the cookie-name prefix, as SessionCookieMiddleware sets them.
    if (!ctx.url.pathname.startsWith('/api/')) {
      if (ctx.cookies.jms_public_key !== services.publicKeyCookie) ctx.setCookie('jms_public_key', services.publicKeyCookie);
      if (ctx.cookies.SESSION_COOKIE_NAME_PREFIX !== 'jms_') ctx.setCookie('SESSION_COOKIE_NAME_PREFIX', 'jms_');
    }
    if (ctx.setCookies.length) headers['Set-Cookie'] = ctx.setCookies;
    headers['Vary'] = 'Accept, Cookie, Accept-Language';
    const counter = sqlCounter.getStore();
    if (counter) headers['X-JMS-SQL-COUNT'] = String(counter.count + 2);
    // JSON goes compressed to a client that takes it, as JumpServer's nginx sends it (gzip on).
    if (/json/.test(headers['Content-Type'] ?? '') && ctx.method !== 'HEAD') {
      headers['Vary'] += ', Accept-Encoding';
      const compressed = await compressBody(payload, ctx.req.headers['accept-encoding']);
      if (compressed.encoding) headers['Content-Encoding'] = compressed.encoding;
      payload = compressed.body;
    }
    if (res.headersSent) return;
    res.writeHead(result.status, headers);
    res.end(ctx.method === 'HEAD' ? undefined : payload);
  }

  /** @returns {boolean} whether the path is the backend's */
  function handle(req, res) {
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://backend.local');
    } catch {
      return false;
    }
    if (!OWNED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return false;
    const task = () => run(req, res, url);
    const done = services.config.debugSql ? sqlCounter.run({ count: 0 }, task) : task();
    done.catch((error) => {
      console.error('[backend] response failed:', error);
      if (!res.headersSent) res.writeHead(500).end();
    });
    return true;
  }

  return { handle };
}
