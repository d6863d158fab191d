// Figure 2: the users list after a cold load, logged in: when all 15 rows are
// on screen, first and largest contentful paint, long tasks, heap after load,
// the longest time the network stood idle before the rows (a request that
// waited on an answer started at least that long after it), the network rounds
// in a row before the rows (bench/lib/waterfall.mjs, roundsTo) and the bytes the
// page took on the wire; then the same page loaded again with the browser's
// cache cleared but the OPTIONS answers the first load kept; and the first rows
// of <jms-resource-list> and <jms-session-audit>, each alone on a blank page.
import { heapAfterGc, launch, newPage } from '../lib/browser.mjs';
import { medianOf } from '../lib/stats.mjs';
import { lastAnswerTo, longestIdleGap, recordWaterfall, roundsTo, wireBytes } from '../lib/waterfall.mjs';
import { USERS_API, USERS_LIST } from './size.mjs';

export const rowsOnScreen = (page, rows = 15) => page.evaluate((count) => window.__bench.whenFrame(() => window.__bench.visibleRows() >= count), rows);

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
  return [
    { id: 'load.rowsVisible', label: 'Users list: 15 rows on screen after a cold load', value: result.rowsVisible, unit: 'ms', budget: 'usersListColdLoad' },
    { id: 'load.fcp', label: 'First contentful paint', value: result.fcp, unit: 'ms', budget: 'firstContentfulPaint' },
    { id: 'load.lcp', label: 'Largest contentful paint', value: result.lcp, unit: 'ms' },
    { id: 'load.idleGap', label: 'Longest idle network wait before the rows', value: result.idleGap, unit: 'ms', budget: 'requestAfterAnswer' },
    { id: 'load.rounds', label: 'Network rounds in a row before the rows', value: result.rounds, unit: 'rounds', budget: 'roundsBeforeRows' },
    { id: 'load.wire', label: 'First page on the wire, JS+CSS+JSON (headers included)', value: result.wire, unit: 'B', budget: 'firstPageWire' },
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
