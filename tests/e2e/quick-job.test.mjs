// The job center's quick job, as an operator does it in the browser: a command
// run on two granted assets, its output read in the log view while the task
// still runs, then the run's own page with the whole log.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { go, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const field = (page, name) => screen(page, `[data-field=${name}]`);
const ASSETS = ['linux-prod-00029', 'linux-prod-00070'];

async function pick(page, name, text) {
  await field(page, name).getByRole('combobox').fill(text);
  await field(page, name).locator('[role=option]').filter({ hasText: new RegExp(`^${text}$`) }).click();
  await page.keyboard.press('Escape');
}

describe('quick job', () => {
  const session = signedInPage('admin', '/ui/#/workbench/ops/quick-job');

  it('runs a command on two demo assets and shows its output as it streams, then the finished run', async () => {
    const { page, stack } = session;
    for (const asset of ASSETS) await pick(page, 'assets', asset);
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
    await screen(page, '[role=status]').filter({ hasText: /^Stopped following/ }).waitFor();

    await go(page, execution.replace(/^.*#/, ''));
    await screen(page, '[role=log]').filter({ hasText: '>>> Task finished' }).waitFor();
    await expectCleanPage(page, stack);
  });
});
