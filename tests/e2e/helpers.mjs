// End-to-end harness: the host page and the project's own backend on a free
// port with a fresh data directory, Debian's Chromium through playwright-core,
// logins through the real login form, and a watch for CSP violations.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, afterEach, before } from 'node:test';
import { chromium } from 'playwright-core';
import { startConsoleServer } from '../../host/server.mjs';
import { CHROMIUM_ARGS, findChromium } from '../helpers/chromium.mjs';
import { ready, shell } from './shell-helpers.mjs';

export const DEMO_PASSWORD = 'jumpserver';
export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** Starts the console server with the embedded backend; `close()` stops it and removes its data. */
export async function startStack(backendOptions = {}, serverOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'jms-e2e-'));
  const server = await startConsoleServer({ port: 0, ...serverOptions, backendOptions: { dataDir, ...backendOptions } });
  return {
    ...server,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on now: a second origin must be allowed before the console's server starts. */
export async function freePort() {
  const probe = createServer();
  await new Promise((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address();
  await new Promise((done) => probe.close(done));
  return port;
}

export function launchBrowser() {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}

/**
 * A page in a fresh context that records what must never happen: CSP
 * violations and uncaught errors.
 */
export async function openPage(browser, { viewport = { width: 1440, height: 900 }, locale = 'en-US' } = {}) {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  const problems = { csp: [], errors: [] };
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) problems.csp.push(message.text());
  });
  page.problems = problems;
  return page;
}

/** Logs in through the server's own login form, as a person would. */
export async function login(page, stack, username, { password = DEMO_PASSWORD, next = '/ui/' } = {}) {
  await page.goto(`${stack.origin}/core/auth/login/?next=${encodeURIComponent(next)}`);
  await page.fill('input[name=username]', username);
  await page.fill('input[name=password]', password);
  await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/core/auth/')), page.click('[type=submit]')]);
}

/**
 * For a describe block: a stack, a browser and a page logged in as `username`
 * at `next`, ready before its tests and closed after them. The page is the
 * console unless said: `prepare` runs before the login (init scripts,
 * listeners), `isReady` waits for what the page shows, `openDialogs` finds the
 * dialogs a failed step may leave open, `backendOptions` go to startStack().
 * @returns {{stack: any, browser: any, page: any}} filled in once `before` has run
 */
export function signedInPage(username, next, { prepare = async () => undefined, isReady = ready, openDialogs = (page) => shell(page, 'dialog[open]'), backendOptions = {} } = {}) {
  const session = Object.assign(stackAndBrowser(backendOptions), { page: undefined });
  before(async () => {
    session.page = await openPage(session.browser);
    await prepare(session.page);
    await login(session.page, session.stack, username, { next });
    await isReady(session.page);
  });
  // A failed step must not leave a dialog over the next one.
  afterEach(async () => {
    for (let tries = 0; tries < 3 && (await openDialogs(session.page).count()); tries++) await session.page.keyboard.press('Escape');
  });
  return session;
}

/**
 * For a describe block: a stack and a browser, ready before its tests and closed after them.
 * @param {Record<string, any>} [backendOptions] as startStack() takes them (e.g. `{jumpserver: '3.10'}`)
 * @returns {{stack: any, browser: any}} filled in once `before` has run
 */
export function stackAndBrowser(backendOptions = {}) {
  const session = { stack: undefined, browser: undefined };
  before(async () => {
    session.stack = await startStack(backendOptions);
    session.browser = await launchBrowser();
  });
  after(async () => {
    await session.browser?.close();
    await session.stack?.close();
  });
  return session;
}

/** Fails on any CSP violation the page or the server's report endpoint saw, and on uncaught errors. */
export async function expectCleanPage(page, stack) {
  const inPage = await page.evaluate(() => window.__cspViolations ?? []);
  assert.deepEqual([...inPage, ...page.problems.csp], [], 'Content-Security-Policy violations');
  assert.deepEqual(stack.cspReports, [], 'CSP reports sent to the server');
  assert.deepEqual(page.problems.errors, [], 'uncaught errors in the page');
}

export async function screenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
}

/** axe-core's source, for `page.addInitScript(AXE)`: an init script, which the page's CSP does not govern. */
export const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A fresh page of the session's browser at `viewport`, axe-core loaded, signed in as admin and the console ready. */
export async function axePage({ stack, browser }, viewport) {
  const page = await openPage(browser, { viewport });
  await page.addInitScript(AXE);
  await login(page, stack, 'admin');
  await ready(page);
  return page;
}

/** axe-core's violations inside the first element the selector finds (its shadow root included), every rule on. */
export function axeViolations(page, selector) {
  return page.evaluate(async (target) => {
    const results = await window.axe.run(document.querySelector(target), { resultTypes: ['violations'] });
    return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, selector);
}
