// Where browsers send Content-Security-Policy violation reports. Anyone can post
// one, so what is kept is bounded: each report is cut to a size, the latest ones
// are kept in memory for the process (tests read them there), each client may send
// a few a minute, and nothing is ever served back over HTTP.

const MAX_BODY = 16 * 1024;
const MAX_LOGGED = 2 * 1024;

/**
 * @param {{keep?: number, perMinute?: number, log?: (line: string) => void, now?: () => number}} [options]
 *   keep: the reports kept; perMinute: the reports one address may send a minute
 */
export function createCspReportSink({ keep = 100, perMinute = 30, log = (line) => console.warn(line), now = Date.now } = {}) {
  /** @type {unknown[]} */
  const reports = [];
  /** @type {Map<string, {minute: number, count: number}>} */
  const senders = new Map();
  let dropped = 0;

  function allowed(address) {
    const minute = Math.floor(now() / 60_000);
    const entry = senders.get(address);
    if (!entry || entry.minute !== minute) {
      // One entry per sender of the current minute: the map cannot grow without end either.
      if (senders.size > 10_000) senders.clear();
      senders.set(address, { minute, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= perMinute;
  }

  /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
  function handle(request, response) {
    if (request.method !== 'POST') return response.writeHead(405, { Allow: 'POST' }).end();
    if (!allowed(request.socket.remoteAddress ?? '')) {
      dropped += 1;
      request.resume();
      return response.writeHead(429).end();
    }
    let body = '';
    let size = 0;
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        request.destroy();
        return;
      }
      body += chunk;
    });
    request.on('end', () => {
      try {
        const parsed = JSON.parse(body);
        const report = parsed?.['csp-report'] ?? parsed;
        reports.push(report);
        if (reports.length > keep) reports.splice(0, reports.length - keep);
        log(`CSP violation: ${JSON.stringify(report).slice(0, MAX_LOGGED)}`);
      } catch {
        // A malformed report is not worth an error answer.
      }
      response.writeHead(204).end();
    });
  }

  return {
    handle,
    reports,
    /** Reports refused by the rate limit since the start. */
    get dropped() {
      return dropped;
    },
  };
}
