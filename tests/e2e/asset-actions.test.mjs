// The asset pages' actions of the official console, done in the browser alone and
// checked through the API: a node created from the tree's context menu (opened
// from the keyboard) exists under its parent, assets added to a node, moved into
// it and removed from it from that menu are so, the type tree narrows the list,
// assets disabled in bulk are inactive, an asset deactivated from its quick-update
// card and put in a node from its nodes card is so, and a permission switched off
// on its detail is inactive.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signedInPage, expectCleanPage } from './helpers.mjs';
import { api, assertSameMembers, go, shell } from './shell-helpers.mjs';

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

/** A host of the organization that sits in a node (gateways sit in none), by its place in the list. */
async function hostInANode(page, offset) {
  const [root] = (await api(page, 'GET', '/api/v1/assets/nodes/children/')).data;
  return (await api(page, 'GET', `/api/v1/assets/hosts/?node_id=${root.id}&type=linux&limit=1&offset=${offset}`)).data.results[0];
}

/** A fresh node under the organization's root (open in the tree), holding these assets, and its entry in the refreshed tree. */
async function nodeInTree(page, name, assetIds = []) {
  const [root] = (await api(page, 'GET', '/api/v1/assets/nodes/children/')).data;
  const node = (await api(page, 'POST', `/api/v1/assets/nodes/${root.id}/children/`, { value: name })).data;
  if (assetIds.length) await api(page, 'PUT', `/api/v1/assets/nodes/${node.id}/assets/add/`, { assets: assetIds });
  await go(page, '/console/assets/assets');
  const tree = screen(page, '[role=tree][aria-label="Asset tree"]');
  await screen(page, 'div:has(> input[aria-label="Search the Asset tree"]) > button[aria-label=Refresh]').click();
  const item = tree.locator('[role=treeitem]', { hasText: name });
  await item.waitFor();
  return { node, tree, item };
}

/** Opens the node's context menu with a right click and one of its asset entries, whose dialog is returned. */
async function nodeAssetsDialog(page, item, entry) {
  await item.click({ button: 'right' });
  await shell(page, '[role=menu]').getByRole('menuitem', { name: entry }).click();
  return openDialog(page);
}

/** Chooses an asset by name in the dialog's select, then leaves it with Tab, which closes its list (Escape could close the dialog). */
async function chooseAsset(page, dialog, name) {
  await dialog.getByRole('combobox').fill(name);
  await shell(page, '[role=option]', { hasText: new RegExp(`^${name}$`) }).click();
  await page.keyboard.press('Tab');
}

const nodeIdsOf = async (page, assetId) => (await api(page, 'GET', `/api/v1/assets/assets/${assetId}/`)).data.nodes.map((node) => node.id);

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

  it('adds an asset to a node from the tree’s menu: the node holds it besides its other nodes, and the tree’s count and the list show it', async () => {
    const { page } = session;
    const asset = await hostInANode(page, 20);
    const before = await nodeIdsOf(page, asset.id);
    const name = `Added to ${suffix}`;
    const { node, tree, item } = await nodeInTree(page, name);
    await item.click();
    const dialog = await nodeAssetsDialog(page, item, 'Add assets to node');
    await chooseAsset(page, dialog, asset.name);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await until(async () => (await nodeIdsOf(page, asset.id)).includes(node.id));
    assertSameMembers(await nodeIdsOf(page, asset.id), [...before, node.id]);
    await page.locator('jms-console').getByText(`Assets added to ${name}: 1`).waitFor();
    await tree.locator('[role=treeitem]', { hasText: `${name} (1)` }).waitFor();
    // The list beside lists the chosen node's assets: the new one shows without a reload.
    await rows(page).filter({ hasText: asset.name }).waitFor();
  });

  it('moves an asset into a node from the tree’s menu: it leaves every other node', async () => {
    const { page } = session;
    const asset = await hostInANode(page, 21);
    assert.ok((await nodeIdsOf(page, asset.id)).length > 0);
    const { node, item } = await nodeInTree(page, `Moved to ${suffix}`);
    const dialog = await nodeAssetsDialog(page, item, 'Move assets to node');
    await chooseAsset(page, dialog, asset.name);
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await until(async () => (await nodeIdsOf(page, asset.id)).join() === node.id);
  });

  it('removes an asset from a node from the tree’s menu, chosen among the node’s own: it is no longer under it', async () => {
    const { page } = session;
    const [asset, other] = [await hostInANode(page, 22), await hostInANode(page, 23)];
    const { node, item } = await nodeInTree(page, `Removed from ${suffix}`, [asset.id, other.id]);
    const dialog = await nodeAssetsDialog(page, item, 'Remove assets from node');
    await dialog.getByRole('combobox').click();
    await shell(page, '[role=option]', { hasText: other.name }).waitFor();
    assertSameMembers(await shell(page, '[role=option]').allTextContents(), [asset.name, other.name]);
    await shell(page, '[role=option]', { hasText: asset.name }).click();
    await page.keyboard.press('Tab');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await until(async () => !(await nodeIdsOf(page, asset.id)).includes(node.id));
    assert.ok((await nodeIdsOf(page, other.id)).includes(node.id), 'the other asset stays');
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
