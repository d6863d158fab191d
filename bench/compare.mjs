// `node bench/compare.mjs OTHER_CHECKOUT [--runs 11]`: cold loads of the users
// list, logged in, from this checkout's build and another checkout's (each built
// already, each served by its own server and backend, measured by this
// checkout's probe), taken in turns (A B B A A B …) with a fresh browser each,
// so that a busy machine's swings fall on both. Prints each one's medians: rows
// on screen, first contentful paint, longest idle network wait before the rows.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { USERS_LIST } from './figures/size.mjs';
import { launch, loggedInState, newPage } from './lib/browser.mjs';
import { median } from './lib/stats.mjs';
import { longestIdleGap, recordWaterfall } from './lib/waterfall.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '11' } } });
if (positionals.length !== 1) {
  console.error('Usage: node bench/compare.mjs OTHER_CHECKOUT [--runs 11]');
  process.exit(2);
}
const checkouts = [fileURLToPath(new URL('..', import.meta.url)), resolve(positionals[0])];
const runs = Math.max(1, Number(values.runs) || 11);

/** A checkout's own build, server and backend (its data in its bench/tmp/, as its bench keeps it). */
async function prepare(checkout) {
  const { startConsoleServer } = await import(pathToFileURL(join(checkout, 'host', 'server.mjs')).href);
  const dataDir = join(checkout, 'bench', 'tmp', 'demo');
  mkdirSync(dataDir, { recursive: true });
  const stack = await startConsoleServer({ port: 0, backendOptions: { dataDir, seedSize: 'demo' } });
  const storageState = await loggedInState(stack);
  async function coldLoad() {
    const browser = await launch();
    try {
      const { page } = await newPage(browser, { storageState });
      const waterfall = await recordWaterfall(page);
      await page.goto(`${stack.url}${USERS_LIST}`);
      const rows = await page.evaluate(() => window.__bench.whenFrame(() => window.__bench.visibleRows() >= 15));
      await page.waitForLoadState('networkidle');
      const requests = await waterfall.stop();
      const { fcp } = await page.evaluate(() => window.__bench);
      return { rows, fcp, gap: longestIdleGap(requests, rows).ms };
    } finally {
      await browser.close();
    }
  }
  return { checkout, stack, coldLoad, samples: [] };
}

const sides = [];
for (const checkout of checkouts) sides.push(await prepare(checkout));
try {
  for (let run = 0; run < runs; run += 1) {
    for (const side of run % 2 ? [...sides].reverse() : sides) side.samples.push(await side.coldLoad());
  }
} finally {
  for (const side of sides) await side.stack.close();
}
for (const { checkout, samples } of sides) {
  const of = (name) => Math.round(median(samples.map((sample) => sample[name])));
  console.log(
    `${checkout}: rows on screen ${of('rows')} ms, first contentful paint ${of('fcp')} ms, longest idle network wait ${of('gap')} ms (${samples.map((sample) => Math.round(sample.rows)).join(' ')})`,
  );
}
