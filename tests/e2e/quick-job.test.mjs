// The job center's quick job, as an operator does it in the browser: a command
// run on two granted assets, its output read in the log view while the task
// still runs, then the run's own page with the whole log.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { api, go, ready, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const field = (page, name) => screen(page, `[data-field=${name}]`);
const ASSETS = ['linux-prod-00029', 'linux-prod-00070'];

describe('quick job', () => {
  const session = signedInPage('admin', '/ui/#/workbench/ops/quick-job');

  it('runs a command on two demo assets and shows its output as it streams, then the finished run', async () => {
    const { page, stack } = session;
    // The granted tree, as the official quick job shows it: open Production, then App, and choose an asset there.
    const tree = field(page, 'assets').getByRole('tree');
    await tree.getByRole('treeitem', { name: /^Production/ }).click();
    await tree.getByRole('treeitem', { name: /^App/ }).click();
    await tree.getByRole('treeitem', { name: ASSETS[0] }).click();
    // The next asset from the keyboard: down one row, Enter.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const chosen = field(page, 'assets').getByRole('region', { name: 'Chosen assets (2)' });
    assert.deepEqual(await chosen.getByRole('listitem').allInnerTexts(), ASSETS);
    for (const asset of ASSETS) assert.equal(await tree.getByRole('treeitem', { name: asset }).getAttribute('aria-selected'), 'true');
    // A search lists the matching assets alone, the chosen one still chosen.
    await field(page, 'assets').getByRole('searchbox', { name: 'Search assets by name or address' }).fill('10.0.0.70');
    const found = tree.getByRole('treeitem');
    await found.nth(1).waitFor({ state: 'detached' });
    assert.equal(await found.innerText(), ASSETS[1]);
    assert.equal(await found.getAttribute('aria-selected'), 'true');
    await screenshot(page, 'quick-job-assets-1440x900');
    await field(page, 'args').locator('textarea').fill('uptime');
    await screen(page, 'button[type=submit]').click();

    const log = screen(page, '[role=log]');
    const status = screen(page, '[role=status]').filter({ hasText: /^(Running…|Finished)$/ });
    await log.filter({ hasText: '$ uptime' }).waitFor();
    // Part of the output while the task still runs: the stream, not a page read at the end.
    const early = { text: await log.innerText(), status: await status.innerText() };
    assert.equal(early.status, 'Running…');
    assert.doesNotMatch(early.text, /Task finished/);

    await status.filter({ hasText: 'Finished' }).waitFor({ timeout: 20_000 });
    const text = await log.innerText();
    for (const asset of ASSETS) assert.match(text, new RegExp(`ok: \\[${asset}\\]`));
    assert.match(text, />>> Task finished/);
    assert.ok(text.length > early.text.length, 'the log grew after the first lines');
    await screenshot(page, 'quick-job-finished');
    const execution = await screen(page, 'a').filter({ hasText: 'Succeeded: open the execution' }).getAttribute('href');

    // The form kept the command and its assets: running it again is one click, and following it can stop.
    assert.equal(await field(page, 'args').locator('textarea').inputValue(), 'uptime');
    await screen(page, 'button[type=submit]').click();
    await screen(page, 'button').filter({ hasText: 'Stop following' }).and(screen(page, 'button:not([disabled])')).click();
    await screen(page, '[role=status]')
      .filter({ hasText: /^Stopped following/ })
      .waitFor();

    await go(page, execution.replace(/^.*#/, ''));
    await screen(page, '[role=log]').filter({ hasText: '>>> Task finished' }).waitFor();
    await expectCleanPage(page, stack);
  });
  it('runs in the run path it is given, and saves the typed command as an ad hoc command that opens again', async () => {
    const { page, stack } = session;
    // A fresh form: the first run's, kept open among the tabs, still has its search and its assets.
    await go(page, '/workbench/ops/quick-job');
    await page.reload();
    await ready(page);
    const tree = field(page, 'assets').getByRole('tree');
    await tree.getByRole('treeitem', { name: /^Production/ }).click();
    await tree.getByRole('treeitem', { name: /^App/ }).click();
    await tree.getByRole('treeitem', { name: ASSETS[0] }).click();
    await field(page, 'chdir').locator('input').fill('/var/log');
    const command = `tail -n 5 syslog # ${Date.now().toString(36)}`;
    await field(page, 'args').locator('textarea').fill(command);

    await screen(page, 'button')
      .filter({ hasText: /^Save command$/ })
      .click();
    const dialog = shell(page, 'dialog[open]');
    const name = `tail-syslog-${Date.now().toString(36)}`;
    await dialog.locator('[data-field=name] input').fill(name);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    const saved = (await api(page, 'GET', `/api/v1/ops/adhocs/?name=${name}`)).data;
    assert.equal(saved.length, 1);
    assert.equal(saved[0].args, command);
    assert.equal(saved[0].module.value ?? saved[0].module, 'shell');

    await screen(page, 'button[type=submit]').click();
    await screen(page, '[role=status]')
      .filter({ hasText: /^Finished$/ })
      .waitFor({ timeout: 20_000 });
    const executions = (await api(page, 'GET', '/api/v1/ops/job-executions/?limit=1')).data.results;
    const job = (await api(page, 'GET', `/api/v1/ops/jobs/${executions[0].job.id}/`)).data;
    assert.equal(job.chdir, '/var/log');
    assert.equal(job.args, command);

    // The saved command fills the form again.
    await field(page, 'args').locator('textarea').fill('');
    await screen(page, '[role=combobox][aria-label="Saved command"]').fill(name);
    await shell(page, '[role=option]').filter({ hasText: name }).first().click();
    const args = field(page, 'args').locator('textarea');
    while ((await args.inputValue()) !== command) await new Promise((resolve) => setTimeout(resolve, 100));
    await expectCleanPage(page, stack);
  });
});
