// Figure 2: the users list after a cold load, logged in: when all 15 rows are
// on screen, first and largest contentful paint, long tasks, heap after load.
import { heapAfterGc, launch, newPage } from '../lib/browser.mjs';
import { medianOf } from '../lib/stats.mjs';
import { USERS_LIST } from './size.mjs';

export async function firstLoadFigures({ stack, storageState, runs }) {
  const result = await medianOf(runs, async () => {
    const browser = await launch();
    const { page } = await newPage(browser, { storageState });
    await page.goto(`${stack.url}${USERS_LIST}`);
    const rowsVisible = await page.evaluate(() => window.__bench.whenFrame(() => window.__bench.visibleRows() >= 15));
    await page.waitForLoadState('networkidle');
    const { fcp, lcp, longTasks } = await page.evaluate(() => window.__bench);
    const heap = await heapAfterGc(page);
    await browser.close();
    return { rowsVisible, fcp, lcp, longTasks, heap };
  });
  return [
    { id: 'load.rowsVisible', label: 'Users list: 15 rows on screen after a cold load', value: result.rowsVisible, unit: 'ms', budget: 'usersListColdLoad' },
    { id: 'load.fcp', label: 'First contentful paint', value: result.fcp, unit: 'ms' },
    { id: 'load.lcp', label: 'Largest contentful paint', value: result.lcp, unit: 'ms' },
    { id: 'load.longTasks', label: 'Long tasks, total', value: result.longTasks, unit: 'ms', budget: 'coldLoadLongTasks' },
    { id: 'load.heap', label: 'JS heap after load (after GC)', value: result.heap, unit: 'B' },
  ];
}
