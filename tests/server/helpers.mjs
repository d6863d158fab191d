// Test harness for the backend: a real node:http server on port 0 around
// backend.handle/upgrade, a fresh data directory, and clients that log in
// through the real login form and keep their cookies.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { after, before } from 'node:test';
import { totp } from '../../server/auth/totp.mjs';
import { createBackend } from '../../server/index.mjs';

const require = createRequire(import.meta.url);

export const ROOT_ORG_ID = '00000000-0000-0000-0000-000000000000';
export const DEFAULT_ORG_ID = '00000000-0000-0000-0000-000000000002';
export const SYSTEM_ORG_ID = '00000000-0000-0000-0000-000000000004';

/** The client, sending X-JMS-ORG for the given organization (the default one unless said). */
export function inOrg(client, orgId = DEFAULT_ORG_ID) {
  client.headers['X-JMS-ORG'] = orgId;
  return client;
}

/**
 * For a test file: a backend of its own and the admin signed in, in the default
 * organization; ready before its tests, closed after them.
 * @returns {{server: any, admin: any}} filled in once `before` has run
 */
export function backendWithAdmin(options = {}) {
  const context = { server: undefined, admin: undefined };
  before(async () => {
    context.server = await startBackend(options);
    context.admin = inOrg(await context.server.login('admin'));
  });
  after(() => context.server?.close());
  return context;
}

export function temporaryDir(prefix = 'jms-backend-') {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Starts node:http around a backend; `dataDir` defaults to a fresh temporary directory. */
export async function startBackend(options = {}) {
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? temporaryDir();
  const backend = await createBackend({ ...options, dataDir });
  const server = createServer((req, res) => {
    if (!backend.handle(req, res)) res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not the backend');
  });
  server.on('upgrade', (req, socket, head) => {
    if (!backend.upgrade(req, socket, head)) socket.destroy();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    backend,
    dataDir,
    client: () => new Client(origin),
    /** A client logged in through the login form (demo password unless given). */
    /** extra.otpSecret answers the MFA step of a user with a bound authenticator (alice). */
    async login(username, password = options.demoPassword ?? 'jumpserver', extra = {}) {
      const client = new Client(origin);
      const response = await client.submitLogin(username, password, extra);
      if (response.status !== 302) throw new Error(`login of ${username} failed with ${response.status}`);
      if (response.headers.get('location')?.startsWith('/core/auth/login/mfa/')) {
        if (!extra.otpSecret) throw new Error(`${username} has MFA: give the login its otpSecret`);
        const step = await client.submitMfa(response.headers.get('location'), totp(extra.otpSecret));
        if (step.status !== 302) throw new Error(`the MFA step of ${username} failed with ${step.status}`);
      }
      return client;
    },
    async close({ keepData = false } = {}) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await backend.close();
      if (ownDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser-like client: a cookie jar, CSRF header on unsafe methods, JSON bodies. */
export class Client {
  constructor(origin) {
    this.origin = origin;
    /** @type {Map<string, string>} */
    this.cookies = new Map();
    /** Extra headers on every request (X-JMS-ORG...). */
    this.headers = {};
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  storeCookies(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get csrfToken() {
    return this.cookies.get('jms_csrftoken');
  }

  /**
   * @param {string} method @param {string} path
   * @param {{body?: any, raw?: Buffer|string, type?: string, headers?: Record<string,string>, csrf?: boolean}} [options]
   */
  async request(method, path, { body, raw, type, headers = {}, csrf = true } = {}) {
    const finalHeaders = { ...this.headers, ...headers };
    if (this.cookies.size) finalHeaders.cookie = this.cookieHeader();
    if (csrf && !['GET', 'HEAD', 'OPTIONS'].includes(method) && this.csrfToken) finalHeaders['X-CSRFToken'] = this.csrfToken;
    let payload;
    if (raw !== undefined) {
      payload = raw;
      finalHeaders['Content-Type'] = type ?? 'application/octet-stream';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      finalHeaders['Content-Type'] = 'application/json';
    }
    const response = await fetch(this.origin + path, { method, headers: finalHeaders, body: payload, redirect: 'manual' });
    this.storeCookies(response);
    const buffer = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? '';
    let data = buffer.toString('utf8');
    if (contentType.includes('application/json') && buffer.length) data = JSON.parse(data);
    return { status: response.status, headers: response.headers, body: data, buffer };
  }

  get(path, options) {
    return this.request('GET', path, options);
  }
  options(path, options) {
    return this.request('OPTIONS', path, options);
  }
  post(path, body, options = {}) {
    return this.request('POST', path, { ...options, body });
  }
  put(path, body, options = {}) {
    return this.request('PUT', path, { ...options, body });
  }
  patch(path, body, options = {}) {
    return this.request('PATCH', path, { ...options, body });
  }
  delete(path, options) {
    return this.request('DELETE', path, options);
  }

  /** The login's MFA step: GET its form, then POST the code with the token it carries. */
  async submitMfa(path, code) {
    const page = await this.get(path);
    const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    return this.request('POST', path, { raw: new URLSearchParams({ csrfmiddlewaretoken: token, mfa_type: 'otp', code }).toString(), type: 'application/x-www-form-urlencoded' });
  }

  /** GET the login page, then POST the form with the token it carries. */
  async submitLogin(username, password, { next = '/ui/', autoLogin = false, csrf } = {}) {
    const page = await this.get(`/core/auth/login/?next=${encodeURIComponent(next)}`);
    const token = csrf ?? /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const form = new URLSearchParams({ csrfmiddlewaretoken: token, username, password });
    if (autoLogin) form.set('auto_login', 'on');
    return this.request('POST', `/core/auth/login/?next=${encodeURIComponent(next)}`, {
      raw: form.toString(),
      type: 'application/x-www-form-urlencoded',
      csrf: false,
    });
  }
}

/** Encrypts a secret the way the console does (jsencrypt + crypto-js, api-contract 5.3). */
export function encryptSecret(value, publicKeyCookie) {
  const JSEncrypt = require('jsencrypt');
  const CryptoJS = require('crypto-js');
  const pem = Buffer.from(publicKeyCookie.replaceAll('"', ''), 'base64').toString('utf8');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(pem);
  const aesKey = Math.random().toString(36).slice(2, 13);
  const key = CryptoJS.enc.Utf8.parse(aesKey.padEnd(16, '\0'));
  const cipher = CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(value), key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.ZeroPadding });
  return `${rsa.encrypt(aesKey)}:${cipher.toString()}`;
}

/** Opens a websocket with the client's cookies and collects JSON messages. */
export function openSocket(client, path, { origin } = {}) {
  const WebSocket = require('ws');
  const ws = new WebSocket(client.origin.replace('http', 'ws') + path, { headers: { cookie: client.cookieHeader() }, ...(origin ? { origin } : {}) });
  const messages = [];
  const waiters = [];
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    for (const waiter of waiters.splice(0)) waiter();
  });
  return {
    ws,
    messages,
    opened: new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('unexpected-response', (request, response) => reject(Object.assign(new Error('refused'), { status: response.statusCode })));
      ws.once('error', reject);
    }),
    /** Resolves when a message matches, or rejects after a timeout. */
    async next(predicate = () => true, timeout = 3000) {
      const deadline = Date.now() + timeout;
      for (;;) {
        const found = messages.find(predicate);
        if (found) {
          messages.splice(messages.indexOf(found), 1);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no matching websocket message');
        await new Promise((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    close: () => ws.close(),
  };
}
