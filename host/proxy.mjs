// Development against a real JumpServer: the console is served here, every
// server path goes to the real one, so cookies, CSRF and websockets stay same-origin.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

export const PROXIED_PREFIXES = ['/api/', '/core/', '/ws/', '/static/', '/media/', '/luna/', '/koko/'];

function proxied(pathname) {
  return PROXIED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export function createProxy(target) {
  const base = new URL(target);
  const secure = base.protocol === 'https:';
  const port = Number(base.port) || (secure ? 443 : 80);

  return {
    handle(request, response) {
      if (!proxied(new URL(request.url ?? '/', 'http://x').pathname)) return false;
      const send = secure ? httpsRequest : httpRequest;
      const outgoing = send(
        {
          host: base.hostname,
          port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: base.host, 'x-forwarded-host': request.headers.host ?? '' },
          servername: base.hostname,
        },
        (incoming) => {
          response.writeHead(incoming.statusCode ?? 502, rewriteHeaders(incoming.headers));
          incoming.pipe(response);
        },
      );
      outgoing.on('error', (error) => {
        if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(`JumpServer at ${base.origin} did not answer: ${error.message}`);
      });
      request.pipe(outgoing);
      return true;
    },
    upgrade(request, socket, head) {
      if (!proxied(new URL(request.url ?? '/', 'http://x').pathname)) return false;
      const upstream = secure ? tlsConnect({ host: base.hostname, port, servername: base.hostname }) : netConnect({ host: base.hostname, port });
      upstream.on(secure ? 'secureConnect' : 'connect', () => {
        const lines = [`${request.method} ${request.url} HTTP/1.1`];
        for (const [name, value] of Object.entries({ ...request.headers, host: base.host })) {
          for (const item of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${item}`);
        }
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head?.length) upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      const close = () => {
        upstream.destroy();
        socket.destroy();
      };
      upstream.on('error', close);
      socket.on('error', close);
      return true;
    },
    async close() {},
  };
}

// Cookies set by the real server for its own domain must stick to this origin instead.
function rewriteHeaders(headers) {
  const result = { ...headers };
  const cookies = headers['set-cookie'];
  if (cookies) {
    result['set-cookie'] = cookies.map((cookie) => cookie.replace(/;\s*Domain=[^;]*/i, '').replace(/;\s*Secure/i, ''));
  }
  return result;
}
