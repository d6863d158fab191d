// The announcement of the settings as a person meets it: turned on and saved
// in the feature settings, it shows across the top of the console with its
// content and its link; closed, it stays closed after a reload, because the
// browser remembers the announcement's id.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, signedInPage } from './helpers.mjs';
import { go, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const banner = (page) => screen(page, '[data-testid=banner]').filter({ hasText: 'Announcement: Maintenance tonight' });

describe('the announcement banner', () => {
  const session = signedInPage('admin', '/ui/#/settings/features');

  it('shows an announcement set in the settings until it is closed, and remembers the closing', async () => {
    const { page } = session;
    const card = screen(page, 'section').filter({ has: page.getByRole('heading', { name: 'Announcement', exact: true }) });
    await card.getByLabel('Announcement enabled').check();
    const form = card.getByRole('group', { name: 'Announcement', exact: true });
    await form.getByLabel('Subject').fill('Maintenance tonight');
    await form.getByLabel('Content').fill('The bastion restarts at **22:00**.');
    await form.getByLabel('More url').fill('https://example.com/maintenance');
    await form.getByLabel('Date start').fill('');
    await form.getByLabel('Date end').fill('');
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith('category=announcement'));
    await card.getByRole('button', { name: 'Submit' }).click();
    assert.equal((await saved).status(), 200);

    // Public settings are read when the console starts.
    await page.reload();
    await go(page, '/console/users/users');
    await banner(page).waitFor();
    assert.equal(await banner(page).locator('strong', { hasText: '22:00' }).textContent(), '22:00');
    const more = banner(page).getByRole('link', { name: 'View more' });
    assert.equal(await more.getAttribute('href'), 'https://example.com/maintenance');
    assert.equal(await more.getAttribute('target'), '_blank');

    await banner(page).getByRole('button', { name: 'Close' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await page.reload();
    await go(page, '/console/users/users');
    await screen(page, 'tbody tr[data-row-id]').first().waitFor();
    assert.equal(await banner(page).count(), 0);
    await expectCleanPage(page, session.stack);
  });
});
