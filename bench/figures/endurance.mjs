// Figure 7: JS heap after 200 navigations across routes and tabs, after a
// forced GC, against the heap after the first 10: a leak shows as growth.
import { heapAfterGc, launch, newPage } from '../lib/browser.mjs';
import { LIST_ROUTES } from './navigation.mjs';

export async function enduranceFigures({ stack, storageState }) {
  const browser = await launch();
  try {
    const { page } = await newPage(browser, { storageState });
    const paths = [...LIST_ROUTES, '/console/dashboard', '/audit/dashboard', '/workbench/home', '/profile/info'];
    await page.goto(`${stack.url}#/console/users/users`);
    await page.evaluate(() => window.__bench.whenFrame(() => window.__bench.visibleRows() > 0));
    let baseline = 0;
    for (let step = 1; step <= 200; step += 1) {
      await page.evaluate((path) => (window.location.hash = `#${path}`), paths[step % paths.length]);
      await page.waitForTimeout(80);
      if (step === 10) baseline = await heapAfterGc(page);
    }
    await page.waitForTimeout(500);
    const final = await heapAfterGc(page);
    return [
      { id: 'endurance.heapAfter10', label: 'JS heap after 10 navigations (after GC)', value: baseline, unit: 'B' },
      { id: 'endurance.heapAfter200', label: 'JS heap after 200 navigations (after GC)', value: final, unit: 'B' },
      { id: 'endurance.heapGrowth', label: 'Heap growth, 10 → 200 navigations', value: final - baseline, unit: 'B', budget: 'heapGrowth' },
    ];
  } finally {
    await browser.close();
  }
}
