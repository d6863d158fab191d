// The asset pages' actions of the official console, done in the browser alone and
// checked through the API: a node created from the tree's context menu (opened
// from the keyboard) exists under its parent, the type tree narrows the list,
// assets disabled in bulk are inactive, an asset deactivated from its quick-update
// card and put in a node from its nodes card is so, and a permission switched off
// on its detail is inactive.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signedInPage, expectCleanPage } from './helpers.mjs';
import { api, go, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const rows = (page) => screen(page, 'tbody tr[data-row-id]');
const openDialog = (page) => shell(page, 'dialog[open]').last();
const suffix = Date.now().toString(36);

async function until(check) {
  for (;;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('asset actions in the browser', () => {
  const session = signedInPage('admin', '/ui/#/console/assets/assets');

  it('creates a node from the tree’s context menu, opened with Shift+F10: it exists under its parent', async () => {
    const { page } = session;
    await go(page, '/console/assets/assets');
    const tree = screen(page, '[role=tree]');
    const production = tree.locator('[role=treeitem]', { hasText: 'Production' }).first();
    await production.click();
    await tree.focus();
    await page.keyboard.press('Shift+F10');
    const menu = shell(page, '[role=menu]');
    await menu.getByRole('menuitem', { name: 'Create node' }).click();
    const dialog = openDialog(page);
    const name = `From the menu ${suffix}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await until(async () => (await api(page, 'GET', `/api/v1/assets/nodes/?value=${encodeURIComponent(name)}`)).data.length === 1);
    const parent = (await api(page, 'GET', '/api/v1/assets/nodes/?value=Production')).data[0];
    const created = (await api(page, 'GET', `/api/v1/assets/nodes/?value=${encodeURIComponent(name)}`)).data[0];
    assert.equal(created.full_value, `${parent.full_value}/${name}`);
    assert.ok(created.key.startsWith(`${parent.key}:`));

    // Deleted from the same menu, opened by a right click this time: the tree shows the new node once its parent opens.
    await tree.locator('[role=treeitem]', { hasText: 'Production' }).first().click();
    await tree.locator('[role=treeitem]', { hasText: name }).click({ button: 'right' });
    await menu.getByRole('menuitem', { name: 'Delete node' }).click();
    await openDialog(page).getByRole('button', { name: 'Delete' }).click();
    await until(async () => (await api(page, 'GET', `/api/v1/assets/nodes/?value=${encodeURIComponent(name)}`)).data.length === 0);
    await expectCleanPage(page, session.stack);
  });

  it('narrows the list to a type from the type tree', async () => {
    const { page } = session;
    await go(page, '/console/assets/assets');
    await screen(page, '[role=tab]', { hasText: 'Type tree' }).filter({ hasText: 'Type tree' }).click();
    const tree = screen(page, '[role=tree][aria-label="Type tree"]');
    await tree.locator('[role=treeitem]', { hasText: /^Database\(/ }).click();
    await until(async () => (await page.evaluate(() => location.hash)).includes('category=database'));
    await until(async () => {
      const texts = await rows(page).allTextContents();
      return texts.length > 0 && texts.every((text) => !/Linux|Windows/.test(text));
    });
    const databases = (await api(page, 'GET', '/api/v1/assets/assets/?category=database&limit=1')).data.count;
    await shell(page, 'main [data-screen]:not([hidden])').getByText(`Total ${databases}`).waitFor();
  });

  it('disables the selected assets in bulk: they are inactive', async () => {
    const { page } = session;
    await go(page, '/console/assets/assets?activeTab=host');
    await rows(page).first().waitFor();
    const chosen = rows(page).nth(0);
    const second = rows(page).nth(1);
    const ids = [await chosen.getAttribute('data-row-id'), await second.getAttribute('data-row-id')];
    await chosen.getByRole('checkbox').check();
    await second.getByRole('checkbox').check();
    await screen(page, 'button', { hasText: 'Bulk actions' }).filter({ hasText: 'Bulk actions' }).click();
    await shell(page, '[role=menu]').getByRole('menuitem', { name: 'Disable selected' }).click();
    await until(async () => {
      const states = await Promise.all(ids.map(async (id) => (await api(page, 'GET', `/api/v1/assets/assets/${id}/`)).data.is_active));
      return states.every((active) => active === false);
    });
  });

  it('deactivates an asset from its quick-update card and adds it to a node from its nodes card', async () => {
    const { page } = session;
    const asset = (await api(page, 'GET', '/api/v1/assets/hosts/?limit=1&offset=5&is_active=true')).data.results[0];
    await go(page, `/console/assets/assets/${asset.id}`);
    const active = screen(page, '[role=switch]').first();
    await active.waitFor();
    assert.equal(await active.isChecked(), true);
    await active.click();
    await until(async () => (await api(page, 'GET', `/api/v1/assets/assets/${asset.id}/`)).data.is_active === false);

    const staging = (await api(page, 'GET', '/api/v1/assets/nodes/?value=Staging')).data[0];
    const card = screen(page, 'section', { hasText: 'Nodes' })
      .filter({ has: page.locator('[role=combobox]') })
      .first();
    await card.getByRole('combobox').fill('Staging');
    await shell(page, '[role=option]', { hasText: staging.full_value }).first().click();
    await card.getByRole('button', { name: 'Add' }).click();
    await until(async () => (await api(page, 'GET', `/api/v1/assets/assets/${asset.id}/`)).data.nodes.some((node) => node.id === staging.id));
  });

  it('switches a permission off on its detail: it is inactive', async () => {
    const { page } = session;
    const permission = (await api(page, 'GET', '/api/v1/perms/asset-permissions/?limit=1&is_active=true')).data.results[0];
    await go(page, `/console/perms/asset-permissions/${permission.id}`);
    const active = screen(page, '[role=switch]').first();
    await active.waitFor();
    await active.click();
    await until(async () => (await api(page, 'GET', `/api/v1/perms/asset-permissions/${permission.id}/`)).data.is_active === false);
    await expectCleanPage(page, session.stack);
  });
});
