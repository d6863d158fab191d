// The whole access path, in the browser only, as a new administrator and a new
// user go through it, in each language: the administrator makes a user (the
// default roles come preselected), a host in a node with an account and its
// password, and a permission without touching its dates; the user logs in for the
// first time, goes through the first-login steps and finds the host with its
// account under My assets, with a working Connect link; the administrator reads
// the account's secret after the identity check and finds the same password.
// In Chinese and Japanese, no screen on the way shows a raw key or English text.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD, expectCleanPage, launchBrowser, login, openPage, screenshot, startStack } from './helpers.mjs';
import { api, go, ready, shell } from './shell-helpers.mjs';
import { catalogue, untranslated } from './translated-screens.mjs';

const COOKIE_LANGUAGE = { en: 'en', zh: 'zh-hans', ja: 'ja' };
const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const field = (page, name) => screen(page, `[data-field=${name}]`);
const rows = (page) => screen(page, 'tbody tr[data-row-id]');
const openDialog = (page) => shell(page, 'dialog[open]').last();
const exactly = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Picks an object in a form's remote select by what its option reads. */
async function pick(page, name, typed, option = typed) {
  await field(page, name).getByRole('combobox').fill(typed);
  await field(page, name)
    .locator('[role=option]')
    .filter({ hasText: exactly(option) })
    .click();
  await page.keyboard.press('Escape');
}

for (const lang of ['en', 'zh', 'ja']) {
  describe(`the access path in ${lang}`, () => {
    const m = catalogue(lang);
    const text = (key, values = {}) => Object.entries(values).reduce((result, [name, value]) => result.replace(`{${name}}`, value), m[key]);
    const suffix = `${lang}${Date.now().toString(36)}`;
    const person = { name: `Walker ${suffix}`, username: `walker_${suffix}`, password: 'Walk-pass-2024!' };
    const hostName = `walk-host-${suffix}`;
    const accountName = `walk-root-${suffix}`;
    const secret = `Host-secret-${suffix}!`;
    let stack;
    let browser;
    const untranslatedSeen = [];

    /** A page in the language, its cookie set the way the console sets it. */
    async function pageIn(options) {
      const page = await openPage(browser, options);
      await page.context().addCookies([{ name: 'django_language', value: COOKIE_LANGUAGE[lang], url: stack.origin }]);
      return page;
    }
    async function loginAs(page, username, password, next) {
      await login(page, stack, username, { password, next });
      await ready(page);
    }
    /** Notes what this screen shows untranslated; all of it is reported at the end. */
    async function checkTranslated(page, where) {
      await page.waitForTimeout(300);
      for (const item of await untranslated(page, lang, platformNames)) untranslatedSeen.push(`${where}: ${item}`);
    }
    /** Platforms are named by the server's data (Linux, Gateway…), in every language. */
    let platformNames = [];

    before(async () => {
      stack = await startStack();
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
      await stack?.close();
    });

    it('an administrator gives a new user a host with an account; the user gets in and finds it; the secret reads back the same', async () => {
      const admin = await pageIn();
      await loginAs(admin, 'admin', DEMO_PASSWORD, '/ui/#/console/users/users');
      platformNames = (await api(admin, 'GET', '/api/v1/assets/platforms/')).data.map((platform) => platform.name);

      // 1. A user, through the form: the default roles are already chosen.
      await go(admin, '/console/users/users/create');
      const roleChips = (name) => field(admin, name).locator('button[aria-label]');
      await roleChips('org_roles').first().waitFor();
      assert.equal(await roleChips('system_roles').count(), 1, 'the default system role is preselected');
      assert.equal(await roleChips('org_roles').count(), 1, 'the default organization role is preselected');
      await checkTranslated(admin, 'user form');
      await field(admin, 'name').locator('input').fill(person.name);
      await field(admin, 'username').locator('input').fill(person.username);
      await field(admin, 'email').locator('input').fill(`${person.username}@example.com`);
      await field(admin, 'password_strategy').locator('input[type=radio]').nth(1).check();
      await field(admin, 'password').locator('input').fill(person.password);
      await screen(admin, 'button[type=submit]').click();
      await admin.waitForFunction(() => /^#\/console\/users\/users\/?\?id=/.test(location.hash));
      await rows(admin).filter({ hasText: person.username }).waitFor();
      await checkTranslated(admin, 'user list');

      // 2. A host in a node, with an account and its password.
      await go(admin, '/console/assets/assets');
      await screen(admin, '[role=tree] [role=treeitem]')
        .filter({ hasText: /^Staging \(\d+\)$/ })
        .click();
      await screen(admin, 'button')
        .filter({ hasText: exactly(m['table.create']) })
        .click();
      await shell(admin, '[role=menuitem]')
        .filter({ hasText: exactly(m['route.HostCreate']) })
        .click();
      await checkTranslated(admin, 'platform chooser');
      await openDialog(admin)
        .locator('section button')
        .filter({ hasText: /^Linux$/ })
        .first()
        .click();
      await field(admin, 'nodes').filter({ hasText: '/DEFAULT/Staging' }).waitFor();
      await checkTranslated(admin, 'host form');
      await field(admin, 'name').locator('input').fill(hostName);
      await field(admin, 'address').locator('input').fill('10.20.30.40');
      await field(admin, 'accounts').getByRole('button', { name: m['accounts.addAccount'] }).click();
      const accountDialog = openDialog(admin);
      await accountDialog.locator('[data-field=username] input').fill(accountName);
      await accountDialog.locator('[data-field=privileged] input[type=checkbox]').check();
      await accountDialog.locator('[data-field=secret] input').fill(secret);
      await checkTranslated(admin, 'account dialog');
      await accountDialog.getByRole('button', { name: m['common.confirm'] }).click();
      await accountDialog.waitFor({ state: 'detached' });
      await field(admin, 'accounts').locator('tbody tr').filter({ hasText: accountName }).waitFor();
      await screen(admin, 'button[type=submit]').click();
      await admin.waitForFunction(() => location.hash.startsWith('#/console/assets/assets') && /[?&]id=/.test(location.hash));
      await checkTranslated(admin, 'asset list');

      // 3. A permission giving the host to the user, its dates left as the form fills them.
      await go(admin, '/console/perms/asset-permissions/create');
      await field(admin, 'name').locator('input').fill(`walk-permission-${suffix}`);
      await pick(admin, 'users', person.username, person.name);
      await pick(admin, 'assets', hostName);
      assert.match(await field(admin, 'date_expired').locator('input').inputValue(), new RegExp(`^${new Date().getFullYear() + 70}-`));
      await checkTranslated(admin, 'permission form');
      await screen(admin, 'button[type=submit]').click();
      await admin.waitForFunction(() => /^#\/console\/perms\/asset-permissions\/?\?id=/.test(location.hash));
      await rows(admin)
        .filter({ hasText: `walk-permission-${suffix}` })
        .waitFor();
      await checkTranslated(admin, 'permission list');
      await screenshot(admin, `access-walk-${lang}-permission-list`);

      // 4. The user's first login: the wizard, then the host and its account under My assets.
      const user = await pageIn();
      await loginAs(user, person.username, person.password, '/ui/#/workbench/assets');
      const wizard = screen(user, '[data-testid=first-login-wizard]');
      await wizard.waitFor();
      await checkTranslated(user, 'first-login terms');
      await wizard.getByLabel(m['profile.wizard.agree']).check();
      await wizard.getByRole('button', { name: m['profile.wizard.next'] }).click();
      await wizard.locator('[data-field=phone] input').fill('+86 13800002024');
      await checkTranslated(user, 'first-login information');
      await wizard.getByRole('button', { name: m['profile.wizard.finish'] }).click();
      await user.waitForFunction(() => location.hash.startsWith('#/workbench'));
      await ready(user);
      await go(user, '/workbench/assets');
      const row = rows(user).filter({ hasText: hostName });
      await row.waitFor();
      await row.getByRole('button', { name: text('workbench.showAccountsOf', { name: hostName }) }).click();
      await shell(user, '[role=dialog] li').filter({ hasText: accountName }).waitFor();
      await checkTranslated(user, 'my assets');
      await screenshot(user, `access-walk-${lang}-my-assets`);
      await user.keyboard.press('Escape');
      const [terminal] = await Promise.all([user.waitForEvent('popup'), row.getByRole('button', { name: m['workbench.connect'] }).click()]);
      await terminal.waitForLoadState();
      const [host] = (await api(admin, 'GET', `/api/v1/assets/hosts/?name=${hostName}`)).data;
      assert.equal(new URL(terminal.url()).pathname, '/luna/');
      assert.equal(new URL(terminal.url()).searchParams.get('login_to'), host.id);
      await terminal.close();
      await expectCleanPage(user, stack);
      await user.context().close();

      // 5. The administrator reads the account's secret after the identity check: the same password.
      await go(admin, `/console/accounts/accounts/?username=${accountName}`);
      const accountRow = rows(admin).filter({ hasText: accountName });
      await accountRow.waitFor();
      await checkTranslated(admin, 'account list');
      await accountRow.getByRole('button', { name: m['accounts.viewSecret'] }).click();
      const check = openDialog(admin);
      await check.locator('input[type=password]').fill(DEMO_PASSWORD);
      await checkTranslated(admin, 'identity check');
      await check.getByRole('button', { name: m['common.confirm'] }).click();
      const shown = openDialog(admin).locator('pre').first();
      await shown.waitFor();
      assert.equal(await shown.textContent(), secret);
      await checkTranslated(admin, 'secret dialog');
      await screenshot(admin, `access-walk-${lang}-secret`);
      await expectCleanPage(admin, stack);
      assert.deepEqual(untranslatedSeen, [], `screens show texts not in ${lang}`);
    });
  });
}
