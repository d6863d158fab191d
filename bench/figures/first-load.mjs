// Figure 2: the users list after a cold load, logged in: when all 15 rows are
// on screen, first and largest contentful paint, long tasks, heap after load,
// the longest time the network stood idle before the rows (a request that
// waited on an answer started at least that long after it), the network rounds
// in a row before the rows (bench/lib/waterfall.mjs, roundsTo) and the bytes the
// page took on the wire; then the same page loaded again with the browser's
// cache cleared but the OPTIONS answers the first load kept; and the first rows
// of <jms-resource-list> and <jms-session-audit>, each alone on a blank page;
// and, in loads of their own under a performance trace (which slows them), the
// main thread's time from the list's answer to its rows (bench/lib/main-thread.mjs),
// once as the load goes and once with the answer held until the table's
// skeleton shows (the table's first render with data alone).
import { heapAfterGc, launch, newPage } from '../lib/browser.mjs';
import { answerToRows, MAIN_THREAD_CATEGORIES, ROWS_MARK } from '../lib/main-thread.mjs';
import { medianOf } from '../lib/stats.mjs';
import { lastAnswerTo, longestIdleGap, recordWaterfall, roundsTo, wireBytes } from '../lib/waterfall.mjs';
import { USERS_API, USERS_LIST } from './size.mjs';

/** When `rows` data rows are on screen (performance.now()); the frame that shows them also sets ROWS_MARK. */
export const rowsOnScreen = (page, rows = 15) =>
  page.evaluate(
    ({ count, mark }) =>
      window.__bench.whenFrame(() => {
        const shown = window.__bench.visibleRows() >= count;
        if (shown) performance.mark(mark);
        return shown;
      }),
    { count: rows, mark: ROWS_MARK },
  );

/**
 * Main-thread time from the users list's answer to its rows, in a cold load
 * under a performance trace. With `held`, the list's first page is answered
 * only once the table's skeleton is on screen and the page has gone idle: what
 * is left is the table's first render with data, as where the network is
 * slower than the page.
 */
export async function tracedAnswerToRows({ stack, storageState, held = false }) {
  const browser = await launch();
  const { page } = await newPage(browser, { storageState });
  if (held)
    await page.route(`**${USERS_API}?*`, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const answer = await route.fetch();
      await page.evaluate(async () => {
        await window.__bench.whenFrame(() => window.__bench.deepQueryAll('table[aria-busy="true"] tbody tr').length > 0);
        await new Promise((idle) => requestIdleCallback(idle, { timeout: 2_000 }));
      });
      return route.fulfill({ response: answer });
    });
  await browser.startTracing(page, { categories: MAIN_THREAD_CATEGORIES });
  await page.goto(`${stack.url}${USERS_LIST}`);
  await rowsOnScreen(page);
  const trace = await browser.stopTracing();
  await browser.close();
  return answerToRows(trace, USERS_API);
}

/** The elements timed alone (dist/ui/elements/<tag>.html): the attributes that give each its list, and the list's address. */
export const ALONE = {
  'jms-resource-list': { attributes: ' resource="audits/login-logs"', api: '/api/v1/audits/login-logs/' },
  'jms-session-audit': { attributes: '', api: '/api/v1/terminal/sessions/' },
};

/** Opens an element's blank page with the attributes that give it its list. */
export async function openAlone(page, stack, tag) {
  await page.route(`**/elements/${tag}.html`, async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, body: (await answer.text()).replace(`<${tag}>`, `<${tag}${ALONE[tag].attributes}>`) });
  });
  await page.goto(`${stack.url}elements/${tag}.html`);
}

/** When an element's first row is on screen, alone on its blank page after a cold load (fresh browser, logged in). */
async function elementFirstRows({ stack, storageState }, tag) {
  const browser = await launch();
  const { page } = await newPage(browser, { storageState });
  await openAlone(page, stack, tag);
  const firstRows = await rowsOnScreen(page, 1);
  await browser.close();
  return firstRows;
}

export async function firstLoadFigures({ stack, storageState, runs }) {
  const result = await medianOf(runs, async () => {
    const browser = await launch();
    const { page } = await newPage(browser, { storageState });
    const waterfall = await recordWaterfall(page);
    await page.goto(`${stack.url}${USERS_LIST}`);
    const rowsVisible = await rowsOnScreen(page);
    await page.waitForLoadState('networkidle');
    const requests = await waterfall.stop();
    const { fcp, lcp, longTasks } = await page.evaluate(() => window.__bench);
    const heap = await heapAfterGc(page);

    const session = await page.context().newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.detach();
    await page.reload();
    const rowsVisibleKept = await rowsOnScreen(page);
    await browser.close();
    const rounds = roundsTo(requests, lastAnswerTo(requests, USERS_API, rowsVisible)).length;
    return { rowsVisible, fcp, lcp, longTasks, heap, idleGap: longestIdleGap(requests, rowsVisible).ms, rounds, wire: wireBytes(requests, rowsVisible), rowsVisibleKept };
  });
  // One browser at a time: two loads side by side would share the machine.
  const alone = await medianOf(runs, async () => {
    const firstRows = {};
    for (const tag of Object.keys(ALONE)) firstRows[tag] = await elementFirstRows({ stack, storageState }, tag);
    return firstRows;
  });
  const traced = await medianOf(runs, async () => {
    const cold = await tracedAnswerToRows({ stack, storageState });
    const held = await tracedAnswerToRows({ stack, storageState, held: true });
    return { busy: cold.busy, wall: cold.wall, heldBusy: held.busy };
  });
  return [
    { id: 'load.rowsVisible', label: 'Users list: 15 rows on screen after a cold load', value: result.rowsVisible, unit: 'ms', budget: 'usersListColdLoad' },
    { id: 'load.fcp', label: 'First contentful paint', value: result.fcp, unit: 'ms', budget: 'firstContentfulPaint' },
    { id: 'load.lcp', label: 'Largest contentful paint', value: result.lcp, unit: 'ms' },
    { id: 'load.idleGap', label: 'Longest idle network wait before the rows', value: result.idleGap, unit: 'ms', budget: 'requestAfterAnswer' },
    { id: 'load.rounds', label: 'Network rounds in a row before the rows', value: result.rounds, unit: 'rounds', budget: 'roundsBeforeRows' },
    { id: 'load.wire', label: 'First page on the wire, JS+CSS+JSON (headers included)', value: result.wire, unit: 'B', budget: 'firstPageWire' },
    {
      id: 'load.answerToRows',
      label: "Main-thread time from the list's answer to its rows on screen (traced load)",
      value: traced.busy,
      unit: 'ms',
      budget: 'answerToRows',
    },
    { id: 'load.answerToRowsWall', label: "Wall time from the list's answer to its rows on screen (traced load)", value: traced.wall, unit: 'ms' },
    {
      id: 'load.heldAnswerToRows',
      label: "Main-thread time from the list's answer to its rows, answer held until the skeleton shows (traced load)",
      value: traced.heldBusy,
      unit: 'ms',
      budget: 'answerToRows',
    },
    { id: 'load.longTasks', label: 'Long tasks, total', value: result.longTasks, unit: 'ms', budget: 'coldLoadLongTasks' },
    { id: 'load.heap', label: 'JS heap after load (after GC)', value: result.heap, unit: 'B' },
    { id: 'load.rowsVisibleKept', label: 'Users list loaded again: browser cache cleared, OPTIONS kept', value: result.rowsVisibleKept, unit: 'ms' },
    ...Object.keys(ALONE).map((tag) => ({
      id: `load.alone.${tag}`,
      label: `<${tag}> alone on a blank page: first rows after a cold load`,
      value: alone[tag],
      unit: 'ms',
      budget: 'elementFirstRows',
    })),
  ];
}
