// The frame end to end, on one stack: organization switching (ids stripped,
// reload, the previous org back after the system and global ones), view
// switching, the tags view, the header's back rule, first login, a deep link
// arriving logged out, mobile mode at 991 and 992 px, memory over 200
// navigations, and the screenshots.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD, expectCleanPage, launchBrowser, login, openPage, screenshot, startStack } from './helpers.mjs';
import { api, go, hashPath, headerTitle, menuEntries, menuItems, ready, shell, tabs, topBar, typeUrl } from './shell-helpers.mjs';

const SYSTEM_ORG_ID = '00000000-0000-0000-0000-000000000004';
const ROOT_ORG_ID = '00000000-0000-0000-0000-000000000000';

/** The organization the console keeps as current for a user (local storage, per user). */
async function currentOrg(page, username = 'admin') {
  return page.evaluate((name) => JSON.parse(localStorage.getItem('currentOrg') ?? '{}')[name] ?? null, username);
}

/** Clicks a side-menu entry inside a group, opening the group first when it is closed. */
async function openMenuEntry(target, group, entry) {
  const link = shell(target, '[data-testid=side-menu] a', { hasText: entry });
  if (!(await link.isVisible())) await shell(target, '[data-testid=side-menu] button', { hasText: group }).click();
  await link.click();
}

describe('the console frame', () => {
  let stack;
  let browser;
  let page;
  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    page = await openPage(browser);
    await login(page, stack, 'admin');
    await ready(page);
    // The one-time tip is covered by the view-switch test; out of the way here.
    await shell(page, 'button:has-text("Got it")').click();
  });
  after(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('switches organization: ids leave the path, the page reloads, the choice sticks', async () => {
    const users = await api(page, 'GET', '/api/v1/users/users/?limit=1');
    const id = users.data.results[0].id;
    await typeUrl(page, `/console/users/users/${id}?activeTab=activity&platform=${id}`);
    await page.evaluate(() => {
      window.__beforeSwitch = true;
    });
    await shell(page, '[data-testid=org-selector]').click();
    await page.locator('jms-console [role=menu]:visible [role=menuitemradio]', { hasText: 'Engineering' }).click();
    await page.waitForFunction(() => !window.__beforeSwitch, null, { timeout: 5000 });
    await ready(page);
    assert.equal(await page.evaluate(() => location.hash), `#/console/users/users?activeTab=activity&platform=${id}`, 'the id segment is gone, platform and plain values stay');
    assert.equal((await currentOrg(page)).name, 'Engineering');
    assert.match(await shell(page, '[data-testid=org-selector]').textContent(), /Engineering/);
  });

  it('enters the system organization in settings and the global one on global pages, then restores the previous one', async () => {
    await typeUrl(page, '/settings/basic');
    assert.equal((await currentOrg(page)).id, SYSTEM_ORG_ID, 'settings work in the system organization');
    assert.ok(!(await topBar(page)).includes('org-selector'), 'no selector in settings');
    await typeUrl(page, '/console/users/users');
    assert.equal((await currentOrg(page)).name, 'Engineering', 'back in the organization chosen before');

    await typeUrl(page, '/console/users/roles');
    assert.equal((await currentOrg(page)).id, ROOT_ORG_ID, 'roles work in the global organization');
    const selector = shell(page, '[data-testid=org-selector]');
    assert.equal(await selector.getAttribute('aria-disabled'), 'true', 'and the selector is fixed');
    assert.match(await selector.textContent(), /GLOBAL/);
    await typeUrl(page, '/console/assets/assets');
    assert.equal((await currentOrg(page)).name, 'Engineering');

    // A reload inside settings still comes back to the user's own organization.
    await typeUrl(page, '/settings/basic');
    await page.reload();
    await ready(page);
    await typeUrl(page, '/console/dashboard');
    assert.equal((await currentOrg(page)).name, 'Engineering');
  });

  it('switches view: stores the choice, runs the startup again, and opens the preferred view next time', async () => {
    await page.evaluate(() => localStorage.removeItem('viewSwitchTipSeen'));
    await page.reload();
    await ready(page);
    assert.equal(await shell(page, '[role=note]:has-text("Switch between")').count(), 1, 'the one-time tip');
    await shell(page, 'header').getByRole('button', { name: /^View/ }).click();
    await page.locator('jms-console [role=menu]:visible [role=menuitem]', { hasText: 'Audit' }).click();
    await page.waitForFunction(() => location.hash === '#/audit/dashboard');
    await ready(page);
    assert.deepEqual(await menuEntries(page), ['Dashboard', 'Online users', 'Sessions', 'Logs']);
    assert.equal(await page.evaluate(() => localStorage.getItem('PreView')), 'audit');
    assert.equal(await shell(page, '[role=note]:has-text("Switch between")').count(), 0, 'the tip is gone after first use');
    await page.goto(stack.url);
    await ready(page);
    assert.equal(await hashPath(page), '/audit/dashboard', 'the stored view opens');
    assert.deepEqual(await menuItems(page, /^View/), ['Console', 'Audit', 'Workbench']);
    await shell(page, 'header').getByRole('button', { name: /^View/ }).click();
    await page.locator('jms-console [role=menu]:visible [role=menuitem]', { hasText: 'Console' }).click();
    await page.waitForFunction(() => location.hash === '#/console/dashboard');
    await ready(page);
  });

  it('keeps visited pages as tabs: refresh, close, close others, close all, from mouse and keyboard', async () => {
    for (const path of ['/console/users/users', '/console/users/groups', '/console/assets/assets']) await typeUrl(page, path);
    assert.deepEqual(await tabs(page), ['Dashboard', 'Users', 'User groups', 'Assets']);
    // Cached: the users screen stays mounted, hidden, while another tab shows.
    assert.equal(await shell(page, 'main [data-screen="/console/users/users"][hidden]').count(), 1);

    // Refresh mounts the screen afresh.
    await shell(page, 'main [data-screen="/console/assets/assets"]').evaluate((element) => element.setAttribute('data-old', ''));
    await shell(page, '[data-testid=tag] a', { hasText: 'Assets' }).click({ button: 'right' });
    await page.locator('jms-console [data-testid=tag-menu] [role=menuitem]', { hasText: 'Refresh' }).click();
    await ready(page);
    assert.equal(await hashPath(page), '/console/assets/assets');
    assert.equal(await shell(page, 'main [data-screen="/console/assets/assets"]').count(), 1);
    assert.equal(await shell(page, 'main [data-screen="/console/assets/assets"][data-old]').count(), 0, 'a new screen');

    // Close Others on a tab that is not active: it stays, and shows.
    await shell(page, '[data-testid=tag] a', { hasText: 'User groups' }).click({ button: 'right' });
    await page.locator('jms-console [data-testid=tag-menu] [role=menuitem]', { hasText: 'Close others' }).click();
    await page.waitForFunction(() => location.hash === '#/console/users/groups');
    assert.deepEqual(await tabs(page), ['Dashboard', 'User groups']);
    assert.equal(await shell(page, 'main [data-screen="/console/users/users"]').count(), 0, 'closed tabs unmount');

    // Closing the active tab goes to the last visited one.
    await typeUrl(page, '/console/assets/platforms');
    await shell(page, '[data-testid=tag]:has-text("Platforms") button').click();
    await page.waitForFunction(() => location.hash === '#/console/users/groups');
    assert.deepEqual(await tabs(page), ['Dashboard', 'User groups']);

    // The keyboard: Delete closes the focused tab; Shift+F10 opens its menu.
    await shell(page, '[data-testid=tag] a', { hasText: 'User groups' }).focus();
    await page.keyboard.press('Delete');
    await page.waitForFunction(() => location.hash === '#/console/dashboard');
    await typeUrl(page, '/console/users/users');
    await shell(page, '[data-testid=tag] a', { hasText: 'Users' }).focus();
    await page.keyboard.press('Shift+F10');
    await page.locator('jms-console [data-testid=tag-menu] [role=menuitem]', { hasText: 'Close all' }).waitFor();
    await page.keyboard.press('End');
    assert.equal(await page.evaluate(() => document.querySelector('jms-console').shadowRoot.activeElement?.textContent), 'Close all');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#/console/dashboard');
    assert.deepEqual(await tabs(page), ['Dashboard'], 'the fixed dashboard never closes');
  });

  it('goes back only with history, never from a dashboard', async () => {
    const back = shell(page, 'main [data-screen]:not([hidden]) [data-testid=back]');
    assert.equal(await back.isDisabled(), true, 'dashboard');
    await openMenuEntry(page, 'Users', 'User groups');
    await ready(page);
    assert.equal(await headerTitle(page), 'User groups');
    assert.equal(await back.isDisabled(), false);
    await back.click();
    await page.waitForFunction(() => location.hash === '#/console/dashboard');
    // A fresh page has no history to go back to.
    const fresh = await openPage(browser);
    await login(fresh, stack, 'admin', { next: '/ui/#/console/users/groups' });
    await ready(fresh);
    assert.equal(await shell(fresh, 'main [data-screen]:not([hidden]) [data-testid=back]').isDisabled(), true);
    await fresh.context().close();
  });

  it('puts the focus on the heading of each page it goes to, by the menu, a link or the back button', async () => {
    const focusedHeading = () =>
      page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.localName === 'h1' ? active.textContent : `${active?.localName}: ${active?.textContent?.slice(0, 40)}`;
      });
    await go(page, '/console/dashboard');
    await openMenuEntry(page, 'Users', 'Users');
    await ready(page);
    assert.equal(await focusedHeading(), 'Users');
    await shell(page, 'main [data-screen]:not([hidden]) tbody tr[data-row-id] a').first().click();
    await ready(page);
    assert.equal(await focusedHeading(), await headerTitle(page));
    await shell(page, 'main [data-screen]:not([hidden]) [data-testid=back]').click();
    await ready(page);
    assert.equal(await focusedHeading(), 'Users');
  });

  it('sends a first-login user to complete their information', async () => {
    const newcomer = await openPage(browser);
    await login(newcomer, stack, 'newcomer');
    await ready(newcomer);
    assert.equal(await hashPath(newcomer), '/profile/improvement');
    await newcomer.context().close();
  });

  it('brings a deep link arriving logged out back to the same page after login', async () => {
    const visitor = await openPage(browser);
    await visitor.goto(`${stack.url}#/console/users/groups?activeTab=members`);
    await visitor.waitForURL(/\/core\/auth\/login\//);
    await visitor.fill('input[name=username]', 'admin');
    await visitor.fill('input[name=password]', DEMO_PASSWORD);
    await Promise.all([visitor.waitForURL((url) => url.pathname.startsWith('/ui/')), visitor.click('[type=submit]')]);
    await ready(visitor);
    assert.equal(await visitor.evaluate(() => location.hash), '#/console/users/groups?activeTab=members');
    await expectCleanPage(visitor, stack);
    await visitor.context().close();
  });

  it('is in mobile mode below 992 px: the menu closes, and closes again on every route change', async () => {
    const mobile = await openPage(browser, { viewport: { width: 991, height: 800 } });
    await login(mobile, stack, 'admin');
    await ready(mobile);
    assert.equal(await shell(mobile, '[data-testid=side-menu]').count(), 0, 'closed at 991 px');
    await shell(mobile, '[data-testid=menu-toggle]').click();
    await shell(mobile, '[data-testid=side-menu]').waitFor();
    await openMenuEntry(mobile, 'Users', 'User groups');
    await mobile.waitForFunction(() => location.hash === '#/console/users/groups');
    assert.equal(await shell(mobile, '[data-testid=side-menu]').count(), 0, 'closed after the route change');
    await mobile.setViewportSize({ width: 992, height: 800 });
    await shell(mobile, '[data-testid=side-menu]').waitFor();
    assert.equal(await shell(mobile, '[data-testid=side-menu]').getAttribute('data-collapsed'), null, 'desktop at 992 px: open');
    await mobile.setViewportSize({ width: 991, height: 800 });
    await shell(mobile, '[data-testid=side-menu]').waitFor({ state: 'detached' });
    await mobile.context().close();
  });

  it('keeps the collapsed menu in the sidebarStatus cookie', async () => {
    await shell(page, '[data-testid=menu-toggle]').click();
    assert.equal(await shell(page, '[data-testid=side-menu]').getAttribute('data-collapsed'), '');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'sidebarStatus');
    assert.equal(cookie?.value, '0');
    await page.reload();
    await ready(page);
    assert.equal(await shell(page, '[data-testid=side-menu]').getAttribute('data-collapsed'), '');
    await shell(page, '[data-testid=menu-toggle]').click();
    assert.equal(await shell(page, '[data-testid=side-menu]').getAttribute('data-collapsed'), null);
  });

  it('does not grow the heap by more than 5 MB over 200 navigations', async () => {
    const paths = [
      '/console/users/users',
      '/console/users/groups',
      '/console/assets/assets',
      '/console/assets/platforms',
      '/console/assets/labels',
      '/console/accounts/accounts',
      '/console/perms/asset-permissions',
      '/console/perms/login-acls',
      '/console/dashboard',
      '/console/users/roles',
    ];
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const navigate = async (count) => {
      for (let index = 0; index < count; index += 1) {
        await page.evaluate(
          (target) => {
            location.hash = target;
          },
          paths[index % paths.length],
        );
        await ready(page);
      }
    };
    await navigate(20);
    const before = await heap();
    await navigate(200);
    const growth = (await heap()) - before;
    assert.ok(growth < 5 * 1024 * 1024, `heap grew by ${(growth / 1024 / 1024).toFixed(2)} MB`);
    await expectCleanPage(page, stack);
  });

  it('closes the frame’s menus on a click outside, on Escape and on Tab, inside the shadow root', async () => {
    await typeUrl(page, '/console/dashboard');
    const open = page.locator('jms-console [role=menu]:visible');
    for (const name of [/^View/, /^Organization/, /^Help/, /^Account/]) {
      await shell(page, 'header').getByRole('button', { name }).click();
      await open.first().waitFor();
      await page.mouse.click(900, 700);
      await open.first().waitFor({ state: 'hidden' });
    }
    await shell(page, 'header').getByRole('button', { name: /^Help/ }).click();
    await open.first().waitFor();
    await page.keyboard.press('Tab');
    await open.first().waitFor({ state: 'hidden' });
    await shell(page, 'header')
      .getByRole('button', { name: /^Account/ })
      .click();
    await open.first().waitFor();
    await page.keyboard.press('Escape');
    await open.first().waitFor({ state: 'hidden' });
  });

  it('jumps to pages and objects by name with Ctrl+K', async () => {
    await typeUrl(page, '/console/dashboard');
    await page.keyboard.press('Control+k');
    const palette = shell(page, '[data-testid=quick-jump]');
    await palette.waitFor();
    await page.keyboard.type('user gro');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#/console/users/groups');
    await palette.waitFor({ state: 'detached' });

    await shell(page, '[data-testid=quick-jump-button]').click();
    await page.keyboard.type('alice');
    const alice = page.locator('jms-console [data-testid=quick-jump] [role=option]', { hasText: 'Alice (alice)' });
    await alice.waitFor();
    const users = await api(page, 'GET', '/api/v1/users/users/?search=alice&limit=1');
    await alice.click();
    await page.waitForFunction((id) => location.hash === `#/console/users/users/${id}`, users.data.results[0].id);
    // Escape closes it without going anywhere.
    await page.keyboard.press('Control+k');
    await palette.waitFor();
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });
  });

  it('looks finished at 1440x900 and 390x844', async () => {
    await typeUrl(page, '/console/users/users');
    await page.waitForTimeout(500);
    await screenshot(page, 'shell-console-1440x900');
    const phone = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await login(phone, stack, 'admin', { next: '/ui/#/console/users/users' });
    await ready(phone);
    await phone.waitForTimeout(500);
    await screenshot(phone, 'shell-console-390x844');
    await shell(phone, '[data-testid=menu-toggle]').click();
    await shell(phone, '[data-testid=side-menu]').waitFor();
    await screenshot(phone, 'shell-menu-390x844');
    await expectCleanPage(phone, stack);
    await phone.context().close();
  });
});
