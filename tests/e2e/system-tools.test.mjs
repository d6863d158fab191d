// The system tools end to end: ping run from the settings page, its output read
// as it streams from the server over /ws/setting/tools/.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);

describe('system tools', () => {
  const session = signedInPage('admin', '/ui/#/settings/tools');

  it('pings an address: each reply streams into the output, then the statistics, and the tool can run again', async () => {
    const { page, stack } = session;
    await screen(page, 'p')
      .filter({ hasText: /^Server time: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/ })
      .waitFor();
    const form = screen(page, 'form[aria-label=Ping]');
    const log = form.getByRole('log', { name: 'Output of Ping' });
    await form.getByLabel('Destination addresses').fill('127.0.0.1');
    await form.getByRole('button', { name: 'Test' }).click();
    await form.getByRole('status').filter({ hasText: 'Running…' }).waitFor();
    // The first reply shows while the others are still to come.
    await log.filter({ hasText: /64 bytes from 127\.0\.0\.1: time=\d+\.\d{3} ms/ }).waitFor();
    assert.equal(await form.getByRole('button', { name: 'Stop' }).isEnabled(), true);
    assert.doesNotMatch(await log.textContent(), /Ping statistics/);
    await screenshot(page, 'system-tools-ping-running-1440x900');

    await form.getByRole('status').filter({ hasText: 'Finished' }).waitFor({ timeout: 15_000 });
    const text = await log.textContent();
    assert.match(text, /^Total valid address: 1\n\nPING 127\.0\.0\.1: 56 data bytes\n/);
    assert.equal(text.match(/64 bytes from 127\.0\.0\.1: time=/g)?.length, 5);
    assert.match(text, /5 packets transmitted, 5 packets received, 0\.0% packet loss\n\n----- Ping statistics -----\n127\.0\.0\.1: ok\n/);
    assert.equal(await form.getByRole('button', { name: 'Stop' }).isDisabled(), true);
    await screenshot(page, 'system-tools-ping-1440x900');
    await expectCleanPage(page, stack);
  });

  it('stops a run midway: no statistics, the output so far kept', async () => {
    const { page, stack } = session;
    const form = screen(page, 'form[aria-label=Ping]');
    const log = form.getByRole('log', { name: 'Output of Ping' });
    await form.getByRole('button', { name: 'Test' }).click();
    await log.filter({ hasText: /^Total valid address: 1\n\nPING 127\.0\.0\.1: 56 data bytes\n64 bytes from/ }).waitFor();
    await form.getByRole('button', { name: 'Stop' }).click();
    await form.getByRole('status').filter({ hasText: 'Stopped' }).waitFor();
    await page.waitForTimeout(1500);
    assert.doesNotMatch(await log.textContent(), /Ping statistics/);
    await expectCleanPage(page, stack);
  });
});
