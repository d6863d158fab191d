// The access path end to end, against the project's backend: a permission made in
// the form (dates left as they come) lets a brand-new user connect from My assets;
// a new user's default roles; built-in roles kept read-only; the global
// organization's display name in the console; site messages' Markdown, safely.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, login, openPage, screenshot, signedInPage } from './helpers.mjs';
import { api, go, ready, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const rows = (page) => screen(page, 'tbody tr[data-row-id]');
const field = (page, name) => screen(page, `[data-field=${name}]`);
const suffix = Date.now().toString(36);

const exactly = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Picks an object in a form's remote select by what its option reads. */
async function pick(page, name, text) {
  await field(page, name).getByRole('combobox').fill(text);
  await field(page, name)
    .locator('[role=option]')
    .filter({ hasText: exactly(text) })
    .click();
  await page.keyboard.press('Escape');
}

describe('the access path', () => {
  const session = signedInPage('admin', '/ui/#/console/perms/asset-permissions');

  it('a permission made in the form, touching only name, user and asset, lets a new user connect from My assets', async () => {
    const { stack, browser, page } = session;
    const username = `fresh_${suffix}`;
    const password = 'Fresh-pass-1';
    const created = await api(page, 'POST', '/api/v1/users/users/', { name: `Fresh ${suffix}`, username, email: `${username}@example.com`, password_strategy: 'custom', password });
    assert.equal(created.status, 201, JSON.stringify(created.data));
    const [asset] = (await api(page, 'GET', '/api/v1/assets/hosts/?limit=1&order=name&is_gateway=0')).data.results;

    await go(page, '/console/perms/asset-permissions/create');
    const name = `e2e-grant-${suffix}`;
    await field(page, 'name').locator('input').fill(name);
    await pick(page, 'users', `Fresh ${suffix}`);
    await pick(page, 'assets', asset.name);
    // The dates come filled in: now, and 70 years on.
    assert.match(await field(page, 'date_start').locator('input').inputValue(), new RegExp(`^${new Date().getFullYear()}-`));
    assert.match(await field(page, 'date_expired').locator('input').inputValue(), new RegExp(`^${new Date().getFullYear() + 70}-`));
    await screenshot(page, 'access-permission-create-1440x900');
    await screen(page, 'button[type=submit]').click();
    await page.waitForFunction(() => /^#\/console\/perms\/asset-permissions\/?\?id=/.test(location.hash));
    const [saved] = (await api(page, 'GET', `/api/v1/perms/asset-permissions/?name=${name}`)).data;
    assert.equal(saved.is_valid, true, JSON.stringify(saved));
    assert.deepEqual(saved.accounts, ['@ALL']);
    assert.equal(saved.actions.length, 7);

    const userPage = await openPage(browser);
    await login(userPage, stack, username, { password, next: '/ui/#/workbench/assets' });
    // A first login asks for the profile to be completed; that is another screen's business.
    assert.equal((await api(userPage, 'PATCH', '/api/v1/users/profile/', { is_first_login: false })).status, 200);
    // A new page load (not a change of the address's hash): the console read the profile, a first login, when this one loaded.
    await userPage.goto('about:blank');
    await userPage.goto(`${stack.origin}/ui/#/workbench/assets`);
    await ready(userPage);
    const row = rows(userPage).filter({ hasText: asset.name });
    await row.waitFor();
    assert.equal(await rows(userPage).count(), 1);
    await screenshot(userPage, 'access-my-assets-1440x900');
    const [terminal] = await Promise.all([userPage.waitForEvent('popup'), row.getByRole('button', { name: 'Connect' }).click()]);
    await terminal.waitForLoadState();
    assert.equal(new URL(terminal.url()).pathname, '/luna/');
    assert.equal(new URL(terminal.url()).searchParams.get('login_to'), asset.id);
    // What the web terminal asks next: the accounts this user may connect with.
    const accounts = await api(userPage, 'GET', `/api/v1/perms/users/self/assets/${asset.id}/accounts/`);
    assert.equal(accounts.status, 200);
    assert.ok(
      accounts.data.some((account) => account.alias !== '@INPUT'),
      JSON.stringify(accounts.data),
    );
    await terminal.close();
    await userPage.setViewportSize({ width: 390, height: 844 });
    await screenshot(userPage, 'access-my-assets-390x844');
    await expectCleanPage(userPage, stack);
    await userPage.context().close();
    await expectCleanPage(page, stack);
  });

  it('a new user starts with the default roles in the form', async () => {
    const { page } = session;
    await go(page, '/console/users/users/create');
    const chips = (name) => field(page, name).locator('button[aria-label^="Remove "]');
    await chips('org_roles').first().waitFor();
    assert.deepEqual(await chips('system_roles').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))), ['Remove SystemUser']);
    assert.deepEqual(await chips('org_roles').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))), ['Remove OrgUser']);
    await field(page, 'system_roles').scrollIntoViewIfNeeded();
    await screenshot(page, 'access-user-create-roles-1440x900');
  });

  it('built-in roles offer no Update or Delete in the role list; a custom one does', async () => {
    const { page } = session;
    const custom = (await api(page, 'POST', '/api/v1/rbac/org-roles/', { name: `E2E role ${suffix}` })).data;
    await go(page, '/console/users/roles/');
    const row = (text) => rows(page).filter({ has: page.locator('td', { hasText: exactly(text) }) });
    await row('OrgUser').waitFor();
    for (const text of ['SystemAdmin', 'OrgUser']) {
      assert.equal(await row(text).getByRole('button', { name: 'Update' }).isDisabled(), true, text);
      assert.equal(await row(text).getByRole('button', { name: 'Delete' }).isDisabled(), true, text);
    }
    await screenshot(page, 'access-role-list-1440x900');
    await go(page, `/console/users/roles/?search=${encodeURIComponent(custom.name)}`);
    await row(custom.name).waitFor();
    assert.equal(await row(custom.name).getByRole('button', { name: 'Update' }).isDisabled(), false);
    assert.equal(await row(custom.name).getByRole('button', { name: 'Delete' }).isDisabled(), false);
    assert.equal((await api(page, 'DELETE', `/api/v1/rbac/org-roles/${custom.id}/`)).status, 204);
  });

  it('the global organization is shown under the name the basic settings give it', async () => {
    const { stack, page } = session;
    const display = `Whole company ${suffix}`;
    await go(page, '/settings/basic');
    const input = field(page, 'GLOBAL_ORG_DISPLAY_NAME').locator('input');
    await input.fill(display);
    await screen(page, 'button[type=submit]').click();
    await page.waitForFunction(async (expected) => (await (await fetch('/api/v1/settings/setting/?category=basic')).json()).GLOBAL_ORG_DISPLAY_NAME === expected, display);

    // Back in the console, the organization menu and the selector call it so.
    await go(page, '/console/users/users');
    const selector = shell(page, 'header [data-testid=org-selector]');
    await selector.click();
    const item = shell(page, '[role=menu] [role=menuitemradio]').filter({ hasText: display });
    await item.waitFor();
    // Switching organizations reloads the page.
    await Promise.all([page.waitForEvent('load'), item.click()]);
    await ready(page);
    assert.match(await selector.textContent(), new RegExp(display));
    const current = await api(page, 'GET', '/api/v1/orgs/orgs/current/?oid=00000000-0000-0000-0000-000000000000');
    assert.equal(current.data.name, display);
    await screenshot(page, 'access-global-org-name-1440x900');

    // The same in the audit view, and back to the default name once the setting is emptied.
    await go(page, '/audit/audits/login-logs');
    assert.match(await selector.textContent(), new RegExp(display));
    assert.equal((await api(page, 'PATCH', '/api/v1/settings/setting/?category=basic', { GLOBAL_ORG_DISPLAY_NAME: '' })).status, 200);
    await page.reload();
    await ready(page);
    assert.match(await selector.textContent(), /GLOBAL/);
    await expectCleanPage(page, stack);
  });

  it('a site message’s Markdown is formatted; its hostile HTML neither runs, nor loads, nor trips the policy', async () => {
    const { stack, page } = session;
    const probe = `probe-${suffix}`;
    const profile = (await api(page, 'GET', '/api/v1/users/profile/')).data;
    const message = [
      'Your ticket **Apply for production** was *approved*.',
      '* Asset: `web-01`',
      '* See [the ticket](/ui/#/tickets/tickets) or [this](javascript:alert(1))',
      `<img src="${probe}" onerror="window.__hacked = true"><p style="color:red" onclick="window.__hacked = true">Thanks</p>`,
    ].join('\n');
    const sent = await api(page, 'POST', '/api/v1/notifications/site-messages/send/', { subject: `Markdown ${suffix}`, message, user_ids: [profile.id] });
    assert.equal(sent.status, 200, JSON.stringify(sent.data));
    const requests = [];
    page.on('request', (request) => requests.push(request.url()));

    await go(page, '/console/users/users');
    await shell(page, 'header')
      .getByRole('button', { name: /^Site messages:/ })
      .click();
    const drawer = shell(page, 'dialog[open]').last();
    await drawer.getByRole('button', { name: new RegExp(`Markdown ${suffix}`) }).click();
    // The message opens in a dialog of its own, inside the drawer's.
    const detail = shell(page, 'dialog[open]').filter({ hasText: 'Apply for production' }).last();
    await detail.locator('strong').filter({ hasText: 'Apply for production' }).waitFor();
    assert.equal(await detail.locator('em').textContent(), 'approved');
    assert.equal(await detail.locator('li code').textContent(), 'web-01');
    const link = detail.getByRole('link', { name: 'the ticket' });
    assert.deepEqual([await link.getAttribute('target'), await link.getAttribute('rel')], ['_blank', 'noopener noreferrer']);
    assert.equal(await detail.locator('a', { hasText: 'this' }).getAttribute('href'), null);
    assert.equal(await detail.locator('img, [style], [onclick]').count(), 0);
    await page.waitForTimeout(300);
    await screenshot(page, 'access-site-message-markdown-1440x900');
    assert.deepEqual(
      requests.filter((url) => url.includes(probe)),
      [],
    );
    assert.equal(await page.evaluate(() => window.__hacked), undefined);
    await detail.getByRole('button', { name: 'Confirm' }).click();
    await page.keyboard.press('Escape');
    await expectCleanPage(page, stack);
  });
});
