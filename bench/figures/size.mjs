// Figure 1: what the first page loads — the console on the users list, and
// each element alone on a blank page (its share of the common chunks included:
// every JS and CSS file the page requested until the element showed and the
// network was quiet).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DIST } from '../../host/server.mjs';
import { assetBytes } from '../lib/assets.mjs';
import { launch, newPage } from '../lib/browser.mjs';

export const USERS_LIST = '#/console/users/users';
/**
 * The performance mark of the frame that showed the console's first rows,
 * read from src/core/main-content.ts (MAIN_CONTENT_MARK), which the bench
 * cannot import: a copy here could drift, and the figure would fall back to
 * the poll without a word. Not found, the figures do not load.
 */
const MAIN_CONTENT_MARK = /export const MAIN_CONTENT_MARK = '([^']+)'/.exec(readFileSync(new URL('../../src/core/main-content.ts', import.meta.url), 'utf8'))?.[1];
if (!MAIN_CONTENT_MARK) throw new Error('MAIN_CONTENT_MARK not found in src/core/main-content.ts');
/** The users list's API: its last answer before the rows is where their network rounds end. */
export const USERS_API = '/api/v1/users/users/';

/** The replay players' chunks (guacamole-common-js is in the graphical one's), named after their modules: each loads when a recording of its kind opens. */
const REPLAY_ENGINE = /\/(terminal|graphical|video)-engine-[^/]*\.js$/;

/** In the page: whether the element named is on screen (its root says it is ready). */
export const elementReady = (name) => Boolean(document.querySelector(name)?.shadowRoot?.querySelector('[data-state=ready]'));

async function load(stack, storageState, path, ready, argument) {
  const browser = await launch();
  try {
    const { page } = await newPage(browser, { storageState });
    const requested = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${stack.url}${path}`);
    // The page notes when it became ready: under load, the requests that start just after would reach this process before the wait's answer.
    const stamped = new Function('argument', `if (!(${ready})(argument)) return false; window.__readyAt ??= performance.now(); return true;`);
    await page.waitForFunction(stamped, argument, { timeout: 30_000, polling: 'raf' });
    await page.waitForLoadState('networkidle');
    // The console marks the frame that showed its rows (MAIN_CONTENT_MARK): under load the poll above can see that frame late, after the decoration has started.
    const before = await page.evaluate((mark) => {
      const shown = performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? window.__readyAt;
      return 1 + performance.getEntriesByType('resource').filter((entry) => entry.startTime <= shown).length;
    }, MAIN_CONTENT_MARK);
    const files = requested.filter((url) => /\.(js|css)$/.test(new URL(url).pathname)).length;
    return { requestsBeforeReady: before, files, requested, ...assetBytes(requested) };
  } finally {
    await browser.close();
  }
}

export async function sizeFigures({ stack, storageState }) {
  const figures = [];
  const consolePage = await load(stack, storageState, USERS_LIST, () => window.__bench.visibleRows() >= 15).catch((error) => error);
  if (consolePage instanceof Error) {
    figures.push({ id: 'size.console.unavailable', label: 'Console first page (users list)', value: null, unit: '', note: consolePage.message.split('\n')[0] });
  } else
    figures.push(
      { id: 'size.console.gzip', label: 'Console first page (users list), JS+CSS gzip', value: consolePage.gzip, unit: 'B', budget: 'consoleFirstPageGzip' },
      { id: 'size.console.raw', label: 'Console first page, JS+CSS raw', value: consolePage.raw, unit: 'B' },
      { id: 'size.console.files', label: 'Console first page, JS+CSS files', value: consolePage.files, unit: 'files' },
      { id: 'size.console.requests', label: 'Requests before the table shows', value: consolePage.requestsBeforeReady, unit: 'requests', budget: 'consoleRequestsBeforeTable' },
    );
  const { elements } = JSON.parse(readFileSync(join(DEFAULT_DIST, 'manifest.json'), 'utf8'));
  // The console alone is the console's first page (its own budget); every other element is held to elementAloneGzip.
  for (const tag of Object.keys(elements)) {
    const alone = await load(stack, storageState, `elements/${tag}.html`, elementReady, tag);
    const budget = tag === 'jms-console' ? 'consoleFirstPageGzip' : 'elementAloneGzip';
    figures.push({ id: `size.element.${tag}.gzip`, label: `<${tag}> alone, JS+CSS gzip`, value: alone.gzip, unit: 'B', budget });
    if (tag === 'jms-session-audit') {
      const engines = alone.requested.filter((url) => REPLAY_ENGINE.test(new URL(url).pathname));
      figures.push({ id: `size.element.${tag}.engines`, label: `<${tag}> alone, replay players loaded`, value: engines.length, unit: 'files', budget: 'replayEnginesFirstLoad' });
    }
  }
  return figures;
}
