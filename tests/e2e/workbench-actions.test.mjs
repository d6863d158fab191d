// The workbench and dashboard actions the official pages have, done in the
// browser alone: an asset starred and unstarred from My assets (checked
// through the API and on the home page), a granted node chosen in the tree
// beside the list, the home's profile card and its sessions linked to their
// detail, the profile's message subscription switched, the dashboards'
// session counts opening the sessions' matching tab.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, signedInPage } from './helpers.mjs';
import { api, go, hashPath, ready, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const rows = (page) => screen(page, 'tbody tr[data-row-id]');
const flashed = (page, text) => shell(page, '[role=status], [role=alert]').filter({ hasText: text }).first().waitFor();
const starredIds = async (page) => (await api(page, 'GET', '/api/v1/assets/favorite-assets/')).data.map((star) => star.asset);

describe('workbench actions in the browser', () => {
  const session = signedInPage('user', '/ui/#/workbench/assets');

  it('stars an asset from its row in My assets, which the API and the home page then list, and unstars it again', async () => {
    const { page, stack } = session;
    const row = rows(page).first();
    await row.getByRole('button', { name: 'Star', exact: true }).waitFor();
    const id = await row.getAttribute('data-row-id');
    const name = (await api(page, 'GET', `/api/v1/perms/users/self/assets/${id}/`)).data.name;
    assert.ok(!(await starredIds(page)).includes(id));
    await row.getByRole('button', { name: 'Star', exact: true }).click();
    await flashed(page, 'Added to favourites');
    assert.ok((await starredIds(page)).includes(id));
    // The row now offers the opposite.
    await screen(page, `tr[data-row-id="${id}"]`).getByRole('button', { name: 'Unstar' }).waitFor();

    await go(page, '/workbench/home');
    await screen(page, 'section[aria-label="Favourite assets"] a').filter({ hasText: name }).waitFor();

    await go(page, '/workbench/assets');
    await screen(page, `tr[data-row-id="${id}"]`).getByRole('button', { name: 'Unstar' }).click();
    await flashed(page, 'Removed from favourites');
    assert.ok(!(await starredIds(page)).includes(id));
    await screen(page, `tr[data-row-id="${id}"]`).getByRole('button', { name: 'Star', exact: true }).waitFor();
    await expectCleanPage(page, stack);
  });

  it('lists a granted node’s own assets once the node is chosen in the tree beside My assets', async () => {
    const { page } = session;
    await go(page, '/workbench/assets');
    const nodes = (await api(page, 'GET', '/api/v1/perms/users/self/nodes/children/tree/')).data;
    const items = screen(page, '[role=tree] [role=treeitem]');
    await items.first().waitFor();
    // The last node shown holding assets: a branch below the top, whose assets are not all the user's.
    const shown = (await items.allInnerTexts()).map((text) => text.trim());
    const node = nodes.filter((item) => item.meta.data.assets_amount > 0 && shown.some((text) => text.startsWith(item.name))).at(-1);
    assert.ok(node, 'the tree shows a granted node with assets');
    await items.filter({ hasText: node.name }).first().click();
    await page.waitForFunction((id) => new URLSearchParams(location.hash.split('?')[1]).get('node') === id, node.meta.data.id);
    const expected = (await api(page, 'GET', `/api/v1/perms/users/self/nodes/${node.meta.data.id}/assets/?limit=1`)).data.count;
    await screen(page, 'span')
      .filter({ hasText: new RegExp(`^Total ${expected}$`) })
      .waitFor();
  });

  it('shows the user on the home page, with their name leading to the profile', async () => {
    const { page } = session;
    await go(page, '/workbench/home');
    const { data: me } = await api(page, 'GET', '/api/v1/users/profile/');
    const card = screen(page, 'section[aria-label="My profile"]');
    await card.locator('dd').filter({ hasText: me.email }).waitFor();
    await card.getByRole('link', { name: `${me.name} (${me.username})` }).click();
    await ready(page);
    assert.equal(await hashPath(page), '/profile/info');
  });

  it('turns the email off and on again from the profile’s message subscription, as the API then says, and opens the password tab from it', async () => {
    const { page, stack } = session;
    await go(page, '/profile/info');
    const { data: me } = await api(page, 'GET', '/api/v1/users/profile/');
    const backends = async () => (await api(page, 'GET', `/api/v1/notifications/user-msg-subscription/${me.id}/`)).data.receive_backends;
    const card = screen(page, 'section[aria-label="Message subscription"]');
    const email = card.getByRole('switch', { name: 'Email' });
    const settled = async (checked) =>
      page.waitForFunction(([input, value]) => input.checked === value && !input.hasAttribute('aria-busy'), [await email.elementHandle(), checked]);
    await settled(true);
    assert.ok(await card.getByRole('switch', { name: 'Site messages' }).isDisabled(), 'site messages always reach the user');
    await email.click();
    await settled(false);
    assert.deepEqual(await backends(), ['site_msg']);
    await email.click();
    await settled(true);
    assert.deepEqual((await backends()).sort(), ['email', 'site_msg']);

    await screen(page, 'section[aria-label="Authentication"]').getByRole('button', { name: 'Update' }).first().click();
    await ready(page);
    assert.equal(await hashPath(page), '/profile/setting');
    await screen(page, '[role=tab][aria-selected=true]').filter({ hasText: 'Password' }).waitFor();
    await expectCleanPage(page, stack);

    // Last: binding an authenticator leaves the console for the server's pages, which come back to the profile.
    await go(page, '/profile/info');
    await screen(page, 'section[aria-label="Authentication"]').getByRole('button', { name: 'MFA (one-time password) Set', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/core/auth/profile/otp/enable/'));
    assert.equal(new URL(page.url()).searchParams.get('next'), '/ui/#/profile/info');
  });
});

describe('dashboard links in the browser', () => {
  const session = signedInPage('admin', '/ui/#/workbench/home');

  it('opens a recent session’s detail from the home page', async () => {
    const { page } = session;
    const { data } = await api(page, 'GET', '/api/v1/terminal/my-sessions/?limit=20');
    assert.ok(data.results.length > 0, 'the admin has sessions');
    const newest = data.results[0];
    const card = screen(page, 'section[aria-label="My recent sessions"]');
    await card.locator('tbody tr a').first().click();
    await ready(page);
    assert.equal(await hashPath(page), `/audit/sessions/sessions/${newest.id}`);
  });

  it('opens the sessions’ History tab from the audit dashboard’s past sessions, and the Online tab from its online ones', async () => {
    const { page } = session;
    for (const [label, tab] of [
      ['Past sessions', 'History'],
      ['Online sessions', 'Online'],
    ]) {
      await go(page, '/audit/dashboard');
      await screen(page, `section[aria-label="Sessions"] div:has(> span:text-is("${label}")) a`).click();
      await ready(page);
      assert.equal(await hashPath(page), '/audit/sessions/sessions');
      await screen(page, '[role=tab][aria-selected=true]').filter({ hasText: tab }).waitFor();
    }
  });
});
