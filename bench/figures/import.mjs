// Figure 6: a 10,000-row and a 50,000-row CSV, from choosing the file to the
// editable grid on screen; scrolling the grid (dropped frames); memory.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { heapAfterGc, launch, newPage } from '../lib/browser.mjs';
import { medianOf } from '../lib/stats.mjs';
import { USERS_LIST } from './size.mjs';

const TMP = fileURLToPath(new URL('../tmp/', import.meta.url));

/** A users import file of `rows` rows, with the columns of the server's own import template. */
async function usersCsv(stack, storageState, rows) {
  const cookie = storageState.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const template = await (await fetch(`${stack.origin}/api/v1/users/users/?format=csv&template=import&limit=1`, { headers: { cookie } })).text();
  const header = template.replace(/^\uFEFF/, '').split(/\r?\n/)[0];
  const columns = header.split(',').map((title) => title.replace(/^"|"$/g, '').replace(/^\*/, '').toLowerCase());
  const value = (column, index) => {
    if (/user ?name/.test(column)) return `bench-user-${index}`;
    if (/name/.test(column)) return `Bench User ${index}`;
    if (/mail/.test(column)) return `bench-user-${index}@example.com`;
    if (/comment/.test(column)) return `Imported by the benchmark, row ${index}`;
    return '';
  };
  const lines = [header];
  for (let index = 1; index <= rows; index += 1) lines.push(columns.map((column) => value(column, index)).join(','));
  mkdirSync(TMP, { recursive: true });
  const file = join(TMP, `users-${rows}.csv`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

async function fileToGrid(stack, storageState, file, rows) {
  const browser = await launch();
  try {
    const { page } = await newPage(browser, { storageState });
    await page.goto(`${stack.url}${USERS_LIST}`);
    await page.evaluate(() => window.__bench.whenFrame(() => window.__bench.visibleRows() > 0));
    await page.getByRole('button', { name: 'Import' }).first().click();
    const input = page.locator('dialog[open] input[type=file]');
    await input.waitFor({ state: 'attached' });
    const started = await page.evaluate(() => performance.now());
    await input.setInputFiles(file);
    const ended = await page.evaluate(
      (count) =>
        window.__bench.whenFrame(() => {
          const grid = window.__bench.deepQueryAll('[role=grid]')[0];
          return Number(grid?.getAttribute('aria-rowcount')) === count + 1 && grid.querySelectorAll('[role=row]').length > 1;
        }, 60_000),
      rows,
    );
    const dropped = await page.evaluate(async () => {
      const grid = window.__bench.deepQueryAll('[role=grid]')[0];
      const scroller = [grid, ...window.__bench.deepQueryAll('[role=grid] *')].find((element) => element.scrollHeight > element.clientHeight + 10) ?? grid;
      const deltas = [];
      let last = performance.now();
      for (let frame = 0; frame < 180; frame += 1) {
        await new Promise((done) => requestAnimationFrame(done));
        const now = performance.now();
        deltas.push(now - last);
        last = now;
        scroller.scrollTop += 120;
      }
      return (100 * deltas.filter((delta) => delta > 25).length) / deltas.length;
    });
    const heap = await heapAfterGc(page);
    return { toGrid: ended - started, dropped, heap };
  } finally {
    await browser.close();
  }
}

export async function importFigures({ stack, storageState, runs }) {
  const figures = [];
  for (const rows of [10_000, 50_000]) {
    const file = await usersCsv(stack, storageState, rows);
    const result = await medianOf(runs, () => fileToGrid(stack, storageState, file, rows));
    const label = rows.toLocaleString('en-US');
    figures.push(
      {
        id: `import.${rows}.toGrid`,
        label: `${label}-row CSV: file chosen to editable grid`,
        value: result.toGrid,
        unit: 'ms',
        budget: rows === 50_000 ? 'importToGrid50k' : undefined,
      },
      { id: `import.${rows}.droppedFrames`, label: `${label}-row grid: dropped frames while scrolling`, value: result.dropped, unit: '%', budget: 'importScrollDroppedFrames' },
      { id: `import.${rows}.heap`, label: `${label}-row grid: JS heap (after GC)`, value: result.heap, unit: 'B' },
    );
  }
  return figures;
}
