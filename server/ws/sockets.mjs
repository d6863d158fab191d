// WebSockets (noServer mode): authenticated by the session cookie like Django
// Channels; an anonymous handshake is refused, and so is one a page of another
// origin makes (the browser would send the session cookie along: cross-site
// websocket hijacking), as Channels' AllowedHostsOriginValidator refuses it.
import { createRequire } from 'node:module';
import { isValidUser } from '../auth/authenticate.mjs';
import { parseCookies } from '../http/cookies.mjs';
import { ROOT_ORG_ID } from '../orgs/builtin.mjs';

const { WebSocketServer } = createRequire(import.meta.url)('ws');

/**
 * @param {any} services
 * @param {Record<string, (socket: any, user: any, url: URL) => void>} channels path → handler
 * @param {Record<string, string>} [permissions] path → the system-wide permission a channel needs beyond a valid user
 */
export function createSockets(services, channels, permissions = {}) {
  const server = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  function refuse(socket, status) {
    socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  }

  /** @returns {boolean} whether the path was ours */
  function upgrade(req, socket, head) {
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://backend.local');
    } catch {
      return false;
    }
    if (!url.pathname.startsWith('/ws/')) return false;
    const channel = channels[url.pathname];
    if (!channel) {
      refuse(socket, '404 Not Found');
      return true;
    }
    if (!originAllowed(req, services.config.allowedOrigins ?? [])) {
      refuse(socket, '403 Forbidden');
      return true;
    }
    const session = services.sessions.load(parseCookies(req.headers.cookie).jms_sessionid);
    const user = session?.data.user_id ? services.db.get('SELECT * FROM users WHERE id = ?', session.data.user_id) : null;
    const perm = permissions[url.pathname];
    if (!isValidUser(user) || (perm && !services.rbac.permsFor(user.id, ROOT_ORG_ID).has(perm))) {
      refuse(socket, '403 Forbidden');
      return true;
    }
    server.handleUpgrade(req, socket, head, (ws) => {
      ws.on('error', () => ws.terminate());
      channel(ws, user, url);
    });
    return true;
  }

  function close() {
    for (const client of server.clients) client.terminate();
    return new Promise((done) => server.close(() => done()));
  }

  return { upgrade, close };
}

/**
 * A browser names the page's origin; it must be this server's own host (as the
 * browser reached it), on any port, or one allowed by name. Clients that are not
 * browsers send none. Another port of the same host is a development proxy that
 * rewrites Host (the official console's dev server, `changeOrigin`), which
 * JumpServer serves, having no origin check at all: its quick job's log socket
 * failed here ("Connect websocket server error"). That is the same site, whose
 * pages get the SameSite=Lax session cookie anyway; another site's never do.
 * @param {import('node:http').IncomingMessage} req @param {readonly string[]} allowed
 */
export function originAllowed(req, allowed) {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  let hostname;
  try {
    hostname = new URL(origin).hostname;
  } catch {
    return false;
  }
  const own = [req.headers['x-forwarded-host'], req.headers.host]
    .flatMap((value) => String(value ?? '').split(','))
    .map((value) => value.trim())
    .filter(Boolean)
    .map((host) => hostnameOf(host));
  return own.includes(hostname);
}

/** `127.0.0.1:8080` → `127.0.0.1`, `[::1]:8080` → `[::1]`, as URL reads a host. */
function hostnameOf(host) {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return '';
  }
}

/** Sends JSON if the socket is still open. */
export function sendJson(ws, value) {
  if (ws.readyState === 1) ws.send(JSON.stringify(value));
}
