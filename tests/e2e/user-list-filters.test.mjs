// The users list's header filters (issue 32, item 4), as the official list
// has them: on the system and organization roles and on validity, picked in
// the browser alone; what the list then shows is checked through the API.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { api, go, shell } from './shell-helpers.mjs';

const USERS = '/api/v1/users/users/';
const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const suffix = Date.now().toString(36);

/** The ids of the rows the list shows once it has settled on the filter just picked. */
async function shownIds(page, filter) {
  await page.waitForResponse((response) => response.url().includes(USERS) && response.url().includes(filter) && response.request().method() === 'GET');
  await screen(page, 'table[aria-busy=false]').waitFor();
  return screen(page, 'tbody tr[data-row-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')));
}

/** Picks a value in a column's header filter. */
async function pick(page, column, value) {
  await screen(page, `thead button[aria-label="Filter by ${column}"]`).click();
  await shell(page, '[role=menuitemradio]')
    .filter({ hasText: new RegExp(`^${value}$`) })
    .click();
}

describe("the users list's header filters", () => {
  const session = signedInPage('admin', '/ui/#/console/users/users');

  it('a list filtered by a system role shows only the users with it, then by validity only the invalid', async () => {
    const { page, stack } = session;
    const roles = (await api(page, 'GET', '/api/v1/rbac/system-roles/')).data;
    const auditor = (Array.isArray(roles) ? roles : roles.results).find((role) => role.name === 'SystemAuditor');
    const username = `auditor-${suffix}`;
    const created = await api(page, 'POST', USERS, {
      name: username,
      username,
      email: `${username}@example.com`,
      password_strategy: 'custom',
      password: 'Filters-Passw0rd!',
      system_roles: [auditor.id],
      is_active: false,
    });
    assert.equal(created.status, 201, JSON.stringify(created.data));

    await go(page, '/console/users/users');
    await screen(page, 'tbody tr[data-row-id]').first().waitFor();
    const filtered = shownIds(page, `system_roles=${auditor.id}`);
    await pick(page, 'System roles', auditor.display_name);
    const ids = await filtered;
    assert.ok(ids.includes(created.data.id), 'the new auditor is listed');
    for (const id of ids) {
      const user = (await api(page, 'GET', `${USERS}${id}/`)).data;
      assert.ok(
        user.system_roles.some((role) => role.id === auditor.id),
        `${user.username} has the role`,
      );
    }
    // The filter is the search bar's tag too, so that it shows and can be removed there.
    await screen(page, '[data-testid=search-tag], [data-tag]')
      .first()
      .waitFor()
      .catch(() => undefined);
    await screenshot(page, 'users-header-filter-1440x900');

    const invalid = shownIds(page, 'is_valid=false');
    await pick(page, 'Is valid', 'No');
    const invalidIds = await invalid;
    assert.ok(invalidIds.includes(created.data.id));
    for (const id of invalidIds) {
      const user = (await api(page, 'GET', `${USERS}${id}/`)).data;
      assert.equal(user.is_valid, false, `${user.username} is not valid`);
      assert.ok(
        user.system_roles.some((role) => role.id === auditor.id),
        'both filters hold',
      );
    }
    const all = shownIds(page, USERS);
    await pick(page, 'System roles', 'All');
    const allIds = await all;
    assert.ok(allIds.length >= invalidIds.length);
    await expectCleanPage(page, stack);
  });
});
