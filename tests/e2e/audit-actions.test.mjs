// The actions of the audit and ticket pages, done in the browser alone and
// checked through the API: a running session terminated from its row, a past
// one opened on its replay; a user taken offline from the online users; a
// command opened on its output and its session, or listed by its storage; a ticket approved from the
// list of open ones, which leaves it and lowers the top bar's count; the
// workbench's tickets waiting for a decision.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, login, openPage, screenshot, signedInPage } from './helpers.mjs';
import { api, go, hashPath, ready, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const rows = (page) => screen(page, 'tbody tr[data-row-id]');
const question = (page) => shell(page, 'dialog[open][role=alertdialog]');
const flashed = (page, text) => shell(page, '[role=status], [role=alert]').filter({ hasText: text }).first().waitFor();

describe('audit and ticket actions in the browser', () => {
  const session = signedInPage('admin', '/ui/#/audit/sessions/sessions/');

  it('terminates a running session from its row on the Online tab, which the API then reports ended', async () => {
    const { page, stack } = session;
    await screen(page, '[role=tab]').filter({ hasText: 'Online' }).click();
    const row = rows(page)
      .filter({ has: page.locator('button', { hasText: 'Terminate' }) })
      .first();
    await row.waitFor();
    const id = await row.getAttribute('data-row-id');
    assert.equal((await api(page, 'GET', `/api/v1/terminal/sessions/${id}/`)).data.is_finished, false);
    // Pause and Monitor wait under More: Terminate is the row's own button.
    await row.getByRole('button', { name: 'More' }).click();
    const items = page.locator('jms-console [role=menu]:visible [role=menuitem]');
    await items.first().waitFor();
    const more = (await items.allTextContents()).map((text) => text.trim());
    assert.ok(more.includes('Monitor') && (more.includes('Pause') || more.includes('Resume')), more.join(', '));
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: 'Terminate' }).click();
    await question(page).getByRole('button', { name: 'Terminate' }).click();
    await flashed(page, 'The session was terminated');
    const ended = await api(page, 'GET', `/api/v1/terminal/sessions/${id}/`);
    assert.equal(ended.data.is_finished, true);
    await screen(page, `tr[data-row-id="${id}"]`).waitFor({ state: 'detached' });
    await expectCleanPage(page, stack);
  });

  it('opens a past session on its replay from the History tab, with its recording downloadable from the row', async () => {
    const { page } = session;
    await screen(page, '[role=tab]').filter({ hasText: 'History' }).click();
    const row = rows(page)
      .filter({ has: page.locator('button', { hasText: 'Replay' }) })
      .first();
    await row.waitFor();
    assert.equal(await row.getByRole('button', { name: 'Download' }).count(), 1, 'Download beside Replay');
    const id = await row.getAttribute('data-row-id');
    await screenshot(page, 'sessions-history');
    await row.getByRole('button', { name: 'Replay' }).click();
    await ready(page);
    assert.equal(await hashPath(page), `/audit/sessions/sessions/${id}`);
    await screen(page, '[role=tab][aria-selected=true]').filter({ hasText: 'Replay' }).waitFor();
  });

  it('takes a signed-in user offline from their row: their next request is refused', async () => {
    const { page, stack, browser } = session;
    const other = await openPage(browser);
    await login(other, stack, 'user');
    await ready(other);
    const profile = (await api(other, 'GET', '/api/v1/users/profile/')).data;
    await go(page, '/audit/online-user-session');
    // The user's newest login is the one this browser holds.
    const [held] = (await api(page, 'GET', `/api/v1/audits/user-sessions/?user=${profile.id}&order=-date_created&limit=1`)).data.results;
    await screen(page, `tr[data-row-id="${held.id}"]`).getByRole('button', { name: 'Offline' }).click();
    await question(page).getByRole('button', { name: 'Offline' }).click();
    await flashed(page, 'The user was taken offline');
    assert.equal((await api(other, 'GET', '/api/v1/users/profile/')).status, 401);
    const left = (await api(page, 'GET', '/api/v1/audits/user-sessions/?limit=100')).data.results;
    assert.ok(!left.some((item) => item.id === held.id), 'the login is no longer online');
    await screen(page, `tr[data-row-id="${held.id}"]`).waitFor({ state: 'detached' });
    // The administrator's own login is not offered.
    const own = left.find((item) => item.is_current_user_session);
    assert.equal(await screen(page, `tr[data-row-id="${own.id}"] button`).filter({ hasText: 'Offline' }).isDisabled(), true);
    await other.context().close();
  });

  it('opens a command on what it printed, and from there the session it was typed in', async () => {
    const { page } = session;
    await go(page, '/audit/sessions/command');
    const row = rows(page).first();
    await row.waitFor();
    const id = await row.getAttribute('data-row-id');
    await row.getByRole('button', { name: /^Expand/ }).click();
    const output = screen(page, `tr[data-detail-of="${id}"] pre`);
    await output.waitFor();
    const text = await output.textContent();
    assert.match(text, /^\$ /, 'the command as typed, then its output');
    const link = row.getByRole('link', { name: 'Go to session' });
    const href = await link.getAttribute('href');
    const sessionId = decodeURIComponent(href.split('/').pop());
    await link.click();
    await ready(page);
    assert.equal(await hashPath(page), `/audit/sessions/sessions/${sessionId}`);
    const opened = await api(page, 'GET', `/api/v1/terminal/sessions/${sessionId}/`);
    assert.equal(opened.status, 200);
  });

  it('lists the commands of the storage chosen in the command-storage tree, each storage counting its commands', async () => {
    const { page, stack } = session;
    const tree = screen(page, '[role=tree][aria-label="Command storages"]');
    const storages = (await api(page, 'GET', '/api/v1/terminal/command-storages/tree/?real=1')).data;
    const local = storages.find((node) => node.valid);
    const remote = storages.find((node) => node.valid === false);
    const countOf = async () => Number(/\((\d+)\)$/.exec((await tree.locator('[role=treeitem]', { hasText: local.title }).innerText()).trim())[1]);
    await go(page, '/audit/sessions/command');
    const unfiltered = await countOf();
    // Rejected commands only, on the page already open: the storages count again what the list's filter selects.
    await go(page, '/audit/sessions/command?risk_level=5');
    await tree
      .locator('[role=treeitem]', { hasText: local.title })
      .filter({ hasNotText: `(${unfiltered})` })
      .waitFor();
    await tree.locator('[role=treeitem]', { hasText: local.title }).click();
    await rows(page).first().waitFor();
    assert.match(await page.evaluate(() => location.hash), new RegExp(`command_storage_id=${local.id}`));
    const held = (await api(page, 'GET', `/api/v1/terminal/commands/?command_storage_id=${local.id}&limit=1`)).data.count;
    assert.ok(held > 0);
    // The storage counts the commands of the list's range and filter: the list's total, fewer than it holds.
    const counted = await countOf();
    await shell(page, 'main [data-screen]:not([hidden])').getByText(`Total ${counted}`).waitFor();
    assert.ok(counted > 0 && counted < held, `${counted} of ${held}`);
    assert.ok((await rows(page).allInnerTexts()).every((text) => /Reject/.test(text)));
    await screenshot(page, 'commands-storage-tree-1440x900');
    // The unreachable storage holds none the list can show.
    await tree.locator('[role=treeitem]', { hasText: remote.title }).click();
    await screen(page, 'span')
      .filter({ hasText: /^No (data|commands in this period|commands match the search)$/ })
      .first()
      .waitFor();
    assert.equal(await rows(page).count(), 0);
    assert.equal((await api(page, 'GET', `/api/v1/terminal/commands/?command_storage_id=${remote.id}&limit=1`)).data.count, 0);
    await expectCleanPage(page, stack);
  });
});

describe('tickets waiting for a decision', () => {
  const session = signedInPage('approver', '/ui/#/tickets/assigned-tickets');
  const badge = (page) => shell(page, '[data-testid=ticket-shortcut] span');

  it('lists the open tickets first; one approved from the list leaves it, and the top bar counts one fewer', async () => {
    const { page, stack } = session;
    await screen(page, 'tbody tr[data-row-id]').first().waitFor();
    const me = (await api(page, 'GET', '/api/v1/users/profile/')).data;
    const open = (await api(page, 'GET', `/api/v1/tickets/tickets/?assignees__id=${me.id}&state=pending&limit=100`)).data;
    assert.equal(await screen(page, 'tbody tr[data-row-id]').count(), Math.min(open.count, 15), 'only the pending tickets');
    // The default filter is a tag the approver may remove.
    await screen(page, 'button[aria-label^="Remove filter State"]').waitFor();
    await badge(page)
      .filter({ hasText: String(open.count) })
      .waitFor();
    const ticket = open.results.find((item) => item.type.value === 'login_confirm');
    const row = screen(page, `tbody tr[data-row-id="${ticket.id}"]`);
    await row.getByRole('checkbox').check();
    await screen(page, 'button').filter({ hasText: 'Approve selected' }).click();
    await flashed(page, '1 ticket was approved');
    await row.waitFor({ state: 'detached' });
    assert.equal((await api(page, 'GET', `/api/v1/tickets/tickets/${ticket.id}/`)).data.state.value, 'approved');
    await badge(page)
      .filter({ hasText: String(open.count - 1) })
      .waitFor();
    await screenshot(page, 'tickets-assigned-open');
    await expectCleanPage(page, stack);
  });

  it('approves a login to an asset on its page, whose Session card then stops the session it let through', async () => {
    const { page } = session;
    const [ticket] = (await api(page, 'GET', '/api/v1/tickets/tickets/?type=login_asset_confirm&state=pending&limit=1')).data.results;
    await go(page, `/tickets/tickets/${ticket.id}`);
    await screen(page, 'button')
      .filter({ hasText: /^Approve$/ })
      .click();
    await flashed(page, 'The ticket was approved');
    const card = screen(page, 'section').filter({ has: page.locator('h2, h3', { hasText: /^Session$/ }) });
    const link = card.getByRole('link');
    await link.waitFor();
    const sessionId = (await link.textContent()).trim();
    assert.equal((await api(page, 'GET', `/api/v1/tickets/tickets/${ticket.id}/session/`)).data.id, sessionId);
    await screenshot(page, 'ticket-session-card');
    await screen(page, 'button')
      .filter({ hasText: /^Terminate$/ })
      .click();
    await question(page).getByRole('button', { name: 'Terminate' }).click();
    await flashed(page, 'The session was terminated');
    // The approver reads sessions only through the ticket: they have no terminal permission.
    assert.equal((await api(page, 'GET', `/api/v1/tickets/tickets/${ticket.id}/session/`)).data.is_finished, true);
    await screen(page, 'button')
      .filter({ hasText: /^Terminate$/ })
      .waitFor({ state: 'detached' });
  });

  it('shows on the workbench home what waits for the approver, linked to each ticket', async () => {
    const { page } = session;
    await go(page, '/workbench/home');
    const me = (await api(page, 'GET', '/api/v1/users/profile/')).data;
    const open = (await api(page, 'GET', `/api/v1/tickets/tickets/?assignees__id=${me.id}&state=pending&limit=5`)).data.results;
    const card = screen(page, 'section').filter({ hasText: 'Assigned to me' }).last();
    await card.getByRole('link', { name: open[0].title }).waitFor();
    assert.equal(await card.locator('tbody tr').count(), open.length);
    await card.getByRole('link', { name: open[0].title }).click();
    await ready(page);
    assert.equal(await hashPath(page), `/tickets/tickets/${open[0].id}`);
  });
});
