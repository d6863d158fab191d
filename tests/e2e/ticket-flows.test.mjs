// Approval flows in the browser: an administrator creates a flow of two levels for
// asset applications in an organization (chosen users, then the super
// administrators), and an application there goes through both levels — the
// first approver's approval leaves it open, the second's approves it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, login, openPage, screenshot, signedInPage } from './helpers.mjs';
import { api, go, ready, shell } from './shell-helpers.mjs';

const FINANCE_ORG_ID = '6f2d1c4a-8a3b-4c5d-9e6f-0a1b2c3d4e02';
const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const field = (page, name) => screen(page, `[data-field=${name}]`);
const detailLine = (page, key) =>
  screen(page, 'dt')
    .filter({ hasText: new RegExp(`^${key}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Opens a ticket's page and approves it as the signed-in assignee. */
async function approve(page, ticketId) {
  await go(page, `/tickets/tickets/${ticketId}`);
  await screen(page, 'button')
    .filter({ hasText: /^Approve$/ })
    .click();
  await shell(page, '[role=status], [role=alert]').filter({ hasText: 'The ticket was approved' }).first().waitFor();
}

/** orgadmin (a user of Finance) applies there for one of its assets, in a browser of their own; the ticket as opened. */
async function applyInFinance({ page, stack, browser }, title) {
  const applicant = await openPage(browser);
  await login(applicant, stack, 'orgadmin');
  await ready(applicant);
  const [asset] = (await api(page, 'GET', `/api/v1/assets/assets/?limit=1&oid=${FINANCE_ORG_ID}`)).data.results;
  const opened = await api(applicant, 'POST', '/api/v1/tickets/apply-asset-tickets/open/', {
    title,
    org_id: FINANCE_ORG_ID,
    apply_assets: [asset.id],
    apply_accounts: ['@ALL'],
    apply_actions: ['connect'],
  });
  assert.equal(opened.status, 201, JSON.stringify(opened.data));
  await applicant.context().close();
  return opened.data;
}

describe('approval flows in the browser', () => {
  const session = signedInPage('admin', '/ui/#/tickets/flow/');

  it('creates a two-level flow in an organization, and an application there goes through both levels', async () => {
    const { page, stack, browser } = session;
    await shell(page, '[data-testid=org-selector]').click();
    await page.locator('jms-console [role=menu]:visible [role=menuitemradio]', { hasText: 'Finance' }).click();
    await ready(page);
    // Finance has no flow of its own yet: it follows the global flow of asset applications, which its list shows.
    const inherited = screen(page, 'tbody tr[data-row-id]').filter({ hasText: 'Apply for asset' });
    await inherited.filter({ hasText: 'Global flow' }).waitFor();
    await screenshot(page, 'ticket-flow-inherited');
    await inherited.getByRole('link', { name: 'Apply for asset' }).click();
    await screen(page, 'section[aria-label="Global flow"]').filter({ hasText: 'the global flow stays as it is' }).waitFor();
    assert.equal(await detailLine(page, 'Level 1 approval').textContent(), 'Super administrators');
    const underGlobal = await applyInFinance(session, 'Under the global flow');
    assert.equal(underGlobal.process_map.length, 1, 'one level, as the global flow has');
    assert.match(underGlobal.process_map[0].assignees_display.join(), /Administrator\(admin\)/, 'the super administrators decide');

    // An organization administrator makes Finance's own flow, which takes the global one's place in its list.
    await go(page, '/tickets/flow/');
    await screen(page, 'button')
      .filter({ hasText: /^Create$/ })
      .first()
      .click();

    await field(page, 'type').getByLabel('Apply for asset').check();
    const levels = field(page, 'rules');
    await levels.getByRole('radio', { name: 'Two levels' }).check();
    const first = levels.locator('fieldset').filter({ hasText: 'Level 1 approval' });
    await first.getByRole('radio', { name: 'Chosen users' }).check();
    // A level of chosen users without any is refused before it is sent.
    await screen(page, 'button')
      .filter({ hasText: /^Submit$/ })
      .click();
    await levels.filter({ hasText: 'Choose the users who approve each level of chosen users' }).waitFor();
    await first.getByRole('combobox', { name: 'Level 1 approvers' }).fill('approver');
    await shell(page, '[role=option]')
      .filter({ hasText: /^Approver$/ })
      .click();
    const second = levels.locator('fieldset').filter({ hasText: 'Level 2 approval' });
    assert.equal(await second.getByRole('radio', { name: 'Super administrators' }).isChecked(), true, 'a new level: the super administrators');
    await screenshot(page, 'ticket-flow-form');
    await screen(page, 'button')
      .filter({ hasText: /^Submit$/ })
      .click();

    const row = screen(page, 'tbody tr[data-row-id]').filter({ hasText: 'Apply for asset' });
    await row.filter({ hasText: 'Two level' }).waitFor();
    assert.equal(await row.count(), 1, 'its own flow replaces the global one');
    assert.equal(await row.filter({ hasText: 'Global flow' }).count(), 0);
    await row.getByRole('link', { name: 'Apply for asset' }).click();
    await screen(page, 'h2')
      .filter({ hasText: /^Apply for asset$/ })
      .waitFor();
    assert.equal(await detailLine(page, 'Level 1 approval').textContent(), 'Chosen users');
    assert.equal(await detailLine(page, 'Level 1 approvers').textContent(), 'Approver(approver)');
    assert.equal(await detailLine(page, 'Level 2 approval').textContent(), 'Super administrators');
    assert.match(await detailLine(page, 'Level 2 approvers').textContent(), /Administrator\(admin\)/);
    await screenshot(page, 'ticket-flow-detail');

    // orgadmin is a user of Finance: their application follows the new flow.
    const ticketId = (await applyInFinance(session, 'Ledger database for the audit')).id;

    const approver = await openPage(browser);
    await login(approver, stack, 'approver');
    await ready(approver);
    await approve(approver, ticketId);
    const steps = screen(approver, 'ol li');
    await steps.filter({ hasText: 'Step 1 · Approved' }).filter({ hasText: 'Decided by Approver(approver)' }).waitFor();
    await steps.filter({ hasText: 'Step 2 · Pending' }).waitFor();
    assert.equal(
      await screen(approver, 'button')
        .filter({ hasText: /^Approve$/ })
        .count(),
      0,
      'level 1 has decided',
    );
    assert.equal((await api(approver, 'GET', `/api/v1/tickets/tickets/${ticketId}/`)).data.state.value, 'pending', 'still open after one level');
    await expectCleanPage(approver, stack);
    await approver.context().close();

    await approve(page, ticketId);
    await screen(page, 'ol li').filter({ hasText: 'Step 2 · Approved' }).filter({ hasText: 'Decided by Administrator(admin)' }).waitFor();
    const ticket = (await api(page, 'GET', `/api/v1/tickets/tickets/${ticketId}/`)).data;
    assert.equal(ticket.state.value, 'approved');
    assert.deepEqual(
      ticket.process_map.map((step) => step.state),
      ['approved', 'approved'],
    );
    await expectCleanPage(page, stack);
  });

  it('updates the flow back to one level: the form shows the levels it has, the type stays', async () => {
    const { page, stack } = session;
    const [flow] = (await api(page, 'GET', `/api/v1/tickets/flows/?type=apply_asset&oid=${FINANCE_ORG_ID}`)).data;
    await go(page, `/tickets/flow/${flow.id}/update`);
    const levels = field(page, 'rules');
    await levels.locator('fieldset').filter({ hasText: 'Level 1 approval' }).getByRole('button', { name: 'Remove Approver' }).waitFor();
    assert.equal(await field(page, 'type').getByLabel('Apply for asset').isDisabled(), true);
    assert.equal(await levels.getByRole('radio', { name: 'Two levels' }).isChecked(), true);
    await levels.getByRole('radio', { name: 'One level' }).check();
    assert.equal(await levels.locator('fieldset').count(), 1);
    await screen(page, 'button')
      .filter({ hasText: /^Submit$/ })
      .click();
    await screen(page, 'tbody tr[data-row-id]').filter({ hasText: 'Apply for asset' }).filter({ hasText: 'One level' }).waitFor();
    const saved = (await api(page, 'GET', `/api/v1/tickets/flows/${flow.id}/?oid=${FINANCE_ORG_ID}`)).data;
    assert.deepEqual(
      saved.rules.map((rule) => [rule.level, rule.strategy.value, rule.assignees_display]),
      [[1, 'custom_user', ['Approver(approver)']]],
    );
    await expectCleanPage(page, stack);
  });
});
