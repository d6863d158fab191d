// Accounts with secrets, as a new administrator does it in the browser: a host made
// in a node with an account and its password, the password read back from the
// Accounts list after the identity check, changed and found in the secret history,
// and accounts imported from a CSV with a secret column.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signedInPage, DEMO_PASSWORD, expectCleanPage, screenshot } from './helpers.mjs';
import { api, go, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const rows = (page) => screen(page, 'tbody tr[data-row-id]');
const openDialog = (page) => shell(page, 'dialog[open]').last();
const suffix = Date.now().toString(36);
const username = `e2e-root-${suffix}`;
const FIRST = 'E2e-First-pass-1!';
const SECOND = 'E2e-Second-pass-2!';

/** The Accounts list narrowed to one username, as a link with a filter brings it. */
async function accountRow(page, name) {
  await go(page, `/console/accounts/accounts/?username=${name}`);
  const row = rows(page).filter({ hasText: name });
  await row.waitFor();
  return row;
}

/** Opens a row's secret; the identity check comes first unless it was just passed. */
async function viewSecret(page, row, { confirm }) {
  await row.getByRole('button', { name: 'View secret' }).click();
  if (confirm) {
    const check = openDialog(page);
    await check.locator('input[type=password]').fill(DEMO_PASSWORD);
    await check.getByRole('button', { name: 'Confirm' }).click();
  }
  const secret = openDialog(page).locator('pre').first();
  await secret.waitFor();
  return secret;
}

describe('accounts with secrets in the browser', () => {
  const session = signedInPage('admin', '/ui/#/console/assets/assets');

  it('creates a host in the chosen node with an account and its password, through the form', async () => {
    const { page, stack } = session;
    await screen(page, '[role=tree] [role=treeitem]')
      .filter({ hasText: /^Production \(\d+\)$/ })
      .click();
    await screen(page, 'button')
      .filter({ hasText: /^Create$/ })
      .click();
    await shell(page, '[role=menuitem]')
      .filter({ hasText: /^Create host$/ })
      .click();
    await openDialog(page)
      .locator('section[aria-label="Linux"] button')
      .filter({ hasText: /^Linux$/ })
      .click();
    const field = (name) => screen(page, `[data-field=${name}]`);
    await field('nodes').filter({ hasText: '/DEFAULT/Production' }).waitFor();
    const name = `e2e-host-${suffix}`;
    await field('name').locator('input').fill(name);
    await field('address').locator('input').fill('10.9.9.10');

    await field('accounts').getByRole('button', { name: 'Add account' }).click();
    const dialog = openDialog(page);
    await dialog.locator('[data-field=username] input').fill(username);
    await dialog.getByLabel('Privileged').check();
    await dialog.locator('[data-field=secret] input').fill(FIRST);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await field('accounts').locator('tbody tr').filter({ hasText: username }).waitFor();
    await screenshot(page, 'accounts-host-form-1440x900');
    await screen(page, 'button[type=submit]').click();

    await page.waitForFunction(() => location.hash.startsWith('#/console/assets/assets') && /[?&]id=/.test(location.hash));
    const [host] = (await api(page, 'GET', `/api/v1/assets/hosts/?name=${name}`)).data;
    assert.deepEqual(
      host.nodes.map((node) => node.name),
      ['Production'],
    );
    const [account] = (await api(page, 'GET', `/api/v1/accounts/accounts/?asset=${host.id}`)).data;
    assert.deepEqual([account.name, account.username, account.privileged, account.has_secret], [username, username, true, true]);
    await expectCleanPage(page, stack);
  });

  it('shows the account’s password only after the identity check, then its history once it is changed', async () => {
    const { page, stack } = session;
    const row = await accountRow(page, username);
    await screenshot(page, 'accounts-list-1440x900');
    const secret = await viewSecret(page, row, { confirm: true });
    assert.equal(await secret.textContent(), FIRST);
    await screenshot(page, 'accounts-secret-1440x900');
    await openDialog(page).getByRole('button', { name: 'Close', exact: true }).last().click();
    await shell(page, 'dialog[open]').waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'More' }).click();
    await shell(page, '[role=menuitem]')
      .filter({ hasText: /^Update$/ })
      .click();
    const form = openDialog(page);
    assert.equal(await form.locator('[data-field=secret] input').inputValue(), '', 'a saved secret is never filled in');
    await form.locator('[data-field=secret] input').fill(SECOND);
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.waitFor({ state: 'detached' });

    const changed = await viewSecret(page, row, { confirm: false });
    assert.equal(await changed.textContent(), SECOND);
    await openDialog(page).getByRole('button', { name: 'Secret history' }).click();
    const history = openDialog(page).locator('table tbody tr');
    await history.first().waitFor();
    assert.equal(await history.count(), 1);
    await history.first().getByRole('button', { name: /^Show/ }).click();
    assert.equal(await history.first().locator('pre').textContent(), FIRST);
    await screenshot(page, 'accounts-secret-history-1440x900');
    await expectCleanPage(page, stack);
  });

  it('imports accounts from a CSV with a secret column: they have their secret', async () => {
    const { page, stack } = session;
    const [host] = (await api(page, 'GET', `/api/v1/assets/hosts/?name=e2e-host-${suffix}`)).data;
    const imported = `e2e-imported-${suffix}`;
    await go(page, '/console/accounts/accounts/');
    await screen(page, 'button[aria-label=Import]').click();
    const csv = `*Username,Secret type,Secret,*Asset\n${imported},password,Imported-pass-3,${host.name}(${host.id})\n`;
    await openDialog(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'accounts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const grid = openDialog(page).locator('[role=grid]');
    await grid.waitFor();
    assert.ok(!(await grid.textContent()).includes('Imported-pass-3'), 'the secret cell is masked in the grid');
    await openDialog(page)
      .locator('button')
      .filter({ hasText: /^Import$/ })
      .click();
    await openDialog(page)
      .locator('button')
      .filter({ hasText: /^Finished$/ })
      .click();

    const row = await accountRow(page, imported);
    const headers = await screen(page, 'thead th').allTextContents();
    const hasSecret = row.locator('td').nth(headers.findIndex((header) => header.trim() === 'Has secret'));
    assert.equal(await hasSecret.locator('svg').getAttribute('aria-label'), 'Yes');
    const secret = await viewSecret(page, row, { confirm: false });
    assert.equal(await secret.textContent(), 'Imported-pass-3');
    await expectCleanPage(page, stack);
  });
});
