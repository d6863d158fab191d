// What the official console does in a page: requests in flight (to wait until it is quiet), the
// answers the backend refused (status >= 400), the websockets it could not open, the lists it read
// (their `count`), uncaught errors and values it shows as "undefined", each recorded under the step
// being walked; then one line per problem of a step, a request the page repeats while it fails counted.

/** Requests a page keeps open or repeats on its own, which say nothing about the step being walked. */
const BACKGROUND = [/\/ws\//, /\/api\/v1\/notifications\/site-messages\/unread-total\//, /\/api\/v1\/settings\/server-info\//];

/** Pages of lists that are not a table of the page: the header's count of the tickets waiting for me. */
const NOT_TABLES = [/\/api\/v1\/tickets\/tickets\/\?assignees__id=[^&]+&status=open&offset=0&limit=15&display=1&draw=1\/$/];

/**
 * Page errors of the official console's own making, whatever the server answers: the dashboards' charts read the
 * theme colour from a CSS variable that is set only once two stylesheets have been fetched (changeThemeColors is
 * not awaited), so a chart drawn before then paints a gradient from an empty colour.
 */
export const CONSOLE_RACES = [/^Failed to execute 'addColorStop' on 'CanvasGradient': The value provided \(''\) could not be parsed as a color\.$/];

export function watchPage(page, origin) {
  const state = {
    step: '',
    inFlight: new Set(),
    lastActivity: Date.now(),
    failures: [],
    expectedSeen: [],
    errors: [],
    races: [],
    lists: [],
    expected: [],
    sockets: [],
    blanks: [],
  };

  const ours = (url) => url.startsWith(origin) && !BACKGROUND.some((pattern) => pattern.test(url));
  page.on('request', (request) => {
    if (!ours(request.url())) return;
    state.inFlight.add(request);
    state.lastActivity = Date.now();
  });
  const settle = (request) => {
    state.inFlight.delete(request);
    state.lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', async (response) => {
    const request = response.request();
    const url = response.url();
    if (!ours(url)) return;
    const step = state.step;
    const path = url.slice(origin.length);
    if (response.status() >= 400) {
      const expected = state.expected.find((rule) => rule.method === request.method() && rule.path.test(path) && rule.status === response.status());
      let body = '';
      try {
        body = (await response.text()).slice(0, 300);
      } catch {
        // the page went on before the body arrived
      }
      (expected ? state.expectedSeen : state.failures).push({ step, method: request.method(), path, status: response.status(), body });
      return;
    }
    if (
      request.method() === 'GET' &&
      /[?&]limit=\d/.test(path) &&
      !NOT_TABLES.some((pattern) => pattern.test(path)) &&
      (response.headers()['content-type'] ?? '').includes('json')
    ) {
      try {
        const body = await response.json();
        if (typeof body?.count === 'number') state.lists.push({ step, path, count: body.count });
      } catch {
        // not a page of a list
      }
    }
  });
  // A websocket the backend refuses (the quick job's "Connect websocket server error") fails its handshake.
  page.on('websocket', (socket) => {
    if (!socket.url().startsWith(origin.replace(/^http/, 'ws'))) return;
    const step = state.step;
    socket.on('socketerror', (message) => state.sockets.push({ step, path: new URL(socket.url()).pathname, message: String(message).slice(0, 200) }));
  });
  page.on('pageerror', (error) => {
    const message = String(error.message ?? error).slice(0, 300);
    (CONSOLE_RACES.some((pattern) => pattern.test(message)) ? state.races : state.errors).push({ step: state.step, message });
  });

  return {
    state,
    /** Names what is being walked, for the records that follow. */
    step(name) {
      state.step = name;
    },
    /** A refusal this step expects (a flow that tries something the server must refuse). */
    expect(method, path, status) {
      state.expected.push({ method, path, status });
    },
    /** Resolves once no request of the page has been in flight for `quiet` ms (or after `timeout`). */
    async idle({ quiet = 600, timeout = 20000 } = {}) {
      const started = Date.now();
      for (;;) {
        await new Promise((done) => setTimeout(done, 100));
        const calm = state.inFlight.size === 0 && Date.now() - state.lastActivity >= quiet;
        if (calm || Date.now() - started > timeout) return calm;
      }
    },
    /** Reads what the page shows now for values it could not fill ("Asset: undefined"). */
    async readText() {
      const step = state.step;
      for (const line of blankValues(await page.locator('body').innerText())) state.blanks.push({ step, line });
    },
    /** One line per problem of the step: refusals (a repeated one once, with its count), websockets, page errors, blank values. */
    problemsOf: (step) => [
      ...summarizeFailures(state.failures.filter((failure) => failure.step === step)),
      ...state.sockets.filter((socket) => socket.step === step).map((socket) => `websocket ${socket.path}: ${socket.message}`),
      ...state.errors.filter((error) => error.step === step).map((error) => `page error: ${error.message}`),
      ...[...new Set(state.blanks.filter((blank) => blank.step === step).map((blank) => blank.line))].map((line) => `shows "${line}"`),
    ],
    listsOf: (step) => state.lists.filter((list) => list.step === step),
  };
}

/**
 * The refused requests as lines, each method and path once: a request the page sends again and again while
 * it fails (the ticket detail polling a session the server does not know) says how often.
 */
export function summarizeFailures(failures) {
  const byRequest = new Map();
  for (const failure of failures) {
    const key = `${failure.method} ${failure.path} → ${failure.status}`;
    const seen = byRequest.get(key);
    if (seen) seen.times += 1;
    else byRequest.set(key, { first: failure, times: 1 });
  }
  return [...byRequest].map(([key, { first, times }]) => `${key}${times > 1 ? ` (repeated ${times} times)` : ''} ${first.body.replace(/\s+/g, ' ').slice(0, 160)}`.trim());
}

/**
 * A value the page could not fill, as a template prints it: "undefined", "null", "NaN" or "[object Object]" as a
 * whole line, after a label's colon, or as a table cell (innerText separates cells with tabs); not inside prose.
 */
const BLANK = /(^|[:：]\s*|\t)(undefined|null|NaN|\[object Object\])\s*($|\t)/;

/** The lines of a page's text that show a value it could not fill ("Asset: undefined"). */
export function blankValues(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => BLANK.test(line));
}
