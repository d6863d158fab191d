// Every page of the console's route table, visited in the console as a person
// would reach it: the table is the one the console ships (tests/helpers/route-table.mjs), a
// page with an :id takes the first row of the list it belongs to (visited
// before it, as the table lists a resource's list before its detail), and each
// page is waited on until nothing on it is still loading.
import { go } from './shell-helpers.mjs';

/** What an :id becomes when the list gives none: a real screen shows "not found", a placeholder shows itself. */
const NO_ROW = '00000000-0000-4000-8000-000000000000';

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
      const first = await page
        .locator(`jms-console ${visible('tbody tr[data-row-id]')}`)
        .first()
        .getAttribute('data-row-id', { timeout: 1 })
        .catch(() => null);
      if (first) firstRows.set(route.path, first);
    }
    visited[route.name] = path;
    await visit(route, path);
  }
  return visited;
}

/**
 * The raw JSON the page on show asks a person to type or read: a JSON editor
 * (marked `data-json-editor`) on show, or a detail or table value whose text is
 * a JSON object or list. Each is described by what names it.
 */
export async function rawJson(page) {
  return page.evaluate((screen) => {
    const shown = document.querySelector('jms-console')?.shadowRoot?.querySelector(screen);
    if (!shown) return [];
    const editors = [...shown.querySelectorAll('[data-json-editor]')]
      .filter((editor) => editor.checkVisibility())
      .map((editor) => `JSON editor ${editor.labels?.[0]?.textContent?.trim() || editor.id}`);
    const texts = [...shown.querySelectorAll('dd, td')]
      .map((cell) => cell.textContent.trim())
      .filter((text) => {
        if (!/^[[{]/.test(text)) return false;
        try {
          const value = JSON.parse(text);
          return Boolean(value) && typeof value === 'object';
        } catch {
          return false;
        }
      })
      .map((text) => `JSON text ${text.slice(0, 60)}`);
    return [...editors, ...texts];
  }, visible('').trim());
}
