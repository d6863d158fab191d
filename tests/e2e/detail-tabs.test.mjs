// Every tab of the detail pages opens with real data from the backend: a small
// world is made through the API (two users, one of them through a group, an
// asset given directly and one under a node, a permission naming an account),
// then each page is read, and changed where its tab changes things, in the browser.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectCleanPage, launchBrowser, login, openPage, screenshot, startStack } from './helpers.mjs';
import { api, go, ready, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const panel = (page) => screen(page, '[role=tabpanel]:not([hidden])');
const section = (page, title) =>
  panel(page)
    .locator('section')
    .filter({ has: page.locator(`h3:text-is("${title}")`) });
const rowsOf = (locator) => locator.locator('tbody tr[data-row-id]');
const suffix = Date.now().toString(36);

async function openTab(page, name) {
  await screen(page, '[role=tab]')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
  await panel(page).waitFor();
}

/** Picks an option in a card's remote select by the text typed, then presses its Add button. */
async function addThrough(card, page, typed, option) {
  await card.getByRole('combobox').fill(typed);
  await card.locator('[role=option]').filter({ hasText: option }).first().click();
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Add' }).click();
}

describe("the detail pages' tabs", () => {
  let stack;
  let browser;
  let page;
  const world = {};
  const created = async (url, body) => {
    const answer = await api(page, 'POST', url, body);
    assert.equal(answer.status, 201, `${url}: ${JSON.stringify(answer.data)}`);
    return answer.data;
  };

  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    page = await openPage(browser);
    await login(page, stack, 'admin', { next: '/ui/#/console/users/users' });
    await ready(page);
    const [platform] = (await api(page, 'GET', '/api/v1/assets/platforms/?name=Linux')).data;
    const [root] = (await api(page, 'GET', '/api/v1/assets/nodes/children/tree/')).data;
    world.node = (await api(page, 'POST', `/api/v1/assets/nodes/${root.meta.data.id}/children/`, { value: `tabs-node-${suffix}` })).data;
    const host = (name, node) => created('/api/v1/assets/hosts/', { name, address: '10.9.0.1', platform: platform.id, nodes: [node], protocols: [{ name: 'ssh', port: 22 }] });
    world.direct = await host(`tabs-direct-${suffix}`, root.meta.data.id);
    world.underNode = await host(`tabs-under-${suffix}`, world.node.id);
    world.spare = await host(`tabs-spare-${suffix}`, root.meta.data.id);
    const person = (name) =>
      created('/api/v1/users/users/', {
        name: `${name}-${suffix}`,
        username: `${name}-${suffix}`,
        email: `${name}-${suffix}@example.com`,
        password_strategy: 'custom',
        password: 'Passw0rd!x',
      });
    world.alice = await person('tabs-alice');
    world.bob = await person('tabs-bob');
    world.group = await created('/api/v1/users/groups/', { name: `tabs-group-${suffix}`, users: [world.bob.id] });
    world.spareGroup = await created('/api/v1/users/groups/', { name: `tabs-spare-group-${suffix}` });
    await created('/api/v1/accounts/accounts/', { asset: world.underNode.id, username: 'deploy', secret_type: 'password', secret: 'x' });
    await created('/api/v1/accounts/accounts/', { asset: world.direct.id, username: 'root', secret_type: 'password', secret: 'y' });
    world.permission = await created('/api/v1/perms/asset-permissions/', {
      name: `tabs-permission-${suffix}`,
      users: [world.alice.id],
      user_groups: [world.group.id],
      assets: [world.direct.id],
      nodes: [world.node.id],
      accounts: ['deploy'],
      actions: ['all'],
    });
    world.acl = await created('/api/v1/acls/login-acls/', {
      name: `tabs-acl-${suffix}`,
      users: { type: 'ids', ids: [world.alice.id] },
      action: 'reject',
      rules: { ip_group: ['*'], time_period: [] },
    });
  });
  after(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('a user: granted assets by node, the permissions, groups added and removed, the login ACLs, the activity', async () => {
    await go(page, `/console/users/users/${world.alice.id}`);
    await panel(page).getByText(world.alice.email).waitFor();

    await openTab(page, 'Granted assets');
    const assets = rowsOf(panel(page));
    await assets.filter({ hasText: world.underNode.name }).waitFor();
    assert.deepEqual((await assets.locator('td:nth-child(1)').allTextContents()).sort(), [world.direct.name, world.underNode.name].sort());
    await panel(page)
      .locator('[role=treeitem]')
      .filter({ hasText: `tabs-node-${suffix}` })
      .click();
    await page.waitForFunction(() => true);
    await assets.filter({ hasText: world.direct.name }).waitFor({ state: 'detached' });
    assert.deepEqual(await assets.locator('td:nth-child(1)').allTextContents(), [world.underNode.name], 'a node lists its own assets');

    await openTab(page, 'Asset permissions');
    await rowsOf(panel(page)).filter({ hasText: world.permission.name }).waitFor();

    await openTab(page, 'Groups');
    const groups = section(page, 'Groups');
    await addThrough(groups, page, `tabs-spare-group-${suffix}`, `tabs-spare-group-${suffix}`);
    await groups
      .locator('li')
      .filter({ hasText: `tabs-spare-group-${suffix}` })
      .waitFor();
    const [saved] = (await api(page, 'GET', `/api/v1/users/users/?username=${world.alice.username}`)).data;
    assert.deepEqual(
      saved.groups.map((group) => group.name),
      [`tabs-spare-group-${suffix}`],
    );
    await groups.getByRole('button', { name: `Remove tabs-spare-group-${suffix}` }).click();
    await page.locator('jms-console dialog[open]').getByRole('button', { name: 'Remove' }).click();
    await groups
      .locator('li')
      .filter({ hasText: `tabs-spare-group-${suffix}` })
      .waitFor({ state: 'detached' });

    await openTab(page, 'Login ACLs');
    await rowsOf(panel(page)).filter({ hasText: world.acl.name }).waitFor();

    await openTab(page, 'Activity');
    await panel(page).locator('ol li').first().waitFor();
    await screenshot(page, 'detail-tabs-user');
    await expectCleanPage(page, stack);
  });

  it('a user group: its members added and removed, and what they may reach through it', async () => {
    await go(page, `/console/users/groups/${world.group.id}`);
    await openTab(page, 'Members');
    const members = rowsOf(section(page, 'Members'));
    await members.filter({ hasText: world.bob.username }).waitFor();
    await addThrough(section(page, 'Add members'), page, world.alice.username, world.alice.name);
    await members.filter({ hasText: world.alice.username }).waitFor();
    await members.filter({ hasText: world.alice.username }).getByRole('button', { name: 'Remove' }).click();
    await page.locator('jms-console dialog[open]').getByRole('button', { name: 'Remove' }).click();
    await members.filter({ hasText: world.alice.username }).waitFor({ state: 'detached' });
    const group = (await api(page, 'GET', `/api/v1/users/groups/${world.group.id}/`)).data;
    assert.deepEqual(
      group.users.map((user) => user.id),
      [world.bob.id],
    );

    await openTab(page, 'Granted assets');
    await rowsOf(panel(page)).filter({ hasText: world.underNode.name }).waitFor();
    assert.equal(await rowsOf(panel(page)).count(), 2);
    await expectCleanPage(page, stack);
  });

  it('an asset: who may reach it and why, and a connectivity test with its live log', async () => {
    await go(page, `/console/assets/assets/${world.underNode.id}`);
    await openTab(page, 'Permissions');
    const users = rowsOf(section(page, 'Users with access'));
    await users.filter({ hasText: world.bob.username }).waitFor();
    assert.equal(await users.count(), 2);
    await rowsOf(section(page, 'User groups with access')).filter({ hasText: world.group.name }).waitFor();
    await users.filter({ hasText: world.bob.username }).getByRole('button', { name: 'Permissions' }).click();
    const dialog = page.locator('jms-console dialog[open]');
    await dialog.locator('tbody tr[data-row-id]').filter({ hasText: world.permission.name }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await openTab(page, 'Connectivity test');
    await panel(page).getByRole('button', { name: 'Test connectivity' }).click();
    const log = panel(page).locator('[role=log]');
    await log.filter({ hasText: /\S/ }).waitFor();
    await panel(page).locator('[role=status]').filter({ hasText: 'Finished' }).waitFor({ timeout: 20_000 });
    assert.match(await log.textContent(), new RegExp(world.underNode.name));
    await panel(page).locator('dd').filter({ hasText: /^OK$/ }).waitFor();
    await screenshot(page, 'detail-tabs-asset-connectivity');
    await expectCleanPage(page, stack);
  });

  it("an asset's accounts, and an account's earlier secrets read after the identity check", async () => {
    await go(page, `/console/assets/assets/${world.underNode.id}`);
    await openTab(page, 'Accounts');
    await rowsOf(panel(page)).filter({ hasText: 'deploy' }).waitFor();
    assert.equal(await rowsOf(panel(page)).count(), 1);
    const [account] = (await api(page, 'GET', `/api/v1/accounts/accounts/?asset=${world.underNode.id}&username=deploy`)).data;
    assert.equal((await api(page, 'PATCH', `/api/v1/accounts/accounts/${account.id}/`, { secret: 'second-secret' })).status, 200);

    await go(page, `/console/accounts/accounts/${account.id}`);
    await openTab(page, 'Secret history');
    const check = page.locator('jms-console dialog[open]');
    await check.locator('input[type=password]').fill('jumpserver');
    await check.getByRole('button', { name: 'Confirm' }).click();
    const history = panel(page).locator('table tbody tr');
    await history.first().waitFor();
    assert.equal(await history.count(), 1, 'the first secret, replaced once');
    await history.first().getByRole('button', { name: /^Show/ }).click();
    assert.equal(await history.first().locator('pre').textContent(), 'x');
    await expectCleanPage(page, stack);
  });

  it('an asset permission: users and groups, assets and nodes, the accounts it names, its actions', async () => {
    await go(page, `/console/perms/asset-permissions/${world.permission.id}`);
    await openTab(page, 'Users and groups');
    const covered = rowsOf(section(page, 'Users granted (directly and through groups)'));
    await covered.filter({ hasText: world.bob.username }).waitFor();
    assert.equal(await covered.count(), 2);
    assert.equal(await covered.filter({ hasText: world.bob.username }).getByRole('button', { name: 'Remove' }).isDisabled(), true, 'a group member is removed with the group');
    await section(page, 'User groups').locator('li').filter({ hasText: world.group.name }).waitFor();

    await openTab(page, 'Assets and nodes');
    const assets = rowsOf(section(page, 'Assets granted (directly and through nodes)'));
    await assets.filter({ hasText: world.underNode.name }).waitFor();
    await addThrough(section(page, 'Add assets'), page, world.spare.name, world.spare.name);
    await assets.filter({ hasText: world.spare.name }).waitFor();
    assert.equal(await assets.count(), 3);

    await openTab(page, 'Accounts');
    const accounts = rowsOf(section(page, 'Accounts this permission lets them use'));
    await accounts.filter({ hasText: 'deploy' }).waitFor();
    assert.equal(await accounts.count(), 1, 'only the account the rule names');

    await openTab(page, 'Actions');
    await panel(page)
      .getByLabel(/^Upload/)
      .uncheck();
    await panel(page).getByRole('button', { name: 'Submit' }).click();
    await page.waitForFunction(async (id) => {
      const answer = await fetch(`/api/v1/perms/asset-permissions/${id}/`).then((response) => response.json());
      return !answer.actions.some((action) => action.value === 'upload');
    }, world.permission.id);
    await expectCleanPage(page, stack);
  });

  it("a role: a custom role's permissions ticked and saved; a built-in one read-only", async () => {
    const role = await created('/api/v1/rbac/org-roles/', { name: `tabs-role-${suffix}` });
    await go(page, `/console/users/roles/${role.id}`);
    await openTab(page, 'Permissions');
    const tree = panel(page);
    await tree.getByRole('button', { name: 'Expand Users' }).click();
    await tree.getByRole('button', { name: 'Expand User', exact: true }).click();
    await tree.getByLabel('View User', { exact: true }).check();
    await tree.getByRole('button', { name: 'Save permissions' }).click();
    await page.waitForFunction(async (url) => {
      const nodes = await fetch(url).then((response) => response.json());
      return nodes.some((node) => node.title === 'users.view_user' && node.checked);
    }, `/api/v1/rbac/org-roles/${role.id}/permissions/tree/`);

    await go(page, '/console/users/roles/00000000-0000-0000-0000-000000000007');
    await openTab(page, 'Permissions');
    await panel(page).getByText('A built-in role cannot be changed').waitFor();
    assert.equal(await panel(page).locator('input[type=checkbox]:not([disabled])').count(), 0);
    assert.equal(
      await screen(page, 'button')
        .filter({ hasText: /^Update$/ })
        .isDisabled(),
      true,
    );
    assert.equal(
      await screen(page, 'button')
        .filter({ hasText: /^Delete$/ })
        .isDisabled(),
      true,
    );
    await expectCleanPage(page, stack);
  });
});
