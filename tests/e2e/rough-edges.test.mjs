// The working screens without their rough edges (issue 18), as admin against
// the project's backend: every date one way, the security settings in
// labelled sections, empty lists that say what they lack, the onboarding tip
// clear of what a page shows.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, login, openPage, signedInPage, stackAndBrowser } from './helpers.mjs';
import { api, go, ready, saveCard, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('the rough edges of the working screens', () => {
  const session = signedInPage('admin', '/ui/#/console/users/users');

  it('shows every date of the command list and of a ticket the one way', async () => {
    const { page } = session;
    await go(page, '/audit/sessions/command');
    await screen(page, 'tbody tr[data-row-id]').first().waitFor();
    const header = screen(page, 'thead th');
    const headers = await header.allTextContents();
    const column = headers.findIndex((text) => text.trim() === 'Datetime');
    assert.ok(column >= 0, headers.join());
    const cells = await screen(page, `tbody tr[data-row-id] td:nth-child(${column + 1})`).allTextContents();
    assert.ok(cells.length > 0);
    assert.deepEqual(
      cells.filter((text) => !LOCAL_DATE.test(text.trim())),
      [],
    );

    const [ticket] = (await api(page, 'GET', '/api/v1/tickets/tickets/?type=login_confirm&limit=1')).data.results;
    await go(page, `/tickets/tickets/login-confirm/${ticket.id}`);
    const loginTime = screen(page, 'dt').filter({ hasText: /^Login time$/ });
    await loginTime.waitFor();
    assert.match((await loginTime.locator('xpath=following-sibling::dd[1]').textContent()).trim(), LOCAL_DATE);
    await expectCleanPage(page, session.stack);
  });

  it('shows the security settings in the official tabs, a user’s login failures apart from an IP’s, no field twice', async () => {
    const { page } = session;
    await go(page, '/settings/security');
    const tabList = screen(page, '[role=tab]');
    await tabList.first().waitFor();
    assert.deepEqual(await tabList.allTextContents(), ['Authentication security', 'Login limits', 'Password security', 'Session security', 'Log retention']);
    const labels = [];
    for (const tab of await tabList.all()) {
      await tab.click();
      const fields = screen(page, 'form [data-field] > span > label');
      await fields.first().waitFor();
      labels.push(...(await fields.allTextContents()).map((text) => text.replace(/^\*/, '')));
    }
    assert.deepEqual(
      labels.filter((label, index) => labels.indexOf(label) !== index),
      [],
      'labels shown twice',
    );
    await screen(page, '[role=tab]').filter({ hasText: 'Login limits' }).click();
    const limits = screen(page, 'section').filter({ has: page.getByRole('heading', { name: 'Login limits' }) });
    await limits.locator('legend').first().waitFor();
    assert.deepEqual(await limits.locator('legend').allTextContents(), ['Failed logins of a user', 'Failed logins from an IP address', 'Who may log in, and where from']);
    // A card saves only its own fields.
    const count = limits.getByLabel('Limit the number of IP login failures');
    await count.fill('50');
    assert.equal(await saveCard(page, limits, 'security'), 200);
    const saved = (await api(page, 'GET', '/api/v1/settings/setting/?category=security_login_limit')).data;
    assert.equal(saved.SECURITY_LOGIN_IP_LIMIT_COUNT, 50);
    await expectCleanPage(page, session.stack);
  });

  it('shows a platform’s protocols and an organization’s resources as tables, and edits the protocols as one', async () => {
    const { page } = session;
    const platform = (await api(page, 'POST', '/api/v1/assets/platforms/', { name: `Rough ${Date.now().toString(36)}`, category: 'host', type: 'linux' })).data;
    await go(page, `/console/assets/platforms/${platform.id}`);
    const protocols = screen(page, 'dd table').first();
    await protocols.waitFor();
    assert.deepEqual((await protocols.locator('thead th').allTextContents()).slice(0, 2), ['Name', 'Port']);
    assert.doesNotMatch(await screen(page, 'dl').first().textContent(), /[{}[\]]/, 'no JSON in the card');

    await go(page, `/console/assets/platforms/${platform.id}/update`);
    const table = screen(page, '[data-field=protocols] table');
    await table.getByLabel('Port, row 1').fill('2222');
    await table.getByRole('button', { name: 'Edit Setting, row 1' }).click();
    const dialog = shell(page, 'dialog[open]');
    await dialog.getByRole('button', { name: 'Add' }).click();
    const rows = await dialog.locator('tbody tr').count();
    await dialog.getByLabel(`Key, row ${rows}`).fill('old_ssh_version');
    await dialog.getByLabel(`Value, row ${rows}`).fill('yes');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await screen(page, 'button[type=submit]').click();
    await page.waitForFunction(() => !location.hash.includes('/update'));
    const [first] = (await api(page, 'GET', `/api/v1/assets/platforms/${platform.id}/`)).data.protocols;
    assert.equal(first.port, 2222);
    assert.equal(first.setting.old_ssh_version, 'yes');

    await go(page, '/settings/orgs/00000000-0000-0000-0000-000000000002');
    const counts = screen(page, 'dd table').first();
    await counts.waitFor();
    assert.ok((await counts.locator('th[scope=row]').allTextContents()).includes('Users amount'));
    await expectCleanPage(page, session.stack);
  });

  it('edits the announcement as a form with its period', async () => {
    const { page } = session;
    await go(page, '/settings/features');
    const card = screen(page, 'section').filter({ has: page.getByRole('heading', { name: 'Announcement', exact: true }) });
    const form = card.getByRole('group', { name: 'Announcement', exact: true });
    await form.getByLabel('Subject').fill('Maintenance tonight');
    await form.getByLabel('Content').fill('The bastion restarts at 22:00.');
    await form.getByLabel('Date start').fill('2026-12-01T22:00:00');
    await form.getByLabel('Date end').fill('2026-12-01T21:00:00');
    await card.getByRole('button', { name: 'Submit' }).click();
    await card.getByText('The end must come after the start').waitFor();
    await form.getByLabel('Date end').fill('2026-12-01T23:00:00');
    assert.equal(await saveCard(page, card, 'announcement'), 200);
    const { ANNOUNCEMENT } = (await api(page, 'GET', '/api/v1/settings/setting/?category=announcement')).data;
    assert.equal(ANNOUNCEMENT.SUBJECT, 'Maintenance tonight');
    assert.ok(new Date(ANNOUNCEMENT.DATE_END) > new Date(ANNOUNCEMENT.DATE_START));
    await expectCleanPage(page, session.stack);
  });

  it('edits the LDAP attribute map as two columns and saves it as a mapping', async () => {
    const { page } = session;
    await go(page, '/settings/auth?activeTab=LDAP');
    const ldap = screen(page, 'section').filter({ has: page.getByRole('heading', { name: 'LDAP', exact: true }) });
    const map = ldap.getByRole('group', { name: 'User attribute' });
    await map.locator('th').first().waitFor();
    assert.deepEqual(await map.locator('th').allTextContents(), ['User attribute in JumpServer', 'LDAP attribute', 'Actions']);
    assert.equal(await ldap.locator('[data-field=AUTH_LDAP_USER_ATTR_MAP] textarea').count(), 0, 'no JSON to type');
    await map.getByLabel('LDAP attribute, row 1').fill('uid');
    await map.getByRole('button', { name: 'Add' }).click();
    await map.getByLabel('User attribute in JumpServer, row 4').fill('phone');
    await map.getByLabel('LDAP attribute, row 4').fill('telephoneNumber');
    assert.equal(await saveCard(page, ldap, 'ldap'), 200);
    const saved = (await api(page, 'GET', '/api/v1/settings/setting/?category=ldap')).data;
    assert.deepEqual(saved.AUTH_LDAP_USER_ATTR_MAP, { username: 'uid', name: 'sn', email: 'mail', phone: 'telephoneNumber' });
    await expectCleanPage(page, session.stack);
  });

  it('keeps the IP blacklist as a list of addresses, each checked', async () => {
    const { page } = session;
    await go(page, '/settings/security?activeTab=AuthLimit');
    const limits = screen(page, 'section').filter({ has: page.getByRole('heading', { name: 'Login limits' }) });
    const blacklist = limits.getByLabel('Login IP Black List');
    await blacklist.fill('10.0.0.0/8, 10.1.1.1-10.1.1.20, office');
    await blacklist.press('Enter');
    await limits.getByRole('button', { name: 'Submit' }).click();
    await limits.getByText('“office” is not an IP address, a network or a range').waitFor();
    await limits.getByRole('button', { name: 'Remove office' }).click();
    await blacklist.fill('2001:db8::/64');
    await blacklist.press('Enter');
    assert.equal(await saveCard(page, limits, 'security'), 200);
    const saved = (await api(page, 'GET', '/api/v1/settings/setting/?category=security_login_limit')).data;
    assert.deepEqual(saved.SECURITY_LOGIN_IP_BLACK_LIST, ['10.0.0.0/8', '10.1.1.1-10.1.1.20', '2001:db8::/64']);
    await expectCleanPage(page, session.stack);
  });

  it('chooses a login rule’s time period on a week grid, with the mouse and the keyboard', async () => {
    const { page } = session;
    const name = `Office hours ${Date.now().toString(36)}`;
    await go(page, '/console/perms/login-acls/create');
    await screen(page, '[data-field=name] input').fill(name);
    const grid = screen(page, '[role=grid]');
    const cell = (label) => grid.getByRole('gridcell', { name: label, exact: true });
    const from = await cell('Monday 09:00–09:30').boundingBox();
    const to = await cell('Friday 17:30–18:00').boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await cell('Saturday 10:00–10:30').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+ArrowRight');
    assert.equal(await cell('Saturday 10:30–11:00').getAttribute('aria-selected'), 'true');
    await screen(page, 'button[type=submit]').click();
    await page.waitForFunction(() => !location.hash.includes('/create'));
    const [rule] = (await api(page, 'GET', `/api/v1/acls/login-acls/?name=${encodeURIComponent(name)}`)).data;
    const days = Object.fromEntries(rule.rules.time_period.map((line) => [line.id, line.value]));
    assert.deepEqual(days, { 1: '09:00~18:00', 2: '09:00~18:00', 3: '09:00~18:00', 4: '09:00~18:00', 5: '09:00~18:00', 6: '10:00~11:00', 0: '' });
    await go(page, `/console/perms/login-acls/${rule.id}`);
    await screen(page, 'td').filter({ hasText: 'Mon 09:00~18:00' }).first().waitFor();
    await expectCleanPage(page, session.stack);
  });

  it('says what an empty list lacks and offers the next step', async () => {
    const { page } = session;
    await go(page, '/console/users/groups?search=no-such-group-ever');
    const empty = screen(page, 'tbody td[colspan]');
    await empty.filter({ hasText: 'No user groups match the search' }).waitFor();
    await empty.getByRole('button', { name: 'Clear search' }).click();
    await screen(page, 'tbody tr[data-row-id]').first().waitFor();
    await expectCleanPage(page, session.stack);
  });
});

describe('the onboarding tip', () => {
  const session = stackAndBrowser();

  const box = (locator) => locator.first().boundingBox();
  const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  it('covers neither the page title, the tabs nor the menu at 1440x900, lies under a dialog, and waits for the open menu', async () => {
    const page = await openPage(session.browser);
    await login(page, session.stack, 'admin', { next: '/ui/#/console/assets/platforms' });
    await ready(page);
    const tip = shell(page, '[role=note]').filter({ hasText: 'Switch between' });
    const tipBox = await box(tip);
    assert.ok(tipBox, 'the tip shows');
    for (const [what, selector] of [
      ['title', 'main [data-screen]:not([hidden]) [data-testid=page-header]'],
      ['tabs', '[data-testid=tags-view]'],
      ['list', 'main [data-screen]:not([hidden]) table'],
      ['menu', '[data-testid=side-menu] > ul > li'],
    ]) {
      assert.equal(overlaps(tipBox, await box(shell(page, selector))), false, `the tip covers the ${what}`);
    }
    // A dialog opens in the top layer: what shows where the tip is, is the dialog's backdrop.
    await screen(page, 'button[aria-label="Export"]').click();
    await shell(page, 'dialog[open]').waitFor();
    const onTop = await page.evaluate(({ x, y }) => document.querySelector('jms-console').shadowRoot.elementFromPoint(x, y)?.closest('[role=note]') ?? null, {
      x: tipBox.x + tipBox.width / 2,
      y: tipBox.y + tipBox.height / 2,
    });
    assert.equal(onTop, null, 'the tip is over the dialog');
    await page.keyboard.press('Escape');
    await shell(page, '[data-testid=menu-toggle]').click();
    await tip.waitFor({ state: 'detached' });
    await shell(page, '[data-testid=menu-toggle]').click();
    await tip.waitFor();
    await expectCleanPage(page, session.stack);
    await page.context().close();
  });

  it('does not show on a phone (390x844), where the menu covers the page', async () => {
    const page = await openPage(session.browser, { viewport: { width: 390, height: 844 } });
    await login(page, session.stack, 'admin', { next: '/ui/#/console/assets/platforms' });
    await ready(page);
    assert.equal(await shell(page, '[role=note]').filter({ hasText: 'Switch between' }).count(), 0);
    await page.context().close();
  });
});
