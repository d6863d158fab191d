// `npm run test:official -- --source <copy of jumpserver/lina at v3.8.2>`: builds that copy of the official
// console once (into .cache/official/), serves it at /ui/ in front of this project's backend (a fresh data
// directory), signs in as the super administrator, walks every page route of routes-v3.8.2.md with every tab
// clicked, then runs the flows of issue 22, and reports what the backend refused or the page broke on.
// Exits non-zero when anything failed. Not part of `npm test`: the build takes minutes.
//
//   --source DIR     the official console's sources (git clone -b v3.8.2 https://github.com/jumpserver/lina)
//   --routes FILE    the route inventory (default: shared/spec/routes-v3.8.2.md above this checkout)
//   --only REGEX     walk only the routes (and flows) whose path (or name) matches
//   --no-flows       the routes only; --no-routes: the flows only
//   --port N         serve on this port (default: a free one); --keep: stay up after the report (Ctrl+C ends it)
//   --json FILE      also write the report as JSON
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startConsoleServer } from '../../host/server.mjs';
import { CHROMIUM_ARGS, findChromium } from '../helpers/chromium.mjs';
import { Client } from '../server/helpers.mjs';
import { buildOfficialConsole } from './build.mjs';
import { resolveRoutes, visitRoute } from './crawl.mjs';
import { FLOWS } from './flows.mjs';
import { watchPage } from './monitor.mjs';
import { findRouteInventory, readPageRoutes } from './routes.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({
  options: {
    source: { type: 'string' },
    routes: { type: 'string' },
    only: { type: 'string' },
    'no-flows': { type: 'boolean', default: false },
    'no-routes': { type: 'boolean', default: false },
    port: { type: 'string', default: '0' },
    keep: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
if (!values.source) {
  console.error('Usage: npm run test:official -- --source <a copy of jumpserver/lina at tag v3.8.2>\n  (git clone --depth 1 -b v3.8.2 https://github.com/jumpserver/lina)');
  process.exit(2);
}
const inventory = values.routes ?? findRouteInventory(root);
if (!inventory) {
  console.error('No route inventory: pass --routes <routes-v3.8.2.md> (the shared spec has it).');
  process.exit(2);
}
const only = values.only ? new RegExp(values.only) : null;

const USERS_PASSWORD = 'jumpserver';

/** Signs a browser context in through the login form, as a person would. */
async function signIn(page, origin, username) {
  await page.goto(`${origin}/core/auth/login/?next=${encodeURIComponent('/ui/')}`);
  await page.fill('input[name=username]', username);
  await page.fill('input[name=password]', USERS_PASSWORD);
  await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/core/auth/')), page.click('[type=submit]')]);
}

const dist = await buildOfficialConsole({ source: resolve(values.source), cacheRoot: join(root, '.cache', 'official') });
const dataDir = mkdtempSync(join(tmpdir(), 'jms-official-'));
const server = await startConsoleServer({ port: Number(values.port), distDir: dist, backendOptions: { dataDir }, contentSecurityPolicy: null });
const { origin } = server;
console.log(`The official console from ${dist} at ${origin}/ui/`);

// The passkey page exists only where passkeys are on (its route is hidden otherwise): switch them on to walk it.
const setup = new Client(origin);
await setup.submitLogin('admin', USERS_PASSWORD);
await setup.patch('/api/v1/settings/setting/?category=passkey', { AUTH_PASSKEY: true });

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const report = { routes: [], flows: [], consoleRaces: 0 };
try {
  if (!values['no-routes']) {
    const routes = (await resolveRoutes(readPageRoutes(inventory), setup)).filter((route) => !only || only.test(route.path));
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    let page = await context.newPage();
    let monitor = watchPage(page, origin);
    await signIn(page, origin, 'admin');
    await monitor.idle();
    for (const [index, route] of routes.entries()) {
      // A fresh document now and then: the console keeps every visited view alive.
      const fresh = index % 25 === 0;
      if (fresh && index) {
        await page.close();
        page = await context.newPage();
        monitor = watchPage(page, origin);
      }
      const problems = await visitRoute(page, monitor, origin, route, { fresh });
      report.routes.push({ path: route.path, url: route.url, problems });
      report.consoleRaces += monitor.state.races.filter((race) => race.step === `route ${route.path}`).length;
      console.log(`${problems.length ? 'FAIL' : 'ok  '} ${route.url ?? route.path}${problems.map((problem) => `\n       ${problem}`).join('')}`);
    }
    await context.close();
  }
  if (!values['no-flows']) {
    for (const flow of FLOWS.filter((item) => !only || only.test(item.name))) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', acceptDownloads: true });
      const page = await context.newPage();
      const monitor = watchPage(page, origin);
      monitor.step(`flow ${flow.name}`);
      const problems = [];
      try {
        await flow.run({ page, monitor, origin, signIn: (username) => signIn(page, origin, username) });
      } catch (error) {
        problems.push(
          String(error.message ?? error)
            .split('\n')[0]
            .slice(0, 300),
        );
      }
      await monitor.idle({ timeout: 5000 });
      await monitor.readText();
      problems.push(...monitor.problemsOf(`flow ${flow.name}`));
      report.flows.push({ name: flow.name, problems });
      report.consoleRaces += monitor.state.races.length;
      console.log(`${problems.length ? 'FAIL' : 'ok  '} flow: ${flow.name}${problems.map((problem) => `\n       ${problem}`).join('')}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  const failed = (items) => items.filter((item) => item.problems.length).length;
  console.log(`\nRoutes: ${report.routes.length - failed(report.routes)} ok, ${failed(report.routes)} failing (of ${report.routes.length})`);
  console.log(`Flows: ${report.flows.length - failed(report.flows)} ok, ${failed(report.flows)} failing (of ${report.flows.length})`);
  if (report.consoleRaces) console.log(`(${report.consoleRaces} page errors of the official console's own races left out: monitor.mjs CONSOLE_RACES)`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  if (values.keep) {
    console.log(`Still serving at ${origin}/ui/ (Ctrl+C ends it).`);
    await new Promise((done) => process.once('SIGINT', done));
  }
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exitCode = failed(report.routes) + failed(report.flows) ? 1 : 0;
}
