// Cloud sync in the browser (extended edition): a sync task made with the form
// from the cloud center, run from its detail page with its log streaming, and
// its run and the instances it found read on the task's tabs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { api, go, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const field = (page, name) => screen(page, `[data-field=${name}]`);
const rows = (page) => screen(page, 'tbody tr[data-row-id]');
const name = `e2e-sync-${Date.now().toString(36)}`;

async function chooseAccount(page, account) {
  await field(page, 'account').getByRole('combobox').fill(account.split(' ')[0]);
  await field(page, 'account').locator('[role=option]').filter({ hasText: account }).click();
  await page.keyboard.press('Escape');
}

describe('cloud sync in the browser', () => {
  const session = signedInPage('admin', '/ui/#/console/assets/cloud/');

  it('creates a sync task from the cloud center and runs it: the log streams to its end, the run and its instances are listed', async () => {
    const { page, stack } = session;
    await screen(page, '[role=tab]').filter({ hasText: 'Sync tasks' }).waitFor();
    await screen(page, 'button')
      .filter({ hasText: /^Create$/ })
      .click();
    await field(page, 'name').locator('input').fill(name);
    const regions = field(page, 'regions').getByRole('combobox');
    assert.equal(await regions.isDisabled(), true, 'no regions before an account is chosen');
    // An account whose connection test failed cannot list its cloud's regions: the form says so.
    await chooseAccount(page, 'AWS staging');
    await field(page, 'regions').getByRole('alert').filter({ hasText: 'cannot connect to its cloud' }).waitFor();
    await chooseAccount(page, 'Aliyun production');
    assert.equal(await field(page, 'regions').getByRole('alert').count(), 0);
    await regions.click();
    for (const region of ['China (Hangzhou)', 'China (Beijing)']) await field(page, 'regions').getByRole('option', { name: region }).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'cloud-sync-task-regions-1440x900');
    await screen(page, 'button[type=submit]').click();
    await page.waitForFunction(() => /^#\/console\/assets\/cloud\/?(\?|$)/.test(location.hash));
    const [task] = (await api(page, 'GET', `/api/v1/xpack/cloud/sync-instance-tasks/?name=${name}`)).data;
    assert.deepEqual(task.regions, ['cn-hangzhou', 'cn-beijing']);
    assert.equal(task.hostname_strategy.value, 'instance_name_partial_ip', "the official form's default");

    await rows(page).filter({ hasText: name }).getByRole('link', { name }).click();
    await screen(page, 'button').filter({ hasText: /^Run$/ }).click();
    const log = screen(page, '[role=log]');
    await log.filter({ hasText: 'Region cn-beijing: 2 instances' }).waitFor();
    await screen(page, '[role=status]')
      .filter({ hasText: /finished/i })
      .waitFor();
    await screenshot(page, 'cloud-sync-task-run-1440x900');

    await screen(page, '[role=tab]').filter({ hasText: 'Run history' }).click();
    await rows(page).filter({ hasText: 'New 4' }).waitFor();
    await screen(page, '[role=tab]').filter({ hasText: 'Instances' }).click();
    await rows(page).first().waitFor();
    assert.equal(await rows(page).count(), 4);
    await expectCleanPage(page, stack);
  });

  it('binds a strategy to the task on its detail page and unbinds it', async () => {
    const { page, stack } = session;
    const [task] = (await api(page, 'GET', `/api/v1/xpack/cloud/sync-instance-tasks/?name=${name}`)).data;
    await go(page, `/console/assets/cloud/sync-instance-tasks/${task.id}`);
    await screen(page, '[role=tab]').filter({ hasText: 'Basic information' }).click();
    const card = screen(page, 'section[aria-label="Strategies"]');
    await card.getByRole('combobox').fill('Tag');
    await card.getByRole('option', { name: 'Tag linux hosts' }).click();
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Add' }).click();
    await card.getByRole('listitem').filter({ hasText: 'Tag linux hosts' }).waitFor();
    assert.deepEqual(
      (await api(page, 'GET', `/api/v1/xpack/cloud/sync-instance-tasks/${task.id}/`)).data.strategy.map((item) => item.name),
      ['Tag linux hosts'],
    );
    await screenshot(page, 'cloud-sync-task-strategies-1440x900');
    await card.getByRole('button', { name: 'Remove Tag linux hosts' }).click();
    await shell(page, '[role=alertdialog]').getByRole('button', { name: 'Remove' }).click();
    await card.getByRole('listitem').filter({ hasText: 'No data' }).waitFor();
    assert.deepEqual((await api(page, 'GET', `/api/v1/xpack/cloud/sync-instance-tasks/${task.id}/`)).data.strategy, []);
    await expectCleanPage(page, stack);
  });
});
