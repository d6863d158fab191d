// The parts of `npm run test:official` that need no build of the official console: reading the route
// inventory, knowing when a source tree must be built again, refusing a tree that is not the console,
// and finding an object to open for every detail route in the demo data.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { startBackend } from '../server/helpers.mjs';
import { buildOfficialConsole, sourceHash } from './build.mjs';
import { resolveRoutes } from './crawl.mjs';
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
