// <jms-ticket-inbox> end to end, in the example intranet portal that embeds it
// (/demo/portal.html, with its CSS framework) against the project's backend: the
// approver approves, rejects after the question, comments and approves two at
// once; the applicant closes their own; the page hears the three events and
// never moves.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AXE, axeViolations, expectCleanPage, login, openPage, screenshot, stackAndBrowser } from './helpers.mjs';
import { api } from './shell-helpers.mjs';

const PAGE = '/demo/portal.html';
const NARROW = { width: 390, height: 844 };

const inbox = (page, selector) => page.locator(`jms-ticket-inbox ${selector}`);
const openRows = (page) => inbox(page, '[role=tabpanel]:not([hidden]) tbody tr[data-row-id]');
const sheet = (page) => inbox(page, 'article[part=detail]');
const dialog = (page) => inbox(page, 'dialog[open]');

/** A page signed in as `username` on the inbox's own page, hearing the inbox's events. */
async function inboxPage(browser, stack, username, viewport) {
  const page = await openPage(browser, viewport ? { viewport } : {});
  await page.addInitScript((axe) => {
    window.__ticketEvents = [];
    for (const type of ['jms-ticket-approved', 'jms-ticket-rejected', 'jms-ticket-closed']) {
      document.addEventListener(type, (event) => window.__ticketEvents.push({ type, detail: event.detail, bubbles: event.bubbles, composed: event.composed }));
    }
    // axe comes in as an init script, which CSP does not govern.
    new Function(axe)();
  }, AXE);
  await login(page, stack, username, { next: PAGE });
  await inbox(page, '[role=tabpanel]:not([hidden]) table[aria-busy=false]').waitFor();
  return page;
}

/** The first row of the list shown whose title starts so: its id and title. */
async function rowStarting(page, prefix) {
  const row = openRows(page)
    .filter({ has: page.locator(`button:text-matches("^${prefix}")`) })
    .first();
  return { id: await row.getAttribute('data-row-id'), title: (await row.locator('td button').textContent()).trim() };
}

async function openTicket(page, id) {
  await inbox(page, `tbody tr[data-row-id="${id}"] td button`).click();
  await sheet(page).locator('dl').first().waitFor();
}

/** What has focus, looking through shadow roots. */
function focused(page) {
  return page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return { text: element?.textContent?.trim(), inDialog: Boolean(element?.closest('dialog[open]')) };
  });
}

describe('<jms-ticket-inbox> in the example portal', () => {
  const session = stackAndBrowser();

  it('lets the approver approve, reject after the question, comment and approve two at once, each decided ticket leaving the open list', async () => {
    const { stack, browser } = session;
    const page = await inboxPage(browser, stack, 'approver');
    const before = await openRows(page).count();
    await screenshot(page, 'ticket-inbox-list-1440');
    assert.deepEqual(await axeViolations(page, 'jms-ticket-inbox'), []);

    // An asset application, approved in place: JumpServer wants its application sent back whole.
    const asset = await rowStarting(page, 'Apply for access to');
    await openTicket(page, asset.id);
    await sheet(page).getByText('Assets', { exact: true }).waitFor();
    await screenshot(page, 'ticket-inbox-detail-1440');
    assert.deepEqual(await axeViolations(page, 'jms-ticket-inbox'), []);
    await sheet(page).getByRole('button', { name: 'Approve', exact: true }).click();
    await sheet(page).waitFor({ state: 'detached' });
    await inbox(page, `tbody tr[data-row-id="${asset.id}"]`).waitFor({ state: 'detached' });
    assert.equal(await openRows(page).count(), before - 1);
    assert.equal(
      await page.evaluate(
        (id) =>
          fetch(`/api/v1/tickets/tickets/${id}/`)
            .then((answer) => answer.json())
            .then((ticket) => ticket.state.value),
        asset.id,
      ),
      'approved',
    );

    // Rejecting asks: Escape keeps the ticket and gives focus back; Tab stays in the question; yes rejects.
    const login = await rowStarting(page, 'Login confirm for');
    await openTicket(page, login.id);
    const reject = sheet(page).getByRole('button', { name: 'Reject', exact: true });
    await reject.focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByText(`Reject “${login.title}”?`, { exact: false }).waitFor();
    assert.deepEqual(await axeViolations(page, 'jms-ticket-inbox'), []);
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('Tab');
      assert.equal((await focused(page)).inDialog, true, 'focus stays in the question');
    }
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    assert.deepEqual(await focused(page), { text: 'Reject', inDialog: false }, 'focus returns to what asked');
    await reject.click();
    await dialog(page).getByRole('button', { name: 'Reject', exact: true }).click();
    await sheet(page).waitFor({ state: 'detached' });
    await inbox(page, `tbody tr[data-row-id="${login.id}"]`).waitFor({ state: 'detached' });

    // A comment, added in place; Back returns to the list with focus on the ticket's row.
    const command = await rowStarting(page, 'Command confirm on');
    await openTicket(page, command.id);
    await sheet(page).locator('textarea').fill('Only inside the maintenance window');
    await sheet(page).getByRole('button', { name: 'Comment', exact: true }).click();
    await sheet(page).locator('li').filter({ hasText: 'Approver(approver)' }).filter({ hasText: 'Only inside the maintenance window' }).waitFor();
    await sheet(page).getByRole('button', { name: 'Back to the list' }).click();
    assert.deepEqual(await focused(page), { text: command.title, inDialog: false });

    // Two at once.
    const [first, second] = await Promise.all([0, 1].map((index) => openRows(page).nth(index).getAttribute('data-row-id')));
    const titles = await Promise.all([first, second].map((id) => inbox(page, `tbody tr[data-row-id="${id}"] td button`).textContent()));
    for (const id of [first, second]) await inbox(page, `tbody tr[data-row-id="${id}"] input[type=checkbox]`).check();
    await inbox(page, 'button')
      .filter({ hasText: /^Approve selected$/ })
      .click();
    await inbox(page, '[role=status], [role=alert]').filter({ hasText: '2 tickets were approved' }).first().waitFor();
    for (const id of [first, second]) await inbox(page, `tbody tr[data-row-id="${id}"]`).waitFor({ state: 'detached' });
    assert.equal(await openRows(page).count(), before - 4);

    const type = (title) =>
      title.startsWith('Apply') ? 'apply_asset' : title.startsWith('Login confirm') ? 'login_confirm' : title.startsWith('Command') ? 'command_confirm' : 'login_asset_confirm';
    const events = await page.evaluate(() => window.__ticketEvents);
    assert.deepEqual(events, [
      { type: 'jms-ticket-approved', detail: { id: asset.id, type: 'apply_asset', title: asset.title }, bubbles: true, composed: true },
      { type: 'jms-ticket-rejected', detail: { id: login.id, type: 'login_confirm', title: login.title }, bubbles: true, composed: true },
      ...[first, second].map((id, index) => ({
        type: 'jms-ticket-approved',
        detail: { id, type: type(titles[index].trim()), title: titles[index].trim() },
        bubbles: true,
        composed: true,
      })),
    ]);
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).hash, PAGE, 'the page never moved');
    await expectCleanPage(page, stack);
    await page.context().close();
  });

  it('shows the applicant their own tickets and lets them close one, in a 390-pixel column too', async () => {
    const { stack, browser } = session;
    const page = await inboxPage(browser, stack, 'user', NARROW);
    await screenshot(page, 'ticket-inbox-list-390');
    const [asset] = (await api(page, 'GET', '/api/v1/assets/assets/suggestions/?search=linux')).data;
    const title = `Needed for the e2e release ${Date.now().toString(36)}`;
    const opened = await api(page, 'POST', '/api/v1/tickets/apply-asset-tickets/open/', { title, org_id: '00000000-0000-0000-0000-000000000002', apply_assets: [asset.id] });
    assert.equal(opened.status, 201, JSON.stringify(opened.data));
    const { id } = opened.data;
    await inbox(page, '[role=tab]').filter({ hasText: 'My tickets' }).click();
    await openTicket(page, id);
    await screenshot(page, 'ticket-inbox-detail-390');
    assert.deepEqual(
      await sheet(page)
        .locator('button')
        .filter({ hasText: /^(Approve|Reject|Close)$/ })
        .allTextContents(),
      ['Close'],
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= NARROW.width, `nothing overflows the column (${width} px)`);
    await sheet(page).getByRole('button', { name: 'Close', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Close ticket', exact: true }).click();
    await sheet(page).waitFor({ state: 'detached' });
    await inbox(page, `tbody tr[data-row-id="${id}"]`).filter({ hasText: 'Cancel' }).waitFor();
    const events = await page.evaluate(() => window.__ticketEvents);
    assert.equal(events.length, 1);
    assert.equal(events[0].type, 'jms-ticket-closed');
    assert.deepEqual(events[0].detail, { id, type: 'apply_asset', title });
    await expectCleanPage(page, stack);
    await page.context().close();
  });
});
