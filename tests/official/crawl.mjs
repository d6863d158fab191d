// Walks every page route of the official console: opens it, waits until it is quiet, clicks each of its
// tabs in turn, and judges it by what the backend refused, what broke in the page, whether the route
// was kept (not sent to 404), and whether a list shows the rows its API said there were.
import { ID_SOURCES, ROUTE_QUERIES } from './routes.mjs';

/** Fills each route's `:id` from the first row of the list it belongs to, read through the API as `client`. */
export async function resolveRoutes(routes, client) {
  const cache = new Map();
  const firstId = async (source, { org, fallback } = {}) => {
    const key = `${org}|${source}`;
    if (!cache.has(key)) {
      const headers = org ? { 'X-JMS-ORG': org } : {};
      const response = await client.request('GET', `/api/v1/${source}${source.includes('?') ? '&' : '?'}limit=1`, { headers });
      const row = response.body?.results?.[0];
      cache.set(key, row ? String(row.id) : fallback ? await firstId(fallback, { org }) : null);
    }
    return cache.get(key);
  };
  const resolved = [];
  for (const route of routes) {
    const query = ROUTE_QUERIES.find(([pattern]) => pattern.test(route.path))?.[1];
    const withQuery = (path) => (query ? `${path}?${query}` : path);
    const params = new URLSearchParams(query ?? '');
    if (!route.path.includes(':id')) {
      resolved.push({ ...route, url: withQuery(route.path), params: {}, query: Object.fromEntries(params) });
      continue;
    }
    const source = ID_SOURCES.find(([pattern]) => pattern.test(route.path));
    const id = source ? await firstId(source[1], source[2]) : null;
    resolved.push({ ...route, url: id ? withQuery(route.path.replace(':id', id)) : null, params: { id }, query: Object.fromEntries(params), unresolved: !id });
  }
  return resolved;
}

const visibleRows = (page) => page.locator('.el-table__body-wrapper tr.el-table__row:visible').count();

/** Opens one route and clicks its tabs; returns what went wrong there (an empty list when nothing did). */
export async function visitRoute(page, monitor, origin, route, { fresh }) {
  const step = `route ${route.path}`;
  monitor.step(step);
  const problems = [];
  if (route.unresolved) return ['no object to open (its list is empty)'];
  if (fresh) {
    await page.goto(`${origin}/ui/#/`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.getElementById('app')?.__vue__?.$router, null, { timeout: 30000 });
    await monitor.idle();
    monitor.step(step);
  }
  // As the console's own links do: by the route's name where it has one (a path such as /tickets/flow/create is
  // also matched by the detail route listed before it), else by its path.
  await page.evaluate(
    ({ name, path, params, query }) => {
      const app = document.getElementById('app').__vue__;
      // Views kept alive would go on asking the server under the next route's name.
      app.$store.dispatch('tagsView/delAllViews');
      const router = app.$router;
      // vue-router 3.0 answers through callbacks, not a promise.
      return new Promise((done) => {
        router.push(
          name ? { name, params, query } : { path, query },
          () => done(),
          () => done(),
        );
        setTimeout(done, 10000);
      });
    },
    { name: route.name, path: route.url.split('?')[0], params: route.params, query: route.query },
  );
  await monitor.idle();
  await page.waitForTimeout(300);
  const landed = await page.evaluate(() => window.location.hash.slice(1));
  if (landed.includes('/404') && route.path !== '/404') problems.push(`sent to ${landed}`);

  // A list page: its table shows the rows its list API counted.
  if (!route.path.includes(':') && !/\/(create|update)$/.test(route.path)) {
    const counted = monitor.listsOf(step).filter((list) => list.count > 0);
    if (counted.length && (await page.locator('.el-table').count()) && (await visibleRows(page)) === 0) {
      problems.push(`the list shows no row though ${counted[0].path} counted ${counted[0].count}`);
    }
  }

  const tabs = page.locator('.el-tabs__item:visible');
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    const tab = page.locator('.el-tabs__item:visible').nth(index);
    if (!(await tab.count()) || (await tab.getAttribute('aria-disabled')) === 'true') continue;
    try {
      await tab.click({ timeout: 3000 });
    } catch {
      continue;
    }
    await monitor.idle();
  }
  await monitor.readText();
  return [...problems, ...monitor.problemsOf(step)];
}
