// Every page of the console's route table, visited in the console as a person
// would reach it: the table is read from the source (bundled with esbuild), a
// page with an :id takes the first row of the list it belongs to (visited
// before it, as the table lists a resource's list before its detail), and each
// page is waited on until nothing on it is still loading.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { go } from './shell-helpers.mjs';

const REGISTRY = fileURLToPath(new URL('../../src/core/routes/registry.ts', import.meta.url));
/** What an :id becomes when the list gives none: a real screen shows "not found", a placeholder shows itself. */
const NO_ROW = '00000000-0000-4000-8000-000000000000';

/** The page routes of the table (no layouts, groups, redirects or links), in its order. */
export async function pageRoutes() {
  const bundle = await build({ entryPoints: [REGISTRY], bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'error' });
  const { allRoutes } = await import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`);
  return allRoutes.filter((route) => route.kind === 'page').map(({ path, name, title, hidden, licenseRequired }) => ({ path, name, title, hidden, licenseRequired }));
}

const visible = (selector) => `main [data-screen]:not([hidden]) ${selector}`;

/** Waits until the page on show has nothing loading: no skeleton, no busy table or tree. */
export async function settle(page) {
  await page.waitForFunction(
    (busy) => {
      const root = document.querySelector('jms-console')?.shadowRoot;
      return Boolean(root?.querySelector('main [data-screen]:not([hidden])')) && !root.querySelector(busy);
    },
    [visible('[aria-busy=true]'), visible('[data-testid=screen-skeleton]')].join(', '),
    { timeout: 20_000 },
  );
}

/**
 * Visits every page route, calling `visit(route, path)` on each once it has settled.
 * @returns {Promise<Record<string, string>>} the path each route was visited at
 */
export async function crawl(page, routes, visit) {
  const firstRows = new Map();
  const visited = {};
  for (const route of routes) {
    const [list] = route.path.split('/:id');
    const path = route.path.replace(':id', firstRows.get(list) ?? NO_ROW);
    try {
      await go(page, path);
      await settle(page);
    } catch (error) {
      throw new Error(`${path} (${route.name}) did not settle: ${error.message}`, { cause: error });
    }
    if (!route.path.includes(':')) {
      const first = await page.locator(`jms-console ${visible('tbody tr[data-row-id]')}`).first().getAttribute('data-row-id', { timeout: 1 }).catch(() => null);
      if (first) firstRows.set(route.path, first);
    }
    visited[route.name] = path;
    await visit(route, path);
  }
  return visited;
}
