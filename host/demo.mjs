// The example pages that embed the elements (/demo/portal.html, an intranet
// portal; /demo/soc.html, a SOC dashboard): static files from host/demo. The
// console's own server serves them beside JumpServer (same origin, the session
// cookie); a second, small server serves them alone on another port, where they
// load the elements from the console's origin and sign in by token.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEMO_DIR = fileURLToPath(new URL('./demo/', import.meta.url));
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * As strict as the console's own page: only this origin's files and, from
 * another origin, the JumpServer that serves the elements (its modules, its
 * stylesheet, its API and websockets). 'wasm-unsafe-eval' is the session
 * player's terminal.
 * @param {string} [server] the JumpServer's origin when it is another
 */
export function demoPolicy(server) {
  const also = server ? ` ${server}` : '';
  const sockets = server ? ` ${server.replace(/^http/, 'ws')}` : ' ws: wss:';
  return [
    "default-src 'self'",
    `script-src 'self'${also} 'wasm-unsafe-eval'`,
    "style-src 'self'",
    `img-src 'self'${also} data: blob:`,
    // An applet session's recording plays from the JumpServer's /media/.
    `media-src 'self'${also}`,
    "font-src 'self' data:",
    `connect-src 'self'${also}${sockets}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `report-uri ${server ?? ''}/ui/csp-report`,
  ].join('; ');
}

/**
 * Serves /demo/<file> when the request asks for one.
 * @param {string} [server] the JumpServer's origin when it is another
 * @returns {boolean} whether the request was answered
 */
export function serveDemo(pathname, response, server) {
  if (!pathname.startsWith('/demo/')) return false;
  const file = normalize(join(DEMO_DIR, pathname.slice('/demo/'.length) || 'portal.html'));
  if (!file.startsWith(DEMO_DIR) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return true;
  }
  response.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Security-Policy': demoPolicy(server),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  });
  createReadStream(file).pipe(response);
  return true;
}

/** The demo pages' paths, for the URLs `npm start` prints. */
export const DEMO_PAGES = ['/demo/portal.html', '/demo/soc.html'];

/**
 * The example pages alone on another origin, embedding the elements of the JumpServer at `server`
 * (which must allow this origin: `allowOrigins` of startConsoleServer).
 * @param {{server: string, port?: number, host?: string}} options
 */
export async function startDemoServer({ server, port = 0, host = '127.0.0.1' }) {
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://demo.local');
    if (url.pathname === '/' || url.pathname === '/demo' || url.pathname === '/demo/') url.pathname = DEMO_PAGES[0];
    // A page opened without ?server= would look for the elements here, where there are only the pages.
    if (url.pathname.endsWith('.html') && !url.searchParams.has('server')) {
      url.searchParams.set('server', server);
      return response.writeHead(302, { Location: `${url.pathname}${url.search}` }).end();
    }
    if (!serveDemo(url.pathname, response, server)) response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  });
  await new Promise((done, fail) => {
    http.once('error', fail);
    http.listen(port, host, done);
  });
  const address = http.address();
  return {
    origin: `http://${host}:${typeof address === 'object' && address ? address.port : port}`,
    async close() {
      http.closeAllConnections?.();
      await new Promise((done) => http.close(done));
    },
  };
}

/**
 * The example pages on a second origin beside a running console: the console lets that origin in
 * (CORS, websockets) only once the pages' server listens there, never while another program holds the port.
 * @param {{origin: string, allowOrigin: (origin: string) => void}} console the started console server
 * @param {{port: number, host?: string, browserHost?: string}} options
 * @returns {Promise<{origin: string, close: () => Promise<void>}>} rejects when the port cannot be had
 */
export async function startSecondOrigin(console, { port, host = '127.0.0.1', browserHost = host }) {
  const demo = await startDemoServer({ server: `http://${browserHost}:${new URL(console.origin).port}`, port, host });
  const origin = `http://${browserHost}:${new URL(demo.origin).port}`;
  console.allowOrigin(origin);
  return { ...demo, origin };
}
