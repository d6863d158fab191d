// The backend benchmark's load generator: HTTP/1.1 over one keep-alive socket per
// client, one request at a time, each response read whole (Content-Length or
// chunked). It runs on the same two cores as the server it measures, and Node's
// http client cost 0.33 ms of CPU a request there (a third of what the server
// spent), so the client was measuring itself; this one parses only what a
// response needs. Not a general client: no redirects, no HEAD, no 1xx answers.
import { connect } from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/** A response's head: status and the two headers that say where its body ends. */
function parseHead(text) {
  const status = Number(text.slice(9, 12));
  let length = null;
  let chunked = false;
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (name === 'content-length') length = Number(line.slice(colon + 1));
    else if (name === 'transfer-encoding') chunked = /chunked/i.test(line.slice(colon + 1));
  }
  return { status, length, chunked };
}

/** The body of a complete chunked message, or null while it is incomplete. */
function dechunk(buffer) {
  const parts = [];
  let at = 0;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    // The last chunk, then the empty line that ends the message (this server sends no trailers).
    if (size === 0) return buffer.length >= lineEnd + 4 ? Buffer.concat(parts) : null;
    const start = lineEnd + 2;
    if (buffer.length < start + size + 2) return null;
    parts.push(buffer.subarray(start, start + size));
    at = start + size + 2;
  }
}

/**
 * One client: a keep-alive connection to host:port that sends the next request
 * when the previous answer has been read.
 * @param {{host: string, port: number}} target
 */
export function keepAliveClient({ host, port }) {
  /** @type {import('node:net').Socket | null} */
  let socket = null;
  let received = Buffer.alloc(0);
  /** @type {((buffer: Buffer) => boolean) | null} */
  let onData = null;
  /** @type {((error: Error) => void) | null} */
  let onError = null;

  function open() {
    const opened = connect({ host, port, noDelay: true });
    opened.on('data', (chunk) => {
      received = received.length ? Buffer.concat([received, chunk]) : chunk;
      if (onData?.(received)) received = Buffer.alloc(0);
    });
    const fail = (error) => {
      socket = null;
      onError?.(error ?? new Error('the server closed the connection'));
    };
    opened.on('error', fail);
    opened.on('close', () => fail(null));
    return opened;
  }

  /**
   * @param {string} method @param {string} path @param {Record<string, string>} [headers] @param {string} [body]
   * @returns {Promise<{status: number, body: string, ms: number}>} ms: from the request's first byte written to its answer's last byte read
   */
  function request(method, path, headers = {}, body = '') {
    socket ??= open();
    return new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      onError = reject;
      onData = (buffer) => {
        const headEnd = buffer.indexOf(HEADER_END);
        if (headEnd < 0) return false;
        const head = parseHead(buffer.toString('latin1', 0, headEnd));
        const rest = buffer.subarray(headEnd + 4);
        const content = head.chunked ? dechunk(rest) : rest.length >= (head.length ?? 0) ? rest.subarray(0, head.length ?? 0) : null;
        if (!content) return false;
        onData = null;
        onError = null;
        resolve({ status: head.status, body: content.toString(), ms: Number(process.hrtime.bigint() - started) / 1e6 });
        return true;
      };
      const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}:${port}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
      if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
      /** @type {import('node:net').Socket} */ (socket).write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    });
  }

  return { request, close: () => socket?.destroy() };
}
