// Fresh headless Chromium per run (the issue asks for fresh-browser medians),
// a logged-in storage state made once, and an in-page probe that tells when a
// list is on screen and what the page cost.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findHeadlessShell } from '../../tests/helpers/chromium.mjs';

export const DEMO_PASSWORD = 'jumpserver';

let executablePath;
/** The browser every figure is measured in, found (or installed) once: Chromium's headless shell where there is one. */
export function benchChromium() {
  executablePath ??= findHeadlessShell({ install: true });
  return executablePath;
}

export function launch() {
  return chromium.launch({ executablePath: benchChromium(), args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc', '--enable-precise-memory-info'] });
}

/** Logs in through the real form once and returns the cookies and storage to start runs from. */
export async function loggedInState(stack, username = 'admin') {
  const browser = await launch();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${stack.origin}/core/auth/login/?next=${encodeURIComponent('/ui/elements/')}`);
  await page.fill('input[name=username]', username);
  await page.fill('input[name=password]', DEMO_PASSWORD);
  await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/ui/')), page.click('[type=submit]')]);
  const state = await context.storageState();
  await browser.close();
  return state;
}

/**
 * Runs inside every page before its scripts: paint, LCP and long-task
 * observers, and a deep (shadow-piercing) look at the list on screen.
 */
function installProbe() {
  const probe = (window.__bench = { fcp: NaN, lcp: NaN, longTasks: 0, longTaskCount: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.longTasks += entry.duration;
      probe.longTaskCount += 1;
    }
  }).observe({ type: 'longtask', buffered: true });

  // Every shadow root the page attaches, held weakly (the heap figures must not
  // count what the probe keeps): walking the whole tree for them each frame
  // cost the main thread more than the page's own rendering of the rows did.
  let shadowRoots = [];
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    shadowRoots.push(new WeakRef(root));
    return root;
  };
  const deepQueryAll = (selector) => {
    const found = [...document.querySelectorAll(selector)];
    shadowRoots = shadowRoots.filter((ref) => ref.deref());
    for (const ref of shadowRoots) {
      const root = ref.deref();
      if (root?.host.isConnected) found.push(...root.querySelectorAll(selector));
    }
    return found;
  };
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && getComputedStyle(element).visibility !== 'hidden';
  };
  probe.deepQueryAll = deepQueryAll;
  /** Data rows of a loaded list table (not its skeleton) laid out inside the viewport. */
  probe.visibleRows = () => deepQueryAll('table:not([aria-busy="true"]) tbody tr[data-row-id]').filter(visible).length;
  /** Resolves with performance.now() at the first frame where the test holds. */
  probe.whenFrame = (test, timeoutMs = 30_000) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const check = () => {
        if (test()) return resolve(performance.now());
        if (performance.now() - started > timeoutMs) return reject(new Error('timed out'));
        requestAnimationFrame(check);
      };
      check();
    });
}

export async function newPage(browser, { storageState, viewport = { width: 1440, height: 900 } } = {}) {
  const context = await browser.newContext({ storageState, viewport });
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  return { context, page };
}

/** JS heap in use after a forced garbage collection, in bytes. */
export async function heapAfterGc(page) {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  await session.detach();
  return usedSize;
}
