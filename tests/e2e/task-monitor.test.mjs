// The task monitor end to end: a task found in the list, its runs, one run's
// output read, and a run sent again whose output streams in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);

describe('task monitor', () => {
  const session = signedInPage('admin', '/ui/#/settings/tasks/');

  it('opens a task from the list: its state and runs, a run’s output, and a run sent again', async () => {
    const { page, stack } = session;
    const row = screen(page, 'tbody tr[data-row-id]').filter({ hasText: 'assets.tasks.test_assets' });
    await row.getByRole('link', { name: /Test assets connectivity/ }).click();
    await page.waitForFunction(() => /#\/settings\/tasks\/[0-9a-f-]{36}/.test(location.hash));
    await screen(page, 'h2').filter({ hasText: 'Test assets connectivity' }).waitFor();
    await screen(page, 'dd')
      .filter({ hasText: /^(Healthy|Failed recently|Last run failed)$/ })
      .waitFor();

    await screen(page, '[role=tab]').filter({ hasText: 'Executions' }).click();
    const runs = screen(page, 'tbody tr[data-row-id]');
    await runs.first().waitFor();
    const before = await runs.count();
    await runs.first().getByRole('button', { name: 'Output' }).click();
    const dialog = shell(page, 'dialog[open]');
    await dialog.getByRole('status').filter({ hasText: 'Finished' }).waitFor();
    assert.match(await dialog.getByRole('log').textContent(), /PLAY RECAP/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await runs.first().getByRole('button', { name: 'Run again' }).click();
    await dialog
      .getByRole('log')
      .filter({ hasText: /PLAY RECAP/ })
      .waitFor();
    await dialog.getByRole('status').filter({ hasText: 'Finished' }).waitFor();
    await screenshot(page, 'task-monitor-run-again-1440x900');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await screen(page, 'span')
      .filter({ hasText: `Total ${before + 1}` })
      .waitFor();
    await expectCleanPage(page, stack);
  });
});
