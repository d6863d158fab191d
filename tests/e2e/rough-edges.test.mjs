// The working screens without their rough edges (issue 18), as admin against
// the project's backend: every date one way, the security settings in
// labelled sections.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, signedInPage } from './helpers.mjs';
import { api, go, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('the rough edges of the working screens', () => {
  const session = signedInPage('admin', '/ui/#/console/users/users');

  it('shows every date of the command list and of a ticket the one way', async () => {
    const { page } = session;
    await go(page, '/audit/sessions/command');
    const header = screen(page, 'thead th');
    const headers = await header.allTextContents();
    const column = headers.findIndex((text) => text.trim() === 'Datetime');
    assert.ok(column >= 0, headers.join());
    const cells = await screen(page, `tbody tr[data-row-id] td:nth-child(${column + 1})`).allTextContents();
    assert.ok(cells.length > 0);
    assert.deepEqual(cells.filter((text) => !LOCAL_DATE.test(text.trim())), []);

    const [ticket] = (await api(page, 'GET', '/api/v1/tickets/tickets/?type=login_confirm&limit=1')).data.results;
    await go(page, `/tickets/tickets/login-confirm/${ticket.id}`);
    const loginTime = screen(page, 'dt').filter({ hasText: /^Login time$/ });
    await loginTime.waitFor();
    assert.match((await loginTime.locator('xpath=following-sibling::dd[1]').textContent()).trim(), LOCAL_DATE);
    await expectCleanPage(page, session.stack);
  });

  it('shows the security settings in sections, a user’s login failures apart from an IP’s', async () => {
    const { page } = session;
    await go(page, '/settings/security');
    const titles = await screen(page, 'h2').allTextContents();
    assert.deepEqual(titles, ['Authentication security', 'Login limits', 'Password security', 'Session security', 'Other security settings', 'Log retention']);
    const limits = screen(page, 'section').filter({ has: page.getByRole('heading', { name: 'Login limits' }) });
    assert.deepEqual(await limits.locator('legend').allTextContents(), ['Failed logins of a user', 'Failed logins from an IP address', 'Who may log in, and where from']);
    const labels = (await screen(page, 'form [data-field] > span > label').allTextContents()).map((text) => text.replace(/^\*/, ''));
    assert.deepEqual(labels.filter((label, index) => labels.indexOf(label) !== index), [], 'labels shown twice');
    // A card saves only its own fields.
    const count = limits.getByLabel('Limit the number of IP login failures');
    await count.fill('50');
    await limits.getByRole('button', { name: 'Submit' }).click();
    await shell(page, '[role=status]').filter({ hasText: 'Updated successfully' }).waitFor();
    const saved = (await api(page, 'GET', '/api/v1/settings/setting/?category=security_login_limit')).data;
    assert.equal(saved.SECURITY_LOGIN_IP_LIMIT_COUNT, 50);
    await expectCleanPage(page, session.stack);
  });
});
