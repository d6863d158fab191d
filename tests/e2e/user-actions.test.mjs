// The users screens' actions of the official console (issue 32, item 4), done
// in the browser alone and checked through the API: the detail's quick-update
// card, the list's bulk disable / activate / remove, the row's Remove from the
// organization and the Invite dialog.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { api, go, shell } from './shell-helpers.mjs';

const USERS = '/api/v1/users/users/';
const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const row = (page, id) => screen(page, `tbody tr[data-row-id="${id}"]`);
const dialog = (page) => shell(page, 'dialog[open]').last();
const suffix = Date.now().toString(36);

async function createUser(page, name) {
  const username = `${name}-${suffix}`;
  const answer = await api(page, 'POST', USERS, { name: username, username, email: `${username}@example.com`, password_strategy: 'custom', password: 'Actions-Passw0rd!' });
  assert.equal(answer.status, 201, JSON.stringify(answer.data));
  return answer.data;
}

const user = async (page, id) => (await api(page, 'GET', `${USERS}${id}/`)).data;
const orgMember = async (page, id) => (await api(page, 'GET', `${USERS}?id=${id}`)).data.length === 1;

/** Shows the list searched down to these users (by the suffix every user of this file shares). */
async function listed(page, ids) {
  await go(page, `/console/users/users?search=${suffix}`);
  for (const id of ids) await row(page, id).waitFor();
}

describe("the users screens' actions", () => {
  const session = signedInPage('admin', '/ui/#/console/users/users');

  it('deactivates a user, resets their MFA and unblocks them from the quick-update card of the detail', async () => {
    const { page, stack } = session;
    const target = await createUser(page, 'quick');
    await go(page, `/console/users/users/${target.id}`);
    const card = screen(page, 'section[aria-label="Quick update"]');
    const active = card.getByRole('switch', { name: 'Active' });
    assert.equal(await active.isChecked(), true);
    // The ID is among the basic information, as on the official page.
    await screen(page, 'dd').filter({ hasText: target.id }).waitFor();
    await active.press('Space');
    await shell(page, '[role=status], [role=alert]').filter({ hasText: 'Updated successfully' }).first().waitFor();
    assert.equal((await user(page, target.id)).is_active, false);
    assert.equal(await active.isChecked(), false);

    // Unblocking is for a blocked login only: the button waits for one.
    const unblock = card.getByRole('button', { name: /Unblock login/ });
    assert.equal(await unblock.isDisabled(), true);
    await card.getByRole('button', { name: /Reset MFA/ }).click();
    await dialog(page).getByRole('button', { name: 'Reset', exact: true }).click();
    await shell(page, '[role=status], [role=alert]').filter({ hasText: 'The MFA was reset' }).first().waitFor();
    await screenshot(page, 'user-detail-quick-update-1440x900');
    await expectCleanPage(page, stack);
  });

  it('disables and activates the selected users, and removes them from the organization, from the bulk menu', async () => {
    const { page, stack } = session;
    const users = [await createUser(page, 'bulk-a'), await createUser(page, 'bulk-b')];
    await listed(
      page,
      users.map((one) => one.id),
    );
    const bulk = async (action) => {
      for (const one of users) await row(page, one.id).locator('input[type=checkbox]').check();
      await screen(page, 'button')
        .filter({ hasText: /^Bulk actions/ })
        .click();
      await shell(page, '[role=menuitem]').filter({ hasText: action }).click();
    };
    await bulk('Disable selected');
    await shell(page, '[role=status], [role=alert]').filter({ hasText: 'The selected rows were disabled' }).first().waitFor();
    for (const one of users) assert.equal((await user(page, one.id)).is_active, false);
    await bulk('Activate selected');
    await shell(page, '[role=status], [role=alert]').filter({ hasText: 'The selected rows were activated' }).first().waitFor();
    for (const one of users) assert.equal((await user(page, one.id)).is_active, true);
    await bulk('Remove selected from the organization');
    await dialog(page).getByRole('button', { name: 'Remove selected from the organization' }).click();
    await row(page, users[0].id).waitFor({ state: 'detached' });
    for (const one of users) assert.equal(await orgMember(page, one.id), false, 'no longer in the organization');
    await expectCleanPage(page, stack);
  });

  it('invites a user back into the organization, then removes them from their row', async () => {
    const { page, stack } = session;
    const guest = await createUser(page, 'guest');
    await api(page, 'POST', `${USERS}${guest.id}/remove/`);
    assert.equal(await orgMember(page, guest.id), false);
    await listed(page, []);
    await screen(page, 'button')
      .filter({ hasText: /^Invite user$/ })
      .click();
    const invite = dialog(page);
    await invite.getByRole('combobox', { name: 'Users' }).fill(guest.username);
    await shell(page, '[role=option]').filter({ hasText: guest.name }).first().click();
    await page.keyboard.press('Tab');
    await invite.getByRole('combobox', { name: 'Organization roles' }).click();
    await shell(page, '[role=option]:visible').first().click();
    // Tab leaves the select and closes its list (Escape could close the dialog).
    await page.keyboard.press('Tab');
    await invite.getByRole('button', { name: 'Invite user' }).click();
    await row(page, guest.id).waitFor();
    assert.equal(await orgMember(page, guest.id), true, 'a member again');

    await row(page, guest.id).getByRole('button', { name: 'More' }).click();
    await shell(page, '[role=menuitem]')
      .filter({ hasText: /^Remove$/ })
      .click();
    await dialog(page).getByRole('button', { name: 'Remove' }).click();
    await row(page, guest.id).waitFor({ state: 'detached' });
    assert.equal(await orgMember(page, guest.id), false);
    await expectCleanPage(page, stack);
  });
});
