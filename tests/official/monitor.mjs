// What the official console does in a page: requests in flight (to wait until it is quiet), the
// answers the backend refused (status >= 400), the lists it read (their `count`), and uncaught errors,
// each recorded under the step being walked.

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
  const state = { step: '', inFlight: new Set(), lastActivity: Date.now(), failures: [], expectedSeen: [], errors: [], races: [], lists: [], expected: [] };

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
    failuresOf: (step) => state.failures.filter((failure) => failure.step === step),
    errorsOf: (step) => state.errors.filter((error) => error.step === step),
    listsOf: (step) => state.lists.filter((list) => list.step === step),
  };
}
