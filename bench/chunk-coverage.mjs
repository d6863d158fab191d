// `node bench/chunk-coverage.mjs [tag]`: what of the shared chunks an element
// alone (dist/ui/elements/<tag>.html, as the size figures load it) never runs
// before it shows: per chunk its gzip, the gzip of the code that ran (what a
// perfect split would leave), and with --functions the largest functions that
// did not run. Where to look for issue 29's next cuts; it needs a build.
//
//   node bench/chunk-coverage.mjs jms-ticket-inbox [--functions]
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { elementReady } from './figures/size.mjs';
import { launch, loggedInState, newPage } from './lib/browser.mjs';
import { startStack } from './lib/stack.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { functions: { type: 'boolean', default: false } } });
const tag = positionals[0] ?? 'jms-ticket-inbox';
const gzip = (text) => gzipSync(text, { level: 9 }).length;

/** The ranges of a script's block coverage that never ran, merged and in order. */
function unrunRanges(functions) {
  const ranges = functions
    .flatMap((fn) => fn.ranges)
    .filter((range) => range.count === 0)
    .map((range) => [range.startOffset, range.endOffset])
    .sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

const stack = await startStack({ seedSize: 'demo' });
const browser = await launch();
try {
  const { page } = await newPage(browser, { storageState: await loggedInState(stack) });
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(`${stack.url}elements/${tag}.html`);
  await page.waitForFunction(elementReady, tag, { timeout: 30_000, polling: 'raf' });
  await page.waitForLoadState('networkidle');
  for (const { url, source, functions } of await page.coverage.stopJSCoverage()) {
    const unrun = unrunRanges(functions);
    let ran = '';
    let from = 0;
    for (const [start, end] of unrun) {
      ran += source.slice(from, start);
      from = end;
    }
    ran += source.slice(from);
    console.log(`${new URL(url).pathname.split('/').pop()}: ${gzip(source)} B gzip, ${gzip(ran)} B of it ran`);
    if (!values.functions) continue;
    const largest = unrun.sort((a, b) => b[1] - b[0] - (a[1] - a[0])).slice(0, 10);
    for (const [start, end] of largest) console.log(`  ${String(end - start).padStart(6)} B unrun  ${source.slice(start, start + 100)}`);
  }
} finally {
  await browser.close();
  await stack.close();
}
