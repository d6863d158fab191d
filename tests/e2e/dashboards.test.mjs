// The landing pages show the server's figures: the console's counts as
// /api/v1/index/ gives them, the audit's trend over the period chosen.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signedInPage } from './helpers.mjs';
import { api, go, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const card = (page, title) => screen(page, `section[aria-label="${title}"]`);
const figure = (page, title, label) => card(page, title).locator(`div:has(> span:text-is("${label}")) > p`);

describe('dashboards', () => {
  const session = signedInPage('admin', '/ui/#/console/dashboard');

  it('the console dashboard counts users, assets and online sessions as the index does, and links them to their lists', async () => {
    const { page } = session;
    const { data } = await api(page, 'GET', '/api/v1/index/?total_count=1');
    await figure(page, 'Users and assets', 'Users').filter({ hasText: /^\d+$/ }).waitFor();
    assert.equal(await figure(page, 'Users and assets', 'Users').innerText(), String(data.total_count_users));
    assert.equal(await figure(page, 'Users and assets', 'Assets').innerText(), String(data.total_count_assets));
    assert.equal(await figure(page, 'Right now', 'Online sessions').innerText(), String(data.total_count_online_sessions));
    assert.match(await figure(page, 'Users and assets', 'Users').locator('a').getAttribute('href'), /#\/console\/users\/users/);
    assert.ok((await card(page, 'Most active users').locator('tbody tr').count()) > 0);
  });

  it('the audit dashboard draws logins per day over the last 30 days once chosen', async () => {
    const { page } = session;
    await go(page, '/audit/dashboard');
    await screen(page, 'button').filter({ hasText: 'Last 30 days' }).click();
    const table = card(page, 'Logins per day').locator('table');
    await table.locator('tbody tr').nth(29).waitFor({ state: 'attached' });
    assert.equal(await table.locator('tbody tr').count(), 30);
    const { data } = await api(page, 'GET', '/api/v1/index/?dates_metrics=1&days=30');
    // The table stays folded in its <details>: read what it holds, not what shows.
    const shown = await table.locator('tbody tr td').allTextContents();
    assert.deepEqual(shown.map(Number), data.dates_metrics_total_count_login);
  });
});
