// `node bench/waterfall.mjs`: one cold load of the users list, logged in, as
// a request waterfall (what the README's before/after shows), with when the
// rows were on screen, the main thread's time from the list's answer to them
// and, with --trace FILE, a Chromium performance trace of the load (open it in
// DevTools' Performance panel).
//
// With --element TAG, the same for <jms-resource-list> or <jms-session-audit>
// alone on its blank page, until its first row is on screen.
//
//   node bench/waterfall.mjs [--no-build] [--trace /tmp/load.json] [--element jms-session-audit]
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ALONE, openAlone, rowsOnScreen } from './figures/first-load.mjs';
import { USERS_API, USERS_LIST } from './figures/size.mjs';
import { launch, loggedInState, newPage } from './lib/browser.mjs';
import { answerToRows, MAIN_THREAD_CATEGORIES } from './lib/main-thread.mjs';
import { startStack } from './lib/stack.mjs';
import { formatWaterfall, lastAnswerTo, longestIdleGap, recordWaterfall, roundsTo, wireBytes } from './lib/waterfall.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false }, trace: { type: 'string' }, element: { type: 'string' } } });
if (values.element && !(values.element in ALONE)) throw new Error(`--element: one of ${Object.keys(ALONE).join(', ')}`);

if (!values['no-build']) {
  const build = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const stack = await startStack({ seedSize: 'demo' });
try {
  const storageState = await loggedInState(stack);
  const browser = await launch();
  try {
    const { page } = await newPage(browser, { storageState });
    const waterfall = await recordWaterfall(page);
    await browser.startTracing(page, { screenshots: false, categories: [...MAIN_THREAD_CATEGORIES, ...(values.trace ? ['v8.execute', 'loading'] : [])] });
    if (values.element) await openAlone(page, stack, values.element);
    else await page.goto(`${stack.url}${USERS_LIST}`);
    const rowsVisible = await rowsOnScreen(page, values.element ? 1 : 15);
    await page.waitForLoadState('networkidle');
    const { fcp } = await page.evaluate(() => window.__bench);
    const trace = await browser.stopTracing();
    if (values.trace) writeFileSync(values.trace, trace);
    const requests = await waterfall.stop();
    const gap = longestIdleGap(requests, rowsVisible);
    console.log(formatWaterfall(requests, stack.origin));
    console.log(`\nrows on screen ${Math.round(rowsVisible)} ms, first contentful paint ${Math.round(fcp)} ms`);
    console.log(`longest idle network gap before the rows: ${Math.round(gap.ms)} ms (before ${gap.before?.method} ${gap.before ? new URL(gap.before.url).pathname : ''})`);
    const api = values.element ? ALONE[values.element].api : USERS_API;
    const rounds = roundsTo(requests, lastAnswerTo(requests, api, rowsVisible));
    console.log(`network rounds in a row before the rows: ${rounds.length} (${rounds.map((request) => `${request.method} ${new URL(request.url).pathname}`).join(' → ')})`);
    const { busy, wall } = answerToRows(trace, api);
    console.log(`from the list's answer to the rows: ${Math.round(busy)} ms of main-thread time in ${Math.round(wall)} ms`);
    console.log(`JS + CSS + JSON on the wire before the rows: ${(wireBytes(requests, rowsVisible) / 1024).toFixed(1)} KB`);
  } finally {
    await browser.close();
  }
} finally {
  await stack.close();
}
