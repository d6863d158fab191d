// Cloud sync in the browser (extended edition): a sync task made with the form
// from the cloud center, run from its detail page with its log streaming, and
// its run and the instances it found read on the task's tabs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { api, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const field = (page, name) => screen(page, `[data-field=${name}]`);
const rows = (page) => screen(page, 'tbody tr[data-row-id]');
const name = `e2e-sync-${Date.now().toString(36)}`;

describe('cloud sync in the browser', () => {
  const session = signedInPage('admin', '/ui/#/console/assets/cloud/');

  it('creates a sync task from the cloud center and runs it: the log streams to its end, the run and its instances are listed', async () => {
    const { page, stack } = session;
    await screen(page, '[role=tab]').filter({ hasText: 'Sync tasks' }).waitFor();
    await screen(page, 'button').filter({ hasText: /^Create$/ }).click();
    await field(page, 'name').locator('input').fill(name);
    await field(page, 'account').getByRole('combobox').fill('Aliyun');
    await field(page, 'account').locator('[role=option]').filter({ hasText: 'Aliyun production' }).click();
    await page.keyboard.press('Escape');
    const regions = field(page, 'regions').locator('input');
    for (const region of ['cn-hangzhou', 'cn-beijing']) {
      await regions.fill(region);
      await regions.press('Enter');
    }
    await screen(page, 'button[type=submit]').click();
    await page.waitForFunction(() => /^#\/console\/assets\/cloud\/?(\?|$)/.test(location.hash));
    const [task] = (await api(page, 'GET', `/api/v1/xpack/cloud/sync-instance-tasks/?name=${name}`)).data;
    assert.deepEqual(task.regions, ['cn-hangzhou', 'cn-beijing']);
    assert.equal(task.hostname_strategy.value, 'instance_name_partial_ip', 'the official form\'s default');

    await rows(page).filter({ hasText: name }).getByRole('link', { name }).click();
    await screen(page, 'button').filter({ hasText: /^Run$/ }).click();
    const log = screen(page, '[role=log]');
    await log.filter({ hasText: 'Region cn-beijing: 2 instances' }).waitFor();
    await screen(page, '[role=status]').filter({ hasText: /finished/i }).waitFor();
    await screenshot(page, 'cloud-sync-task-run-1440x900');

    await screen(page, '[role=tab]').filter({ hasText: 'Run history' }).click();
    await rows(page).filter({ hasText: 'New 4' }).waitFor();
    await screen(page, '[role=tab]').filter({ hasText: 'Instances' }).click();
    await rows(page).first().waitFor();
    assert.equal(await rows(page).count(), 4);
    await expectCleanPage(page, stack);
  });
});
