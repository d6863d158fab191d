// A domain's gateways end to end: one made from the domain's page (its platform
// and domain fixed by the form), listed there, and tested.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { api, go, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const field = (page, name) => screen(page, `[data-field="${name}"]`);
const name = `e2e-gw-${Date.now().toString(36)}`;

describe('gateways', () => {
  const session = signedInPage('admin', '/ui/#/console/assets/domains');
  let domain;
  before(async () => {
    [domain] = (await api(session.page, 'GET', '/api/v1/assets/domains/?limit=1')).data.results;
  });

  it('makes a gateway from its domain’s page: the Gateway platform and the domain are given, the page leads back to the domain', async () => {
    const { page, stack } = session;
    await go(page, `/console/assets/domains/${domain.id}?activeTab=GatewayList`);
    await screen(page, '[role=tabpanel] button')
      .filter({ hasText: /^Create$/ })
      .click();
    await page.waitForFunction(() => location.hash.includes('/console/assets/gateways/create?domain='));
    await field(page, 'platform').getByText('Gateway', { exact: true }).first().waitFor();
    await field(page, 'domain').getByText(domain.name, { exact: true }).first().waitFor();
    await field(page, 'name').locator('input').fill(name);
    await field(page, 'address').locator('input').fill('172.16.200.1');
    await screenshot(page, 'gateway-form-1440x900');
    await screen(page, 'button[type=submit]').click();
    await page.waitForFunction((id) => location.hash.startsWith(`#/console/assets/domains/${id}`) && location.hash.includes('activeTab=GatewayList'), domain.id);
    const row = screen(page, 'tbody tr[data-row-id]').filter({ hasText: name });
    await row.waitFor();
    assert.match(await row.textContent(), /ssh\/22/);
    const [gateway] = (await api(page, 'GET', `/api/v1/assets/gateways/?name=${name}`)).data;
    assert.deepEqual([gateway.platform.name, gateway.domain.id], ['Gateway', domain.id]);
    await expectCleanPage(page, stack);
  });

  it('tests a gateway: the test’s log streams in a dialog', async () => {
    const { page, stack } = session;
    const row = screen(page, 'tbody tr[data-row-id]').filter({ hasText: name });
    await row.getByRole('button', { name: 'More' }).click();
    await shell(page, '[role=menuitem]')
      .filter({ hasText: /^Test connectivity$/ })
      .click();
    const dialog = shell(page, 'dialog[open]');
    await dialog.getByRole('status').filter({ hasText: 'Finished' }).waitFor();
    assert.match(await dialog.getByRole('log').textContent(), new RegExp(`ok: \\[${name}\\]`));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectCleanPage(page, stack);
  });
});
