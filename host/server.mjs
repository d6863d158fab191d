// The /ui/ page and its server: the built console under /ui/ with a strict
// Content-Security-Policy and the example pages that embed its elements under
// /demo/, beside either the project's own JumpServer-compatible backend
// (default) or a proxy to a real JumpServer (--backend URL).
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseEncoding } from '../server/http/content-encoding.mjs';
import { COMPRESSIBLE_FILE } from './build/compress-plugin.mjs';
import { createCors } from './cors.mjs';
import { createCspReportSink } from './csp-reports.mjs';
import { serveDemo } from './demo.mjs';
import { createProxy, PROXIED_PREFIXES } from './proxy.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const DEFAULT_DIST = join(ROOT, 'dist', 'ui');

/**
 * No inline script or style, no eval, nothing from elsewhere: the page runs only its own files.
 * 'wasm-unsafe-eval' lets it compile WebAssembly (the session player's terminal), nothing more:
 * eval() and new Function() stay refused.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  'report-uri /ui/csp-report',
].join('; ');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** What pages of the allowed origins read: the elements, the API, and the recordings under /media/ (fetched without credentials). */
const CORS_PREFIXES = ['/ui/', '/api/', '/media/'];

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

/**
 * Starts the console server.
 * @param {object} options
 * @param {number} [options.port] 0 picks a free port
 * @param {string} [options.host]
 * @param {string} [options.backend] URL of a real JumpServer to proxy to; without it the embedded backend runs
 * @param {string} [options.distDir] the built console
 * @param {object} [options.backendOptions] passed to the embedded backend's createBackend
 * @param {string[]} [options.allowOrigins] origins of other pages allowed to use the API and the websockets (parsed with parseOrigin)
 * @param {Record<string, (query: URLSearchParams) => string>} [options.pages] pages of this origin beside the console (path → its HTML): pages that embed the elements
 * @param {string|null} [options.contentSecurityPolicy] the policy of /ui/ (null: none, for a console that runs inline scripts, such as the official one)
 */
export async function startConsoleServer({
  port = 8080,
  host = '127.0.0.1',
  backend,
  distDir = DEFAULT_DIST,
  backendOptions = {},
  allowOrigins = [],
  pages = {},
  contentSecurityPolicy = CONTENT_SECURITY_POLICY,
} = {}) {
  const csp = createCspReportSink();
  const cors = createCors(allowOrigins);
  const upstream = backend ? createProxy(backend) : await (await import('../server/index.mjs')).createBackend({ ...backendOptions, allowedOrigins: allowOrigins });

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://console.local');
    if (url.pathname === '/ui/csp-report') return csp.handle(request, response);
    if (url.pathname === '/' || url.pathname === '/ui') return redirect(response, '/ui/');
    // Another origin's page loads the element modules (module scripts are fetched with CORS), calls the API and reads recordings.
    if (CORS_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)) && cors.handle(request, response)) return;
    if (url.pathname.startsWith('/ui/')) return serveStatic(distDir, url.pathname.slice('/ui/'.length), request, response, contentSecurityPolicy);
    if (serveDemo(url.pathname, response)) return;
    if (Object.hasOwn(pages, url.pathname)) {
      return response.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' }).end(pages[url.pathname](url.searchParams));
    }
    if (upstream.handle(request, response)) return;
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  });
  // Upgraded sockets leave the HTTP server's books: track them so close() ends them too.
  const upgraded = new Set();
  server.on('upgrade', (request, socket, head) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    if (!upstream.upgrade(request, socket, head)) socket.destroy();
  });

  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  const address = server.address();
  const origin = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    origin,
    url: `${origin}/ui/`,
    server,
    backend: upstream,
    cspReports: csp.reports,
    /** Lets pages of one more origin use the API and the websockets (parsed with parseOrigin). */
    allowOrigin(origin) {
      cors.allow(origin);
      upstream.allowOrigin?.(origin);
    },
    async close() {
      for (const socket of upgraded) socket.destroy();
      server.closeAllConnections?.();
      await new Promise((done) => server.close(done));
      await upstream.close();
    },
  };
}

function serveStatic(distDir, relativePath, request, response, contentSecurityPolicy) {
  const file = normalize(join(distDir, relativePath || 'index.html'));
  if (!file.startsWith(distDir)) return response.writeHead(400).end();
  const target = existsSync(file) && statSync(file).isFile() ? file : join(distDir, 'index.html');
  if (!existsSync(target)) {
    return response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The console is not built yet: run `npm run build`.');
  }
  // Everything under assets/ has its content's hash in its name; elements/<tag>.js keeps its name.
  const hashed = normalize(relativePath).startsWith('assets/') && target === file;
  const headers = {
    ...SECURITY_HEADERS,
    ...(contentSecurityPolicy ? { 'Content-Security-Policy': contentSecurityPolicy } : {}),
    'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
    // Hashed files never change; everything else (index.html, manifest.json) is checked every time, by its ETag.
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  // The copies the build compressed (compress-plugin.mjs), for a browser that takes them.
  let served = target;
  if (COMPRESSIBLE_FILE.test(target)) {
    // Beside the Origin the CORS layer may have named: a cache must tell both apart.
    const vary = response.getHeader('Vary');
    headers['Vary'] = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const copy = encoding && `${target}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (copy && existsSync(copy)) {
      served = copy;
      headers['Content-Encoding'] = encoding;
    }
  }
  const { etag, size } = fileVersion(served);
  headers['ETag'] = etag;
  if (matchesEtag(request.headers['if-none-match'], etag)) return response.writeHead(304, headers).end();
  headers['Content-Length'] = size;
  response.writeHead(200, headers);
  if (request.method === 'HEAD' || size === 0) return response.end();
  // No further than the length said: a file rewritten while it is sent (a build) must not spill its new
  // bytes onto the connection after the answer, where the next answer's head should be.
  createReadStream(served, { start: 0, end: size - 1 }).pipe(response);
}

/** @type {Map<string, {mtimeMs: number, size: number, etag: string}>} */
const versions = new Map();

/** A file's ETag (a digest of its bytes, read again only when it changed on disk) and size. */
function fileVersion(path) {
  const { mtimeMs, size } = statSync(path);
  const known = versions.get(path);
  if (known && known.mtimeMs === mtimeMs && known.size === size) return known;
  const version = { mtimeMs, size, etag: `"${createHash('sha256').update(readFileSync(path)).digest('base64url').slice(0, 27)}"` };
  versions.set(path, version);
  return version;
}

/** If-None-Match holds the ETag (weak comparison, as RFC 9110 asks for it), or is `*`. */
function matchesEtag(header, etag) {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

function redirect(response, location) {
  response.writeHead(302, { Location: location }).end();
}

export { PROXIED_PREFIXES };
