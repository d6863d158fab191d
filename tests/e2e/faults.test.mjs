// Faults the console must explain, in the browser against the project's
// backend: an answer that is a web page where data was due, a proxy's HTML
// error page, a screen whose code could not be downloaded, and a session that
// ends while a form is being filled (the form survives the re-login).
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { api, go, shell } from './shell-helpers.mjs';

const USERS = '/console/users/users';
const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const field = (page, name) => screen(page, `[data-field=${name}]`).locator('input:not([type=checkbox]):not([type=radio]), textarea').first();
const flashes = (page) => shell(page, '[data-testid=toast]');
const suffix = Date.now().toString(36);
const PORTAL_PAGE = '<!doctype html><html><head><title>Sign in to Acme SSO</title></head><body><h1>Acme single sign-on</h1><form><input name=user></form></body></html>';
const BAD_GATEWAY = '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

async function openCreateForm(page) {
  await go(page, `${USERS}/create`);
  await field(page, 'name').waitFor();
  await field(page, 'name').fill(`Fault person ${suffix}`);
  await field(page, 'username').fill(`fault_${suffix}`);
  await field(page, 'email').fill(`fault_${suffix}@example.com`);
}

const typed = async (page) => Promise.all(['name', 'username', 'email'].map((name) => field(page, name).inputValue()));
const submit = (page) => screen(page, 'form button[type=submit]').first().click();

describe('faults the console explains', () => {
  const session = signedInPage('admin', `/ui/#${USERS}`);
  afterEach(() => session.page.unrouteAll({ behavior: 'wait' }));

  it('a web page where data was due: the list says so instead of "no data", the form keeps what was typed', async () => {
    const { page, stack } = session;
    // A list not shown yet, so nothing of it is cached.
    await page.route(/\/api\/v1\/users\/groups\/\?/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: PORTAL_PAGE }));
    await go(page, '/console/users/groups');
    const message = 'The server sent a web page instead of data';
    await screen(page, 'table').filter({ hasText: message }).waitFor();
    await flashes(page).filter({ hasText: message }).first().waitFor();
    assert.equal(await screen(page, 'tbody tr[data-row-id]').count(), 0);
    assert.ok(!(await screen(page, 'table').textContent()).includes('No user groups'));
    assert.ok(!(await shell(page, 'main').textContent()).includes('Acme single sign-on'), "the page's text is not shown");

    await page.unrouteAll({ behavior: 'wait' });
    await openCreateForm(page);
    await page.route(/\/api\/v1\/users\/users\/$/, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 200, contentType: 'text/html', body: PORTAL_PAGE }) : route.continue(),
    );
    await submit(page);
    await flashes(page).filter({ hasText: message }).last().waitFor();
    await page.waitForTimeout(400);
    assert.match(await page.evaluate(() => location.hash), /\/create$/, 'the form did not leave as if saved');
    assert.deepEqual(await typed(page), [`Fault person ${suffix}`, `fault_${suffix}`, `fault_${suffix}@example.com`]);
    await expectCleanPage(page, stack);
  });

  it("a proxy's HTML error page: a sentence about JumpServer being unreachable, never the markup", async () => {
    const { page, stack } = session;
    await openCreateForm(page);
    for (const status of [502, 400]) {
      await page.route(/\/api\/v1\/users\/users\/$/, (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status, contentType: 'text/html', body: BAD_GATEWAY }) : route.continue(),
      );
      await submit(page);
      const expected = status === 502 ? 'JumpServer cannot be reached right now (status 502)' : 'Bad request, please check again';
      await shell(page, 'main, [data-testid=toast]').filter({ hasText: expected }).first().waitFor();
      await page.unrouteAll({ behavior: 'wait' });
    }
    const everything = `${await shell(page, 'main').textContent()} ${(await flashes(page).allTextContents()).join(' ')}`;
    assert.ok(!/<html|<center|nginx|Bad Gateway/.test(everything), everything);
    assert.deepEqual(await typed(page), [`Fault person ${suffix}`, `fault_${suffix}`, `fault_${suffix}@example.com`]);
    await screenshot(page, 'fault-bad-gateway');
    await expectCleanPage(page, stack);
  });

  it('a screen whose code did not download offers a reload, which brings it back once the server answers again', async () => {
    const { page } = session;
    await go(page, '/console/dashboard');
    // The server is down for the console's files: every screen not yet loaded fails to arrive.
    await page.route('**/ui/assets/**', (route) => route.abort('connectionrefused'));
    await page.evaluate(() => (location.hash = '/console/assets/platforms'));
    const reload = shell(page, '[data-testid=screen-retry]');
    await reload.waitFor();
    assert.equal((await reload.textContent()).trim(), 'Reload the page');
    assert.match(await shell(page, 'main').textContent(), /could not be downloaded/);
    await page.unrouteAll({ behavior: 'wait' });
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await screen(page, 'tbody tr[data-row-id]').first().waitFor();
    assert.match(await page.evaluate(() => location.hash), /^#\/console\/assets\/platforms/);
  });

  it('a session that ended while a form was being filled: log in again in a window, and the form is still there to send', async () => {
    const { page, stack } = session;
    await openCreateForm(page);
    // The session ends on the server's side (expired, or logged out elsewhere).
    await page.context().clearCookies();
    await submit(page);
    const dialog = shell(page, 'dialog[open]');
    await dialog.filter({ hasText: 'Please log in again' }).waitFor();
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Log in again' }).click()]);
    await dialog.filter({ hasText: 'Log in in the window that opened' }).waitFor();
    await popup.waitForLoadState();
    assert.equal(new URL(popup.url()).pathname, '/core/auth/login/');
    await popup.fill('input[name=username]', 'admin');
    await popup.fill('input[name=password]', 'jumpserver');
    await Promise.all([popup.waitForEvent('close'), popup.click('[type=submit]')]);
    await dialog.waitFor({ state: 'detached' });
    await flashes(page).filter({ hasText: 'You are logged in again' }).waitFor();
    assert.deepEqual(await typed(page), [`Fault person ${suffix}`, `fault_${suffix}`, `fault_${suffix}@example.com`]);
    await submit(page);
    await page.waitForURL(/#\/console\/users\/users\?id=[0-9a-f-]{36}/);
    const created = await api(page, 'GET', `/api/v1/users/users/?username=fault_${suffix}`);
    assert.equal(created.data.length ?? created.data.count, 1, JSON.stringify(created.data));
    await expectCleanPage(page, stack);
  });
});
