// The profile area end to end against the project's backend: the first-login
// wizard that holds a new user until it is done (with an authenticator bound on
// the server's pages when MFA is forced), the language menu switching the console
// in place, and each profile page with real data.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { totp } from '../../server/auth/totp.mjs';
import { AXE, axeViolations, expectCleanPage, launchBrowser, login, openPage, screenshot, startStack } from './helpers.mjs';
import { api, hashPath, ready, shell, typeUrl } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const wizard = (page) => screen(page, '[data-testid=first-login-wizard]');
const rows = (page) => screen(page, 'tbody tr[data-row-id]');
const MOBILE = { width: 390, height: 844 };

/** Message keys that would show if a text missed the catalogue (`profile.tab.luna`, `shell.language`…). */
const RAW_KEY = /\b(?:profile|shell|common|table|form|route|users|detail|settings|confirm|validation)\.[A-Za-z]+(?:\.[A-Za-z0-9]+)*\b/;

async function consoleText(page) {
  return page.evaluate(() => document.querySelector('jms-console')?.shadowRoot?.textContent ?? '');
}

async function makeUser(adminPage, username) {
  const made = await api(adminPage, 'POST', '/api/v1/users/users/', {
    username,
    name: username,
    email: `${username}@example.com`,
    password_strategy: 'custom',
    password: 'Secret-123',
  });
  assert.equal(made.status, 201, JSON.stringify(made.data));
}

/** Goes through the terms and the information step, then waits for the workbench. */
async function finishWizard(page, { phone }) {
  await wizard(page).getByLabel('I have read these terms and accept them').check();
  await wizard(page).getByRole('button', { name: 'Next' }).click();
  await wizard(page).locator('[data-field=phone] input').fill(phone);
  await wizard(page).getByRole('button', { name: 'Finish' }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/workbench'));
  await ready(page);
}

describe('the profile area', () => {
  let stack;
  let browser;
  let admin;
  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    admin = await openPage(browser);
    await login(admin, stack, 'admin', { next: '/ui/#/console/dashboard' });
    await ready(admin);
  });
  after(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('holds a first-login user at the wizard until it is done, then lands them in the workbench for good', async () => {
    const page = await openPage(browser);
    await login(page, stack, 'newcomer', { next: '/ui/#/console/users/users' });
    await ready(page);
    assert.equal(await hashPath(page), '/profile/improvement');
    await wizard(page).waitFor();
    await screenshot(page, 'profile-wizard-terms-1440');
    for (const elsewhere of ['/workbench/home', '/profile/info', '/profile/setting', '/nowhere']) {
      assert.equal(await typeUrl(page, elsewhere), '/profile/improvement', `${elsewhere} leads back to the wizard`);
    }
    await page.evaluate(() => {
      window.__hashesVisited = [];
      addEventListener('hashchange', (event) => window.__hashesVisited.push(new URL(event.newURL).hash));
    });
    await shell(page, '[data-testid=side-menu]').getByRole('link', { name: 'My information' }).click();
    // The link was followed, and the wizard is where it led.
    await page.waitForFunction(() => window.__hashesVisited.includes('#/profile/info') && location.hash === '#/profile/improvement');
    await ready(page);
    assert.equal(await hashPath(page), '/profile/improvement', 'the menu leads back too');

    await wizard(page).getByRole('button', { name: 'Next' }).click();
    await wizard(page).getByRole('alert').filter({ hasText: 'Accept the terms to go on' }).waitFor();
    await wizard(page).getByLabel('I have read these terms and accept them').check();
    await wizard(page).getByRole('button', { name: 'Next' }).click();
    await wizard(page).locator('[data-field=phone] input').waitFor();
    await screenshot(page, 'profile-wizard-information-1440');
    await wizard(page).getByRole('button', { name: 'Back' }).click();
    await finishWizard(page, { phone: '+86 13800001234' });
    assert.match(await hashPath(page), /^\/workbench/);

    await page.reload();
    await ready(page);
    assert.match(await hashPath(page), /^\/workbench/, 'a reload no longer shows the wizard');
    assert.equal(await wizard(page).count(), 0);
    assert.equal(await typeUrl(page, '/profile/info'), '/profile/info');
    const profile = (await api(page, 'GET', '/api/v1/users/profile/')).data;
    assert.equal(profile.is_first_login, false);
    // Read back as JumpServer's PhoneField represents a number: its country code apart.
    assert.deepEqual(profile.phone, { code: '+86', phone: 13800001234 });
    await expectCleanPage(page, stack);
    await page.context().close();
  });

  it('with MFA forced, binds an authenticator on the server’s pages with a real code, then completes', async () => {
    assert.equal((await api(admin, 'PATCH', '/api/v1/settings/setting/?category=security', { SECURITY_MFA_AUTH: 1 })).status, 200);
    try {
      await makeUser(admin, 'mfa-newcomer');
      const page = await openPage(browser, { viewport: MOBILE });
      await login(page, stack, 'mfa-newcomer', { password: 'Secret-123', next: '/ui/#/workbench/home' });
      await ready(page);
      assert.equal(await hashPath(page), '/profile/improvement');
      await wizard(page).getByRole('heading', { name: 'Multi-factor authentication' }).waitFor();
      assert.equal(await wizard(page).getByTestId('mfa-status').textContent(), 'No authenticator is bound yet');
      assert.equal(await wizard(page).getByRole('button', { name: 'Next' }).isDisabled(), true, 'MFA cannot be skipped');
      await screenshot(page, 'profile-wizard-mfa-390');

      await wizard(page).getByRole('button', { name: 'Bind an authenticator' }).click();
      await page.waitForURL((url) => url.pathname === '/core/auth/profile/otp/enable/start/');
      await page.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL((url) => url.pathname === '/core/auth/profile/otp/enable/install-app/');
      await page.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL((url) => url.pathname === '/core/auth/profile/otp/enable/bind/');
      await page.screenshot({ path: new URL('../artifacts/profile-otp-bind-390.png', import.meta.url).pathname });
      const secret = await page.locator('[data-otp-secret]').textContent();
      await page.getByLabel('MFA code').fill('000000' === totp(secret) ? '111111' : '000000');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('alert').filter({ hasText: 'OTP code invalid' }).waitFor();
      await page.getByLabel('MFA code').fill(totp(secret));
      await Promise.all([page.waitForURL((url) => url.pathname === '/ui/'), page.getByRole('button', { name: 'Next' }).click()]);
      await ready(page);

      assert.equal(await hashPath(page), '/profile/improvement');
      const current = wizard(page).locator('li[aria-current=step]');
      assert.match(await current.textContent(), /Terms of use/, 'with the authenticator bound the wizard goes on');
      const profile = (await api(page, 'GET', '/api/v1/users/profile/')).data;
      assert.equal(profile.is_otp_secret_key_bound, true);
      assert.equal(profile.mfa_enabled, true);
      await finishWizard(page, { phone: '+81 9012345678' });
      await screenshot(page, 'profile-after-wizard-390');
      await expectCleanPage(page, stack);
      await page.context().close();
    } finally {
      await api(admin, 'PATCH', '/api/v1/settings/setting/?category=security', { SECURITY_MFA_AUTH: 0 });
    }
  });

  it('switches the console to 中文 and back from the top bar, in place and without a raw key', async () => {
    const page = await openPage(browser);
    await page.context().addInitScript({ content: AXE });
    await login(page, stack, 'user', { next: '/ui/#/profile/user/setting?activeTab=LunaUpdate' });
    await ready(page);
    await screen(page, '[data-field=graphics]').waitFor();
    const before = await api(page, 'GET', '/api/v1/users/profile/');

    const button = shell(page, 'header [data-testid=language-menu]');
    await button.focus();
    await page.keyboard.press('Enter');
    const chinese = shell(page, '[role=menuitemradio]').filter({ hasText: '中文' });
    await chinese.waitFor();
    assert.deepEqual(await axeViolations(page, 'jms-console'), []);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await screen(page, 'legend, label, span').filter({ hasText: '图形化' }).first().waitFor();
    assert.equal(await shell(page, 'header [data-testid=language-menu]').getAttribute('aria-label'), '语言：中文');
    assert.equal(await hashPath(page), '/profile/user/setting', 'the route stays');
    assert.ok((await page.context().cookies()).some((cookie) => cookie.name === 'django_language' && cookie.value === 'zh-hans'));
    assert.equal((await api(page, 'GET', '/api/v1/users/profile/')).data.id, before.data.id, 'the session stays');
    const text = await consoleText(page);
    assert.ok(text.includes('Web 终端（Luna）'), 'the screens speak Chinese');
    assert.doesNotMatch(text, RAW_KEY);
    assert.deepEqual(await axeViolations(page, 'jms-console'), []);
    await screenshot(page, 'profile-user-setting-zh-1440');

    await page.reload();
    await ready(page);
    await screen(page, '[data-field=graphics]').waitFor();
    assert.ok((await consoleText(page)).includes('Web 终端（Luna）'), 'a reload keeps the language');

    await shell(page, 'header [data-testid=language-menu]').click();
    await shell(page, '[role=menuitemradio]').filter({ hasText: 'English' }).click();
    await screen(page, 'legend, label, span').filter({ hasText: 'Graphics' }).first().waitFor();
    assert.doesNotMatch(await consoleText(page), RAW_KEY);
    assert.doesNotMatch(await consoleText(page), /[\u4e00-\u9fff]{2}(?!文)/, 'no Chinese left but the menu’s own name');
    await expectCleanPage(page, stack);
    await page.context().close();
  });

  it('opens each profile page with the user’s real data', async () => {
    const page = await openPage(browser);
    await page.context().addInitScript({ content: AXE });
    await login(page, stack, 'user', { next: '/ui/#/profile/setting' });
    await ready(page);

    // Profile settings: the profile form, the password tab for a local account, the SSH key tab.
    await screen(page, '[data-field=phone] input').waitFor();
    await screenshot(page, 'profile-setting-1440');
    await screen(page, '[role=tab]').filter({ hasText: 'SSH key' }).click();
    const blob = Buffer.concat([Buffer.from([0, 0, 0, 11]), Buffer.from('ssh-ed25519'), Buffer.from([0, 0, 0, 32]), Buffer.alloc(32, 7)]);
    await screen(page, '[data-field=public_key] textarea').fill(`ssh-ed25519 ${blob.toString('base64')} user@laptop`);
    await screen(page, 'button[type=submit]').click();
    await screen(page, 'dd').filter({ hasText: 'user@laptop' }).waitFor();
    await screen(page, '[role=tab]').filter({ hasText: 'Login password' }).click();
    await screen(page, '[data-field=old_password] input').waitFor();
    assert.deepEqual(await axeViolations(page, 'jms-console'), []);

    // Preferences: a Luna choice saved through the form.
    await typeUrl(page, '/profile/user/setting');
    await screen(page, '[role=tab]').filter({ hasText: 'Web terminal (Luna)' }).click();
    const fontSize = screen(page, '[data-field=command_line]').getByLabel('Character terminal font size');
    await fontSize.fill('18');
    await screen(page, 'button[type=submit]').click();
    await page.waitForFunction(async () => {
      const answer = await fetch('/api/v1/users/preference/?category=luna').then((response) => response.json());
      return answer.command_line.character_terminal_font_size === 18;
    });
    await screenshot(page, 'profile-user-setting-1440');

    // Temporary passwords: made, listed as valid, expired.
    await typeUrl(page, '/profile/temp-password');
    await screen(page, 'button')
      .filter({ hasText: /^Create$/ })
      .click();
    await rows(page).first().waitFor();
    await rows(page).first().getByRole('button', { name: 'Show Temporary password' }).click();
    const secret = (await api(page, 'GET', '/api/v1/authentication/temp-tokens/?limit=1')).data.results[0].secret;
    await rows(page).first().getByText(secret).waitFor();
    await screenshot(page, 'profile-temp-password-1440');
    await rows(page)
      .first()
      .getByRole('button', { name: /^(Expire|More)$/ })
      .first()
      .click();
    const expireItem = shell(page, '[role=menuitem]').filter({ hasText: 'Expire' });
    if (await expireItem.count()) await expireItem.click();
    await page.waitForFunction(async () => {
      const answer = await fetch('/api/v1/authentication/temp-tokens/?limit=1').then((response) => response.json());
      return answer.results[0].is_valid === false;
    });

    // Connection tokens: one made through the API, listed, expired from the page.
    const asset = (await api(admin, 'GET', '/api/v1/assets/assets/?limit=1')).data.results[0];
    const token = (await api(page, 'POST', '/api/v1/authentication/connection-token/', { asset: asset.id, account: 'root', protocol: 'ssh' })).data;
    await typeUrl(page, '/profile/connection-token');
    const tokenRow = screen(page, `tbody tr[data-row-id="${token.id}"]`);
    await tokenRow.waitFor();
    assert.match(await tokenRow.textContent(), new RegExp(asset.name));
    await screenshot(page, 'profile-connection-token-1440');
    await tokenRow
      .getByRole('button', { name: /^(Expire|More)$/ })
      .first()
      .click();
    const expireToken = shell(page, '[role=menuitem]').filter({ hasText: 'Expire' });
    if (await expireToken.count()) await expireToken.click();
    await tokenRow.waitFor({ state: 'detached' });

    for (const [path, name] of [
      ['/profile/setting', 'profile-setting-390'],
      ['/profile/user/setting', 'profile-user-setting-390'],
      ['/profile/temp-password', 'profile-temp-password-390'],
      ['/profile/connection-token', 'profile-connection-token-390'],
    ]) {
      await page.setViewportSize(MOBILE);
      // The shared ready() takes the first page header, which a cached (hidden) screen may hold.
      await page.evaluate((target) => {
        location.hash = target;
      }, path);
      await screen(page, '[data-testid=page-header]').waitFor();
      await page.waitForTimeout(500);
      await screenshot(page, name);
    }
    await expectCleanPage(page, stack);
    await page.context().close();
  });

  it('adds a passkey with the browser’s authenticator after the password check, switches it off and deletes it', async () => {
    assert.equal((await api(admin, 'PATCH', '/api/v1/settings/setting/?category=auth', { AUTH_PASSKEY: true })).status, 200);
    // A relying party is a domain name: the page is opened at localhost, not 127.0.0.1.
    const local = { ...stack, origin: stack.origin.replace('127.0.0.1', 'localhost') };
    const page = await openPage(browser);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await login(page, local, 'approver', { next: '/ui/#/profile/passkeys' });
    await ready(page);
    await screen(page, 'button').filter({ hasText: 'Add a passkey' }).click();
    const dialog = shell(page, 'dialog[open]').last();
    await dialog.getByLabel('Name of the passkey').fill('Laptop');
    await dialog.getByRole('button', { name: 'Add a passkey' }).click();
    const confirm = shell(page, 'dialog[open]').filter({ hasText: 'This action requires you to confirm your identity.' });
    await confirm.getByLabel('Password').fill('jumpserver');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const row = rows(page).filter({ hasText: 'Laptop' });
    await row.waitFor();
    await screenshot(page, 'profile-passkeys-1440');
    const [key] = (await api(page, 'GET', '/api/v1/authentication/passkeys/?limit=10')).data.results;
    assert.equal(key.name, 'Laptop');
    assert.equal(key.is_active, true);

    await row
      .getByRole('button', { name: /^(Enable or disable|More)$/ })
      .first()
      .click();
    const toggle = shell(page, '[role=menuitem]').filter({ hasText: 'Enable or disable' });
    if (await toggle.count()) await toggle.click();
    await page.waitForFunction(async () => {
      const answer = await fetch('/api/v1/authentication/passkeys/?limit=10').then((response) => response.json());
      return answer.results[0]?.is_active === false;
    });
    await row
      .getByRole('button', { name: /^(Delete|More)$/ })
      .first()
      .click();
    const remove = shell(page, '[role=menuitem]').filter({ hasText: 'Delete' });
    if (await remove.count()) await remove.click();
    await shell(page, '[role=alertdialog]').getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    assert.equal((await api(page, 'GET', '/api/v1/authentication/passkeys/?limit=10')).data.count, 0);
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'profile-passkeys-390');
    await expectCleanPage(page, local);
    await page.context().close();
  });
});
