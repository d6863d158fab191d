// Every page of the route table, as the super administrator (extended edition,
// valid license), at 1440x900 and at 390x844, and against JumpServer v3.10's
// answers at 1440x900: axe-core finds no violation
// (colour contrast included), nothing fails in the page, only the routes
// still listed as waiting for their screen show the placeholder, and no page
// asks a person to type or read raw JSON.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axePage, axeViolations, expectCleanPage, stackAndBrowser } from './helpers.mjs';
import { PENDING_SCREENS } from './pending-screens.mjs';
import { pageRoutes } from '../helpers/route-table.mjs';
import { crawl, rawJson } from './route-crawl.mjs';
import { shell } from './shell-helpers.mjs';

const VIEWPORTS = { wide: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } };
// Against v3.10's answers (docs/jumpserver-versions.md) at one size: the shapes differ, not the layout.
const VERSIONS = [
  { jumpserver: '3.8', sizes: ['wide', 'mobile'] },
  { jumpserver: '3.10', sizes: ['wide'] },
];

for (const { jumpserver, sizes } of VERSIONS) {
  describe(`every page of the route table, against JumpServer ${jumpserver}`, () => {
    const session = stackAndBrowser({ jumpserver });

    for (const size of sizes) {
      const viewport = VIEWPORTS[size];
      it(`at ${viewport.width}x${viewport.height}: no accessibility violation, no failure${size === 'wide' ? ', no placeholder but the pending ones, no raw JSON' : ''}`, async () => {
        const { stack } = session;
        const page = await axePage(session, viewport);
        const violations = [];
        const placeholders = [];
        const json = [];
        await crawl(page, await pageRoutes(), async (route, path) => {
          for (const found of await axeViolations(page, 'jms-console')) violations.push(`${path} (${route.name}) ${found}`);
          if (await shell(page, 'main [data-screen]:not([hidden]) [data-testid=placeholder]').count()) placeholders.push(route.name);
          if (size === 'wide') for (const found of await rawJson(page)) json.push(`${route.name}: ${found}`);
        });
        assert.deepEqual(violations, []);
        if (size === 'wide') assert.deepEqual(placeholders, PENDING_SCREENS);
        assert.deepEqual(json, []);
        await expectCleanPage(page, stack);
        await page.context().close();
      });
    }
  });
}
