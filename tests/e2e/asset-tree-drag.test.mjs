// The asset tree's drag and drop, done with the mouse in the browser and checked
// through the API: a node dragged onto another moves there with its child, and an
// asset dragged by its name from the list onto a node moves into it, out of every
// other node. Each drop is confirmed first. The keyboard's way, the node menu's
// "Move node to…", moves a node too.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signedInPage, expectCleanPage } from './helpers.mjs';
import { api, go, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const suffix = Date.now().toString(36);

async function until(check) {
  for (;;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const nodeById = async (page, id) => (await api(page, 'GET', `/api/v1/assets/nodes/${id}/`)).data;

/** Fresh nodes under the organization's root, named, and the asset tree freshly loaded, with the root open. */
async function nodesInTree(page, names) {
  const [root] = (await api(page, 'GET', '/api/v1/assets/nodes/children/')).data;
  const nodes = [];
  for (const name of names) nodes.push((await api(page, 'POST', `/api/v1/assets/nodes/${root.id}/children/`, { value: name })).data);
  await go(page, '/console/assets/assets');
  await screen(page, 'div:has(> input[aria-label="Search the Asset tree"]) > button[aria-label=Refresh]').click();
  const tree = screen(page, '[role=tree][aria-label="Asset tree"]');
  const items = names.map((name) => tree.locator('[role=treeitem]', { hasText: name }));
  for (const item of items) await item.waitFor();
  return { root, nodes, items };
}

/** Says yes to the question a drop asks. */
async function confirmMove(page, question) {
  const dialog = shell(page, 'dialog[open]').last();
  await dialog.getByText(question).waitFor();
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
}

describe('asset tree drag and drop in the browser', () => {
  const session = signedInPage('admin', '/ui/#/console/assets/assets');

  it('moves a node dragged onto another there, with its child: keys and full paths under the target', async () => {
    const { page } = session;
    const [source, target] = [`Dragged ${suffix}`, `Drop here ${suffix}`];
    const { nodes, items } = await nodesInTree(page, [source, target]);
    const child = (await api(page, 'POST', `/api/v1/assets/nodes/${nodes[0].id}/children/`, { value: 'Its child' })).data;
    await items[0].dragTo(items[1]);
    await confirmMove(page, `Move ${source}, with its child nodes and assets, into ${target}?`);
    await until(async () => (await nodeById(page, nodes[0].id)).key.startsWith(`${nodes[1].key}:`));
    const [moved, movedChild] = [await nodeById(page, nodes[0].id), await nodeById(page, child.id)];
    assert.equal(moved.full_value, `${nodes[1].full_value}/${source}`);
    assert.equal(movedChild.full_value, `${nodes[1].full_value}/${source}/Its child`);
    assert.ok(movedChild.key.startsWith(`${moved.key}:`));
    await page.locator('jms-console').getByText(`${source} moved into ${target}`).waitFor();
  });

  it('moves an asset dragged by its name from the list onto a node into it, out of every other node', async () => {
    const { page } = session;
    const name = `Assets here ${suffix}`;
    const { nodes, items } = await nodesInTree(page, [name]);
    const row = screen(page, 'tbody tr[data-row-id]').first();
    const assetId = await row.getAttribute('data-row-id');
    const assetName = (await row.locator('a').first().textContent()).trim();
    assert.ok((await api(page, 'GET', `/api/v1/assets/assets/${assetId}/`)).data.nodes.length > 0);
    await row.locator('a').first().dragTo(items[0]);
    await confirmMove(page, `Move ${assetName} into ${name}? It leaves its other nodes.`);
    await until(async () => (await api(page, 'GET', `/api/v1/assets/assets/${assetId}/`)).data.nodes.map((node) => node.id).join() === nodes[0].id);
    await screen(page, '[role=tree] [role=treeitem]')
      .filter({ hasText: `${name} (1)` })
      .waitFor();
    await expectCleanPage(page, session.stack);
  });

  it('moves a node from its menu, opened with Shift+F10, to the parent chosen in the dialog', async () => {
    const { page } = session;
    const [source, target] = [`Moved by keys ${suffix}`, `Chosen parent ${suffix}`];
    const { nodes, items } = await nodesInTree(page, [source, target]);
    await items[0].click();
    await screen(page, '[role=tree][aria-label="Asset tree"]').focus();
    await page.keyboard.press('Shift+F10');
    await shell(page, '[role=menu]').getByRole('menuitem', { name: 'Move node to…' }).click();
    const dialog = shell(page, 'dialog[open]').last();
    await dialog.getByRole('combobox').fill(target);
    await shell(page, '[role=option]', { hasText: target }).click();
    await page.keyboard.press('Tab');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await until(async () => (await nodeById(page, nodes[0].id)).full_value === `${nodes[1].full_value}/${source}`);
  });
});
