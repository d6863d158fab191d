// The requests of one page load as the browser's network stack saw them
// (Chrome DevTools Protocol): method, URL, when each started and finished
// (ms since the page's time origin) and the bytes it took on the wire, headers
// included. What the load figures and the README's waterfall read.

/**
 * Starts recording the page's requests; `stop()` returns them in start order.
 * @param {import('playwright-core').Page} page a page not navigated yet
 */
export async function recordWaterfall(page) {
  const session = await page.context().newCDPSession(page);
  /** @type {Map<string, {method: string, url: string, clock: number, endClock?: number, bytes: number, encoding: string, status: number}>} */
  const requests = new Map();
  // CDP's `timestamp` is a monotonic clock in seconds; `wallTime` (epoch seconds) ties it to the page's time origin.
  let clockToEpoch = NaN;
  session.on('Network.requestWillBeSent', ({ requestId, request, timestamp, wallTime }) => {
    if (Number.isNaN(clockToEpoch)) clockToEpoch = wallTime - timestamp;
    requests.set(requestId, { method: request.method, url: request.url, clock: timestamp, bytes: 0, encoding: '', status: 0 });
  });
  session.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.status = response.status;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    entry.encoding = headers['content-encoding'] ?? '';
  });
  session.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.endClock = timestamp;
    entry.bytes = encodedDataLength;
  });
  await session.send('Network.enable');
  return {
    async stop() {
      const timeOrigin = await page.evaluate(() => performance.timeOrigin);
      await session.detach();
      const toPage = (clock) => (clock + clockToEpoch) * 1000 - timeOrigin;
      return [...requests.values()]
        .map(({ clock, endClock, ...entry }) => ({ ...entry, start: toPage(clock), end: endClock === undefined ? NaN : toPage(endClock) }))
        .sort((a, b) => a.start - b.start);
    },
  };
}

/**
 * The longest time the network stood idle before `until`: from the last
 * answer of a moment when no request was in flight to the next request. A
 * request that waited on an answer started at least that long after it.
 */
export function longestIdleGap(requests, until) {
  let busyUntil = NaN;
  let longest = { ms: 0, before: undefined };
  for (const request of requests) {
    if (request.start > until) break;
    if (request.start > busyUntil && request.start - busyUntil > longest.ms) longest = { ms: request.start - busyUntil, before: request };
    // A request still in flight keeps the network busy.
    const end = Number.isFinite(request.end) ? request.end : Infinity;
    busyUntil = Number.isNaN(busyUntil) ? end : Math.max(busyUntil, end);
  }
  return longest;
}

/**
 * The network rounds in a row that led to `target` (a request), itself
 * included: from it back, each step to the answer that came last before the
 * request started (what it most likely waited on), down to the page's own.
 * Returns the chain, first request first.
 */
export function roundsTo(requests, target) {
  const chain = [];
  for (let request = target; request;) {
    chain.unshift(request);
    const { start } = request;
    request = requests
      .filter((other) => !chain.includes(other) && Number.isFinite(other.end) && other.end <= start)
      .reduce((latest, other) => (!latest || other.end > latest.end ? other : latest), undefined);
  }
  return chain;
}

/** Of the requests to `path` answered before `until`, the one answered last: what the rows waited on. */
export function lastAnswerTo(requests, path, until) {
  return requests
    .filter((request) => new URL(request.url).pathname === path && request.end <= until)
    .reduce((latest, request) => (!latest || request.end > latest.end ? request : latest), undefined);
}

/** The bytes on the wire of the scripts, stylesheets and JSON answers a page took. */
export function wireBytes(requests, until = Infinity) {
  return requests
    .filter((request) => request.start <= until && (/\.(js|css)$/.test(new URL(request.url).pathname) || new URL(request.url).pathname.startsWith('/api/')))
    .reduce((sum, request) => sum + request.bytes, 0);
}

/** One line a request: start and end (ms), method and path, bytes and encoding on the wire. */
export function formatWaterfall(requests, origin) {
  return requests
    .map((request) => {
      const url = new URL(request.url);
      const where = url.origin === origin ? `${url.pathname}${url.search}` : request.url;
      const size = request.bytes ? `${(request.bytes / 1024).toFixed(1)} KB${request.encoding ? ` ${request.encoding}` : ''}` : '';
      return `${String(Math.round(request.start)).padStart(5)} ${String(Math.round(request.end)).padStart(5)}  ${request.method.padEnd(7)} ${where.length > 90 ? `${where.slice(0, 87)}...` : where}  ${size}`;
    })
    .join('\n');
}
