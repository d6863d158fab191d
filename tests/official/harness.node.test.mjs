// The parts of `npm run test:official` that need no build of the official console: reading the route
// inventory, knowing when a source tree must be built again, refusing a tree that is not the console,
// finding an object to open for every detail route in the demo data, and the page monitor catching what
// issue 32 saw the console trip on (a 404, a request repeated while it fails, a refused websocket, a value
// shown as "undefined").
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../helpers/chromium.mjs';
import { startBackend } from '../server/helpers.mjs';
import { buildOfficialConsole, sourceHash } from './build.mjs';
import { resolveRoutes } from './crawl.mjs';
import { blankValues, summarizeFailures, watchPage } from './monitor.mjs';
import { findRouteInventory, readPageRoutes } from './routes.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'jms-official-harness-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
const inventory = findRouteInventory(fileURLToPath(new URL('.', import.meta.url)));

test('the inventory gives its pages with their names; groups, layouts and the home redirect are not pages', () => {
  const file = join(scratch, 'routes.md');
  writeFileSync(
    file,
    [
      '| Path | Name | Title key | Permission | Flags | Group/layout |',
      '|---|---|---|---|---|---|',
      '| `/console` | console | `common.nav.Console` | [] (none) | redirect→/console/dashboard | layout (Layout) |',
      '| ·`/console/dashboard` | AdminDashboard | `route.Dashboard` | `rbac.view_console` |  |  |',
      '| ··`/console/users/users/:id` | UserDetail | `route.UserDetail` | `users.view_user \\| users.view_group` | hidden |  |',
      '| `` | — | — | [] (none) | beforeEnter |  |',
      '| ·`/console/users` | — | `route.Users` | derived → [] (layout) |  | group (empty) |',
    ].join('\n'),
  );
  assert.deepEqual(readPageRoutes(file), [
    { path: '/console/dashboard', name: 'AdminDashboard' },
    { path: '/console/users/users/:id', name: 'UserDetail' },
  ]);
});

test('the shared inventory of v3.8.2 has the 194 page routes of issue 22', { skip: !inventory && 'no shared/spec beside this checkout' }, () => {
  const pages = readPageRoutes(inventory);
  assert.equal(pages.length, 194);
  assert.equal(new Set(pages.map((page) => `${page.name}|${page.path}`)).size, 194, 'each once');
});

test('a source tree is built again only when one of its own files changes', () => {
  const source = join(scratch, 'lina');
  mkdirSync(join(source, 'src'), { recursive: true });
  mkdirSync(join(source, 'node_modules', 'vue'), { recursive: true });
  writeFileSync(join(source, 'src', 'main.js'), 'new Vue()');
  const first = sourceHash(source);
  writeFileSync(join(source, 'node_modules', 'vue', 'index.js'), 'installed');
  mkdirSync(join(source, 'lina'));
  writeFileSync(join(source, 'lina', 'index.html'), 'a previous build');
  assert.equal(sourceHash(source), first, 'installed packages and build output are not the source');
  writeFileSync(join(source, 'src', 'main.js'), 'new Vue({})');
  assert.notEqual(sourceHash(source), first);
});

test('a directory that is not a copy of the official console is refused before anything is installed', async () => {
  const cacheRoot = join(scratch, 'cache');
  await assert.rejects(buildOfficialConsole({ source: scratch, cacheRoot, log: () => {} }), /is not a copy of jumpserver\/lina/);
});

test('every detail and update route finds an object to open in the demo data', { skip: !inventory && 'no shared/spec beside this checkout' }, async () => {
  const server = await startBackend();
  try {
    const admin = await server.login('admin');
    const routes = await resolveRoutes(readPageRoutes(inventory), admin);
    assert.deepEqual(
      routes.filter((route) => route.unresolved).map((route) => route.path),
      [],
    );
    const role = routes.find((route) => route.path === '/console/users/roles/:id');
    assert.match(role.url, /^\/console\/users\/roles\/[0-9a-f-]{36}\?scope=system$/);
    assert.deepEqual(role.query, { scope: 'system' });
    const host = routes.find((route) => route.path === '/settings/applets/hosts/:id');
    assert.equal((await admin.request('GET', `/api/v1/terminal/applet-hosts/${host.params.id}/`)).status, 200, 'an applet host, asked in SYSTEM');
  } finally {
    await server.close();
  }
});

test('a value shown as undefined, null, NaN or an object is found in the page text, as a line, a labelled value or a cell; prose is not', () => {
  const text = [
    'Asset: undefined',
    'Account\tnull\troot',
    'NaN',
    'Nodes: [object Object]',
    'Success rate NaN%',
    'Undefined behaviour',
    'nullable fields',
    'Leave it empty for null or undefined values',
    'Asset: web-01 (10.0.0.1)',
  ].join('\n');
  assert.deepEqual(blankValues(text), ['Asset: undefined', 'Account\tnull\troot', 'NaN', 'Nodes: [object Object]']);
});

test('a refusal the page repeats is one problem that says how often it was asked', () => {
  const failure = (path, status = 404) => ({ step: 's', method: 'GET', path, status, body: '{"detail":\n "Not found"}' });
  assert.deepEqual(
    summarizeFailures([
      failure('/api/v1/tickets/tickets/1/session/'),
      failure('/api/v1/a/'),
      failure('/api/v1/tickets/tickets/1/session/'),
      failure('/api/v1/tickets/tickets/1/session/'),
    ]),
    ['GET /api/v1/tickets/tickets/1/session/ → 404 (repeated 3 times) {"detail": "Not found"}', 'GET /api/v1/a/ → 404 {"detail": "Not found"}'],
  );
});

test("the monitor reports a tree's 404, a request repeated while it fails, a refused websocket and a blank value, each under its step", async () => {
  const server = await startBackend();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const monitor = watchPage(page, server.origin);
    monitor.step('before');
    await page.goto(`${server.origin}/api/health/`);
    monitor.step('account detail');
    await page.evaluate(async (origin) => {
      // As the official pages met the old backend: a tree the server lacks, a ticket's session polled, the quick job's socket.
      await fetch('/api/v1/assets/nodes/type/tree/');
      for (let times = 0; times < 3; times += 1) await fetch('/api/v1/tickets/tickets/00000000-0000-0000-0000-00000000beef/session/');
      await new Promise((done) => {
        const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws/not-a-socket/`);
        socket.onclose = done;
      });
      document.body.textContent = '';
      const line = document.createElement('p');
      line.textContent = 'Asset: undefined';
      document.body.append(line);
    }, server.origin);
    await monitor.idle({ quiet: 300 });
    await monitor.readText();
    const problems = monitor.problemsOf('account detail');
    assert.ok(
      problems.some((problem) => /^GET \/api\/v1\/tickets\/tickets\/[^ ]+\/session\/ → 4\d\d \(repeated 3 times\)/.test(problem)),
      problems.join('\n'),
    );
    assert.ok(problems.includes('websocket /ws/not-a-socket/: Error during WebSocket handshake: Unexpected response code: 404'), problems.join('\n'));
    assert.ok(problems.includes('shows "Asset: undefined"'), problems.join('\n'));
    assert.ok(
      problems.some((problem) => problem.startsWith('GET /api/v1/assets/nodes/type/tree/ → 404 ')),
      problems.join('\n'),
    );
    assert.deepEqual(monitor.problemsOf('before'), []);
  } finally {
    await browser.close();
    await server.close();
  }
});
