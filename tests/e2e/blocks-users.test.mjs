// The shared blocks end to end, on the users screens against the project's
// backend: search, create, edit, clone, batch update, bulk delete, import of a
// 1,000-row CSV and of an XLSX with bad rows fixed in the grid, export compared
// with the API (all rows, and two selected ones as CSV and XLSX), and the
// site-message drawer; keyboard first, no CSP violation.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { after, afterEach, before, describe, it } from 'node:test';
import { expectCleanPage, launchBrowser, login, openPage, screenshot, startStack } from './helpers.mjs';
import { api, go, ready, shell } from './shell-helpers.mjs';

const require = createRequire(import.meta.url);
const XLSX = require('xlsx');
const Papa = require('papaparse');

/** The screen on show (other visited screens stay in the DOM, hidden). */
const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const rows = (page) => screen(page, 'tbody tr[data-row-id]');
const button = (page, name) => screen(page, 'button').filter({ hasText: new RegExp(`^${name}$`) });
const openDialog = (page) => shell(page, 'dialog[open]').last();
const field = (page, name) => screen(page, `[data-field=${name}]`).locator('input:not([type=checkbox]):not([type=radio]), textarea').first();
const suffix = Date.now().toString(36);

async function listOf(page, url, params) {
  const answer = await api(page, 'GET', `${url}?${new URLSearchParams(params)}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.data));
  return answer.data;
}

/** The import dialog's action button, whatever it reads now. */
const importAction = (page) =>
  openDialog(page)
    .locator('button')
    .filter({ hasText: /^(Import|Stop|Continue|Finished)$/ });

describe('the shared blocks on the users screens', () => {
  let stack;
  let browser;
  let page;
  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    page = await openPage(browser);
    await login(page, stack, 'admin', { next: '/ui/#/console/users/users' });
    await ready(page);
  });
  after(async () => {
    await browser?.close();
    await stack?.close();
  });
  // A failed step must not leave a dialog over the next one.
  afterEach(async () => {
    for (let tries = 0; tries < 3 && (await shell(page, 'dialog[open]').count()); tries++) await page.keyboard.press('Escape');
  });

  it('lists 15 users a page and searches from the keyboard ("/", Enter, Backspace twice)', async () => {
    await rows(page).nth(14).waitFor();
    assert.equal(await rows(page).count(), 15);
    await screen(page, 'table').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await page.keyboard.type('alice');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const root = document.querySelector('jms-console').shadowRoot;
      return root.querySelectorAll('main [data-screen]:not([hidden]) tbody tr[data-row-id]').length === 1;
    });
    assert.equal(await rows(page).first().locator('td').nth(1).textContent(), 'Alice');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await rows(page).nth(14).waitFor();
    await screenshot(page, 'blocks-user-list-1440x900');
  });

  it("keeps the list's search, order and page in its address: through a reload, the back button and the side menu", async () => {
    const place = async () => Object.fromEntries(new URLSearchParams(await page.evaluate(() => location.hash.split('?')[1] ?? '')));
    const names = () => rows(page).locator('td:nth-child(2)').allTextContents();
    const sideLink = (name) => shell(page, '[data-testid=side-menu]').getByRole('link', { name, exact: true });
    await go(page, '/console/users/users');
    await rows(page).nth(14).waitFor();
    const sort = screen(page, 'thead button').filter({ hasText: /^Username$/ });
    await sort.click();
    await sort.click();
    await screen(page, 'th[aria-sort=descending]').filter({ hasText: 'Username' }).waitFor();
    await screen(page, 'nav button[aria-label="Next page"]').click();
    await screen(page, 'nav [aria-current=page]').filter({ hasText: /^2$/ }).waitFor();
    await page.waitForFunction(() => location.hash.includes('page=2'));
    assert.deepEqual(await place(), { order: '-username', page: '2' });
    const second = await names();

    await page.reload();
    await ready(page);
    await screen(page, 'nav [aria-current=page]').filter({ hasText: /^2$/ }).waitFor();
    await screen(page, 'th[aria-sort=descending]').filter({ hasText: 'Username' }).waitFor();
    assert.deepEqual(await names(), second);

    await rows(page).first().locator('td:nth-child(2) a').click();
    await screen(page, 'h2').first().waitFor();
    await page.goBack();
    await ready(page);
    await screen(page, 'nav [aria-current=page]').filter({ hasText: /^2$/ }).waitFor();
    assert.deepEqual(await names(), second);

    await page.keyboard.press('/');
    await page.keyboard.type('admin');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash.includes('search=admin'));
    assert.deepEqual(await place(), { order: '-username', search: 'admin' });
    await sideLink('User groups').click();
    await ready(page);
    await sideLink('Users').click();
    await ready(page);
    assert.deepEqual(await place(), { order: '-username', search: 'admin' });
    await screen(page, 'button[title="Search: admin"]').waitFor();
    assert.ok((await names()).length >= 1);
  });

  it('creates a user, goes back to the list 100 ms later with the new row highlighted', async () => {
    await button(page, 'Create').click();
    await field(page, 'name').waitFor();
    await field(page, 'name').fill(`E2E person ${suffix}`);
    await page.keyboard.press('Tab');
    await field(page, 'username').fill(`e2e_${suffix}`);
    await field(page, 'email').fill(`e2e_${suffix}@example.com`);
    await screenshot(page, 'blocks-user-create-1440x900');
    await field(page, 'email').press('Enter');
    await page.waitForURL(/#\/console\/users\/users\?id=[0-9a-f-]{36}&order=-date_updated$/);
    const id = new URL(page.url()).hash.match(/id=([0-9a-f-]{36})/)[1];
    const row = screen(page, `tr[data-row-id="${id}"]`);
    await row.waitFor();
    assert.equal(await row.getAttribute('data-highlighted'), 'true');
    const [created] = await listOf(page, '/api/v1/users/users/', { username: `e2e_${suffix}` });
    assert.equal(created.id, id);
    // Roles left empty are not sent: the server's defaults apply to a new user.
    assert.ok(created.system_roles.length > 0 && created.org_roles.length > 0, JSON.stringify(created));
  });

  it('edits a user from its row, and clones it with the name prefixed', async () => {
    const [user] = await listOf(page, '/api/v1/users/users/', { username: `e2e_${suffix}` });
    await go(page, `/console/users/users?search=e2e_${suffix}`);
    const row = screen(page, `tr[data-row-id="${user.id}"]`);
    await row.locator('button', { hasText: /^Update$/ }).click();
    await field(page, 'name').waitFor();
    assert.equal(await field(page, 'name').inputValue(), `E2E person ${suffix}`);
    await field(page, 'comment').fill('Edited end to end');
    await button(page, 'Submit').click();
    await page.waitForURL(/#\/console\/users\/users$/);
    assert.equal((await api(page, 'GET', `/api/v1/users/users/${user.id}/`)).data.comment, 'Edited end to end');

    await go(page, `/console/users/users?search=e2e_${suffix}`);
    await screen(page, `tr[data-row-id="${user.id}"] button`).filter({ hasText: /^More/ }).click();
    await shell(page, '[role=menu][data-open] [role=menuitem]', { hasText: 'Clone' }).click();
    await field(page, 'name').waitFor();
    assert.equal(await field(page, 'name').inputValue(), `Clone-E2E person ${suffix}`);
    await field(page, 'username').fill(`e2e_clone_${suffix}`);
    await field(page, 'email').fill(`e2e_clone_${suffix}@example.com`);
    await button(page, 'Submit').click();
    await page.waitForURL(/order=-date_updated/);
    const [clone] = await listOf(page, '/api/v1/users/users/', { username: `e2e_clone_${suffix}` });
    assert.equal(clone.comment, 'Edited end to end');
  });

  it('batch-updates the selected rows, then deletes them in bulk', async () => {
    await go(page, `/console/users/users?search=${suffix}`);
    // The list keeps the last query's rows on screen until the search's answer comes: its total says which it shows.
    await screen(page, '[part=pager] > span')
      .filter({ hasText: /^Total 2$/ })
      .waitFor();
    assert.equal(await rows(page).count(), 2);
    await screen(page, 'thead input[type=checkbox]').check();
    await button(page, 'Bulk actions \\(2\\)').click();
    await shell(page, '[role=menu][data-open] [role=menuitem]', { hasText: 'Update selected' }).click();
    const dialog = openDialog(page);
    await dialog.locator('[data-field=comment]').waitFor();
    await dialog.getByRole('checkbox', { name: 'Update Comment' }).check();
    await dialog.locator('[data-field=comment] textarea').fill('Batch comment');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    const updated = await listOf(page, '/api/v1/users/users/', { search: suffix });
    assert.deepEqual(
      updated.map((user) => user.comment),
      ['Batch comment', 'Batch comment'],
    );

    await screen(page, 'thead input[type=checkbox]').check();
    await button(page, 'Bulk actions \\(2\\)').click();
    await shell(page, '[role=menu][data-open] [role=menuitem]', { hasText: 'Delete selected' }).click();
    const confirm = openDialog(page);
    assert.match(await confirm.textContent(), /Delete the 2 selected rows\?/);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await screen(page, 'tbody td[colspan]', { hasText: /^No users / }).waitFor();
    assert.deepEqual(await listOf(page, '/api/v1/users/users/', { search: suffix }), []);
  });

  it('imports a 1,000-row CSV: bad rows fail, are fixed in the grid, and Continue finishes', { skip: process.env.SKIP_LONG === '1' }, async () => {
    const bad = new Set([7, 512, 999]);
    const header = '*Name,*Username,*Email';
    const lines = Array.from({ length: 1000 }, (_, index) => `Bulk ${index},bulk_${suffix}_${index},${bad.has(index) ? 'not-an-email' : `bulk_${suffix}_${index}@example.com`}`);
    await go(page, '/console/users/users');
    await screen(page, 'button[aria-label=Import]').click();
    await openDialog(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...lines].join('\n')) });
    const grid = openDialog(page).locator('[role=grid]');
    await grid.waitFor();
    assert.equal(await grid.getAttribute('aria-rowcount'), '1001');
    await importAction(page).click();
    await importAction(page).filter({ hasText: 'Continue' }).waitFor({ timeout: 240_000 });
    assert.match(await openDialog(page).locator('[role=status]').first().textContent(), /997 succeeded · 3 failed · 1000 rows/);
    await screenshot(page, 'blocks-import-grid-1440x900');

    // Each bad row: reach it with the keyboard, edit its e-mail, Enter.
    for (const index of bad) {
      await grid.focus();
      await page.keyboard.press('Control+Home');
      for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
      let moved = 0;
      while (moved < index) {
        const jump = Math.min(10, index - moved);
        if (jump === 10) await page.keyboard.press('PageDown');
        else for (let step = 0; step < jump; step++) await page.keyboard.press('ArrowDown');
        moved += jump === 10 ? Number(await page.evaluate(() => Math.max(1, Math.floor(360 / 32) - 1))) : jump;
        if (moved > index) break;
      }
      const active = await grid.getAttribute('aria-activedescendant');
      const activeRow = Number(active.split('-').at(-2));
      for (let step = activeRow; step > index; step--) await page.keyboard.press('ArrowUp');
      for (let step = activeRow; step < index; step++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const editor = grid.locator('input');
      assert.equal(await editor.inputValue(), 'not-an-email');
      await editor.fill(`bulk_${suffix}_${index}@example.com`);
      await page.keyboard.press('Enter');
    }
    await importAction(page).filter({ hasText: 'Continue' }).click();
    await importAction(page).filter({ hasText: 'Finished' }).waitFor({ timeout: 30_000 });
    const imported = await listOf(page, '/api/v1/users/users/', { search: `bulk_${suffix}`, limit: 1 });
    assert.equal(imported.count, 1000);
    await importAction(page).click();
    await openDialog(page).waitFor({ state: 'detached' });
  });

  it('imports an XLSX in update mode and shows each bad row’s field error', async () => {
    const users = [];
    for (const index of [0, 1, 2]) {
      const answer = await api(page, 'POST', '/api/v1/users/users/', { name: `Xlsx ${index}`, username: `xlsx_${suffix}_${index}`, email: `xlsx_${suffix}_${index}@example.com` });
      assert.equal(answer.status, 201, JSON.stringify(answer.data));
      users.push(answer.data);
    }
    const sheet = XLSX.utils.aoa_to_sheet([['ID', 'Name', 'Email'], ...users.map((user, index) => [user.id, `Renamed ${suffix} ${index}`, index === 1 ? 'broken' : user.email])]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Users');
    const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
    await screen(page, 'button[aria-label=Import]').click();
    await openDialog(page).getByRole('radio', { name: 'Update existing' }).check();
    await openDialog(page).locator('input[type=file]').setInputFiles({ name: 'users.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    await openDialog(page).locator('[role=grid]').waitFor();
    await importAction(page).click();
    await importAction(page).filter({ hasText: 'Continue' }).waitFor({ timeout: 20_000 });
    const status = await openDialog(page).locator('[role=grid] [aria-rowindex="3"] [aria-colindex="2"]').textContent();
    assert.match(status, /^Email: /);
    const renamed = await listOf(page, '/api/v1/users/users/', { search: `Renamed ${suffix}` });
    assert.deepEqual(renamed.map((user) => user.name).sort(), [`Renamed ${suffix} 0`, `Renamed ${suffix} 2`]);
    await openDialog(page).getByRole('button', { name: 'Close' }).last().click();
  });

  it('exports the list as CSV, the same users the API lists', async () => {
    await go(page, '/console/users/users');
    await screen(page, 'button[aria-label=Export]').click();
    const [download] = await Promise.all([page.waitForEvent('download'), openDialog(page).getByRole('button', { name: 'Export' }).click()]);
    assert.match(download.suggestedFilename(), /\.csv$/);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const parsed = Papa.parse(text.trim(), { header: true });
    const usernameColumn = Object.keys(parsed.data[0]).find((key) => key.replace(/^\*/, '') === 'Username');
    const exported = parsed.data.map((row) => row[usernameColumn]);
    const listed = await listOf(page, '/api/v1/users/users/', {});
    assert.deepEqual([...exported].sort(), listed.map((user) => user.username).sort());
  });

  it('exports two selected users, as CSV and as XLSX: those two and no other', async () => {
    await go(page, '/console/users/users');
    await rows(page).nth(2).waitFor();
    const chosen = [];
    for (const index of [0, 2]) {
      const row = rows(page).nth(index);
      chosen.push((await api(page, 'GET', `/api/v1/users/users/${await row.getAttribute('data-row-id')}/`)).data.username);
      await row.locator('input[type=checkbox]').check();
    }
    const usernamesIn = (table) => {
      const column = Object.keys(table[0] ?? {}).find((key) => key.replace(/^\*/, '') === 'Username');
      return table.map((row) => row[column]).sort();
    };
    const exportSelected = async (format) => {
      await screen(page, 'button[aria-label=Export]').click();
      const dialog = openDialog(page);
      await dialog.getByLabel('Selected rows (2)').check();
      await dialog.getByLabel(format).check();
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export' }).click()]);
      await dialog.waitFor({ state: 'detached' });
      return { name: download.suggestedFilename(), content: await readFile(await download.path()) };
    };

    const csv = await exportSelected('CSV');
    assert.match(csv.name, /\.csv$/);
    const parsed = Papa.parse(
      csv.content
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim(),
      { header: true },
    );
    assert.deepEqual(usernamesIn(parsed.data), [...chosen].sort());

    const xlsx = await exportSelected('Excel (xlsx)');
    assert.match(xlsx.name, /\.xlsx$/);
    const book = XLSX.read(xlsx.content, { type: 'buffer' });
    assert.deepEqual(usernamesIn(XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]])), [...chosen].sort());
    for (const index of [0, 2]) await rows(page).nth(index).locator('input[type=checkbox]').uncheck();
  });

  it('opens the site-message drawer from the bell: 380 px wide, 70% on a phone', async () => {
    await shell(page, 'header')
      .getByRole('button', { name: /^Site messages:/ })
      .click();
    const drawer = shell(page, 'dialog[open]').last();
    await drawer.getByRole('heading', { name: 'Site messages' }).waitFor();
    assert.equal(Math.round((await drawer.boundingBox()).width), 380);
    await screenshot(page, 'blocks-site-messages-1440x900');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 });
    await shell(page, 'header')
      .getByRole('button', { name: /^Site messages:/ })
      .click();
    await shell(page, 'dialog[open]').last().getByRole('heading', { name: 'Site messages' }).waitFor();
    assert.equal(Math.round((await shell(page, 'dialog[open]').last().boundingBox()).width), Math.round(390 * 0.7));
    await screenshot(page, 'blocks-site-messages-390x844');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectCleanPage(page, stack);
  });
});
