// The accounts screens' actions of the official console (issue 32, item 5), done
// in the browser alone and checked through the API: the detail's Update dialog
// and quick updates, the list's asset and type trees, bulk clear-secret and "Add from template".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { api, go, shell } from './shell-helpers.mjs';

const ACCOUNTS = '/api/v1/accounts/accounts/';
const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const row = (page, id) => screen(page, `tbody tr[data-row-id="${id}"]`);
const dialog = (page) => shell(page, 'dialog[open]').last();
const toast = (page, text) => shell(page, '[data-testid=toast]').filter({ hasText: text }).first();
const suffix = Date.now().toString(36);

async function firstHost(page) {
  const answer = await api(page, 'GET', '/api/v1/assets/hosts/?limit=1&search=linux-prod');
  return answer.data.results[0];
}

async function createAccount(page, asset, name) {
  const answer = await api(page, 'POST', ACCOUNTS, {
    asset: asset.id,
    name: `${name}-${suffix}`,
    username: `${name}-${suffix}`,
    secret_type: 'password',
    secret: 'Account-Secret-42',
  });
  assert.equal(answer.status, 201, JSON.stringify(answer.data));
  return answer.data;
}

const account = async (page, id) => (await api(page, 'GET', `${ACCOUNTS}${id}/`)).data;

describe("the accounts screens' actions", () => {
  const session = signedInPage('admin', '/ui/#/console/accounts/accounts');

  it('updates an account in its dialog and makes it privileged and clears its secret from the quick-update card', async () => {
    const { page, stack } = session;
    const host = await firstHost(page);
    const target = await createAccount(page, host, 'detail');
    await go(page, `/console/accounts/accounts/${target.id}`);
    // The asset by its name, not "undefined" nor its fields one by one.
    await screen(page, 'dd')
      .filter({ hasText: new RegExp(`^${host.name}$`) })
      .waitFor();
    const card = screen(page, 'section[aria-label="Quick update"]');
    await card.getByRole('switch', { name: 'Privileged' }).click();
    await toast(page, 'Updated successfully').waitFor();
    assert.equal((await account(page, target.id)).privileged, true);

    await card.getByRole('button', { name: /Clear secret/ }).click();
    await dialog(page).getByRole('button', { name: 'Clear', exact: true }).click();
    await toast(page, 'The secret was cleared').waitFor();
    assert.equal((await account(page, target.id)).has_secret, false);

    await screen(page, 'button')
      .filter({ hasText: /^Update$/ })
      .first()
      .click();
    const form = dialog(page);
    await form.locator('[data-field=comment] textarea').fill(`changed in the dialog ${suffix}`);
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.waitFor({ state: 'detached' });
    assert.equal((await account(page, target.id)).comment, `changed in the dialog ${suffix}`);
    await screenshot(page, 'account-detail-quick-update-1440x900');
    await expectCleanPage(page, stack);
  });

  it("lists an asset's accounts from the tree, clears the selected ones' secrets and adds accounts from a template", async () => {
    const { page, stack } = session;
    const host = await firstHost(page);
    const accounts = [await createAccount(page, host, 'bulk-a'), await createAccount(page, host, 'bulk-b')];
    // The asset chosen in the tree, as a user would reach it: the list shows its accounts alone.
    await go(page, `/console/accounts/accounts?asset_id=${host.id}&search=${suffix}`);
    for (const one of accounts) await row(page, one.id).waitFor();
    const listed = await api(page, 'GET', `${ACCOUNTS}?asset_id=${host.id}&search=${suffix}`);
    assert.equal(await screen(page, 'tbody tr[data-row-id]').count(), listed.data.length);

    for (const one of accounts) await row(page, one.id).locator('input[type=checkbox]').check();
    await screen(page, 'button')
      .filter({ hasText: /^Bulk actions/ })
      .click();
    await shell(page, '[role=menuitem]').filter({ hasText: 'Clear secrets of selected' }).click();
    await dialog(page).getByRole('button', { name: 'Clear secrets of selected' }).click();
    await toast(page, 'The secrets were cleared').waitFor();
    for (const one of accounts) assert.equal((await account(page, one.id)).has_secret, false);

    const template = await api(page, 'POST', '/api/v1/accounts/account-templates/', { name: `tpl-${suffix}`, username: `tpl-${suffix}`, secret_type: 'password' });
    assert.equal(template.status, 201, JSON.stringify(template.data));
    await screen(page, 'button')
      .filter({ hasText: /^Add from template$/ })
      .click();
    const picker = dialog(page);
    await picker.getByRole('combobox', { name: 'Assets' }).fill(host.name);
    await shell(page, '[role=option]').filter({ hasText: host.name }).first().click();
    // Tab leaves the select and closes its list (Escape could close the dialog).
    await page.keyboard.press('Tab');
    await picker.getByRole('combobox', { name: 'Account templates' }).fill(`tpl-${suffix}`);
    await shell(page, '[role=option]')
      .filter({ hasText: `tpl-${suffix}` })
      .first()
      .click();
    // Tab leaves the select and closes its list (Escape could close the dialog).
    await page.keyboard.press('Tab');
    await picker.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Accounts added: 1').waitFor();
    const made = await api(page, 'GET', `${ACCOUNTS}?asset_id=${host.id}&username=tpl-${suffix}`);
    assert.equal(made.data.length, 1);
    assert.equal(made.data[0].source.value, 'template');
    await expectCleanPage(page, stack);
  });
  it('narrows the accounts to a type from the type tree, which counts accounts', async () => {
    const { page, stack } = session;
    await go(page, '/console/accounts/accounts');
    await screen(page, '[role=tab]').filter({ hasText: 'Type tree' }).click();
    const tree = screen(page, '[role=tree][aria-label="Type tree"]');
    const databases = (await api(page, 'GET', `${ACCOUNTS}?category=database&limit=1`)).data.count;
    assert.ok(databases > 0);
    // The entry counts the accounts on databases, not the databases.
    await tree.locator('[role=treeitem]', { hasText: `Database(${databases})` }).click();
    await screen(page, 'tbody tr[data-row-id]').first().waitFor();
    assert.match(await page.evaluate(() => location.hash), /category=database/);
    await shell(page, 'main [data-screen]:not([hidden])').getByText(`Total ${databases}`).waitFor();
    const shown = await screen(page, 'tbody tr[data-row-id]').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-id')));
    const onDatabases = new Set((await api(page, 'GET', `${ACCOUNTS}?category=database&limit=100`)).data.results.map((one) => one.id));
    assert.ok(shown.every((id) => onDatabases.has(id)));
    await screenshot(page, 'accounts-type-tree-1440x900');
    await expectCleanPage(page, stack);
  });
});
