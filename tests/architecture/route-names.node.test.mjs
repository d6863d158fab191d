// Route names are strings that must agree across the route table, the screens'
// lists and the screens that name routes; a typo would silently show the
// placeholder. Every page route has a screen, or waits for one on the list the
// route crawl holds too.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PENDING_SCREENS } from '../e2e/pending-screens.mjs';
import { allRoutes, screenNames } from '../helpers/route-table.mjs';
import { readSource, sourceFiles } from '../helpers/source-files.mjs';

/** The route names a source file gives as literals: routeName, listRoute, detailRoute, navigateTo({ name }). */
function namedRoutes(file) {
  return [...readSource(file).matchAll(/\b(?:routeName|listRoute|detailRoute)\s*[=:]\s*['"](\w+)['"]|navigateTo\(\{\s*name:\s*['"](\w+)['"]/g)].map(
    (match) => match[1] ?? match[2],
  );
}

describe('route names', () => {
  const table = new Set();
  const pages = [];
  const files = sourceFiles('src');
  let screens = [];
  before(async () => {
    screens = await screenNames();
    for (const route of await allRoutes()) {
      table.add(route.name);
      if (route.kind === 'page') pages.push(route.name);
    }
  });

  it('every screen and every route a screen names is in the route table', () => {
    const unknown = [
      ...screens.filter((name) => !table.has(name)).map((name) => `screens: ${name}`),
      ...files.flatMap((file) =>
        namedRoutes(file)
          .filter((name) => !table.has(name))
          .map((name) => `${file}: ${name}`),
      ),
    ];
    assert.ok(table.size > 150 && screens.length > 100, `read ${table.size} routes and ${screens.length} screens`);
    assert.deepEqual(unknown, []);
  });

  it('every page route has a screen, or is on the pending list (and only then)', () => {
    const missing = pages.filter((name) => !screens.includes(name) && !PENDING_SCREENS.includes(name));
    const builtButPending = PENDING_SCREENS.filter((name) => screens.includes(name));
    assert.deepEqual(missing, []);
    assert.deepEqual(builtButPending, []);
  });
});
