// Automation runs in the browser: an account push run from its page, its execution
// opened with the log streaming in and each account's result, run again from there;
// the runs of one automation found from its page and through the list's filter.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { api, go, hashPath, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const rows = (page) => screen(page, 'tbody tr[data-row-id]');
const EXECUTION = /^\/console\/accounts\/account-push\/executions\/([0-9a-f-]{36})$/;

/** The execution page's id, once the console has gone there. */
async function executionShown(page, other) {
  await page.waitForFunction(
    ({ pattern, other }) => {
      const path = location.hash.replace(/^#/, '').split('?')[0];
      const match = new RegExp(pattern).exec(path);
      return Boolean(match && match[1] !== other);
    },
    { pattern: EXECUTION.source, other },
  );
  return EXECUTION.exec(await hashPath(page))[1];
}

describe('automation runs in the browser', () => {
  const session = signedInPage('admin', '/ui/#/console/accounts/account-push/');

  it('runs an account push from its page and follows the run: log, result, each account, run again', async () => {
    const { page, stack } = session;
    await rows(page).filter({ hasText: 'Push root to Linux' }).getByRole('link', { name: 'Push root to Linux' }).click();
    await screen(page, 'h2').filter({ hasText: 'Push root to Linux' }).waitFor();
    const before = (await api(page, 'GET', '/api/v1/accounts/push-account-executions/')).data.length;
    await screen(page, 'button')
      .filter({ hasText: /^Run now$/ })
      .click();

    const id = await executionShown(page);
    await screen(page, 'h2')
      .filter({ hasText: /^Push root to Linux · \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/ })
      .waitFor();
    const log = screen(page, '[role=log]');
    await log.filter({ hasText: 'PLAY RECAP' }).waitFor({ timeout: 15000 });
    await screen(page, '[role=status]')
      .filter({ hasText: /^Finished$/ })
      .waitFor();
    assert.match(await log.textContent(), /\(root\)/, 'the log names each asset and account');
    // The card is read again when the log ends: the run has succeeded.
    await screen(page, 'dd')
      .filter({ hasText: /^Succeeded$/ })
      .waitFor();
    assert.equal(await screen(page, 'dd a').filter({ hasText: 'Push root to Linux' }).count(), 1, 'the automation, linked');
    assert.equal((await api(page, 'GET', '/api/v1/accounts/push-account-executions/')).data.length, before + 1);
    await screenshot(page, 'automation-run-detail');

    await screen(page, '[role=tab]').filter({ hasText: 'Assets and accounts' }).click();
    const records = (await api(page, 'GET', `/api/v1/accounts/push-account-records/?execution_id=${id}`)).data;
    await rows(page).first().waitFor();
    assert.equal(await rows(page).count(), Math.min(records.length, 15));
    assert.equal(await rows(page).filter({ hasText: 'Succeeded' }).count(), await rows(page).count(), 'every account pushed');
    assert.equal(await rows(page).first().getByRole('link', { name: 'root' }).count(), 1, 'the account, linked');

    await screen(page, 'button')
      .filter({ hasText: /^Run again$/ })
      .click();
    const again = await executionShown(page, id);
    assert.notEqual(again, id);
    await screen(page, '[role=log]').filter({ hasText: 'PLAY RECAP' }).waitFor({ timeout: 15000 });
    await expectCleanPage(page, stack);
  });

  it("lists the runs of one automation from its page, and any automation's through the filter", async () => {
    const { page, stack } = session;
    const [automation] = (await api(page, 'GET', '/api/v1/accounts/change-secret-automations/')).data;
    await go(page, `/console/accounts/account-change-secret/${automation.id}`);
    await screen(page, 'button')
      .filter({ hasText: /^Runs$/ })
      .click();
    await page.waitForFunction((id) => location.hash.includes(`automation_id=${id}`), automation.id);
    const filter = screen(page, '[role=combobox][aria-label=Automation]');
    await screen(page, 'span')
      .filter({ hasText: new RegExp(`^${automation.name}$`) })
      .first()
      .waitFor();
    const mine = (await api(page, 'GET', `/api/v1/accounts/change-secret-executions/?automation_id=${automation.id}`)).data;
    await rows(page).first().waitFor();
    assert.equal(await rows(page).count(), mine.length);

    // All of them: the filter's chosen automation removed, then chosen again from the list.
    await screen(page, `button[aria-label="Remove ${automation.name}"]`).click();
    await page.waitForFunction(() => !location.hash.includes('automation_id'));
    await filter.click();
    await shell(page, '[role=option]').filter({ hasText: automation.name }).click();
    await page.waitForFunction((id) => location.hash.includes(`automation_id=${id}`), automation.id);
    await rows(page).first().waitFor();
    assert.equal(await rows(page).count(), mine.length);

    await rows(page).first().getByRole('button', { name: 'Details' }).click();
    await screen(page, '[role=tab]').filter({ hasText: 'Assets and accounts' }).click();
    await rows(page).first().waitFor();
    assert.ok((await rows(page).count()) > 0);
    await screenshot(page, 'automation-run-records');
    await expectCleanPage(page, stack);
  });
});
