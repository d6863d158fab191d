// The development backend's login form, as a browser submits it: the password
// leaves the page encrypted as the contract says ("<RSA key>:<AES value>"), and
// the server reads it back; what the user typed stays in the field.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD, expectCleanPage, launchBrowser, openPage, startStack } from './helpers.mjs';
import { ready } from './shell-helpers.mjs';

describe('the login form', () => {
  let stack;
  let browser;
  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('posts the password encrypted, and the encrypted password signs in', async () => {
    const page = await openPage(browser);
    const posted = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/core/auth/login/') posted.push(new URLSearchParams(request.postData() ?? ''));
    });
    await page.goto(`${stack.origin}/core/auth/login/?next=${encodeURIComponent('/ui/#/workbench/assets')}`);
    await page.fill('input[name=username]', 'user');
    await page.fill('input[name=password]', DEMO_PASSWORD);
    await Promise.all([page.waitForURL((url) => url.pathname === '/ui/'), page.click('[type=submit]')]);
    await ready(page);
    assert.equal(posted.length, 1);
    const password = posted[0].get('password');
    assert.match(password, /^[A-Za-z0-9+/]+=*:[A-Za-z0-9+/]+=*$/, 'RSA-encrypted key, then the AES-encrypted password');
    assert.ok(!password.includes(DEMO_PASSWORD));
    assert.equal(Buffer.from(password.split(':')[0], 'base64').length, 256, 'an RSA-2048 block');
    await expectCleanPage(page, stack);
  });

  it('a wrong password, encrypted the same way, is refused with the form again', async () => {
    const page = await openPage(browser);
    await page.goto(`${stack.origin}/core/auth/login/`);
    await page.fill('input[name=username]', 'user');
    await page.fill('input[name=password]', 'not-the-password');
    await Promise.all([page.waitForLoadState('load'), page.click('[type=submit]')]);
    await page.locator('[role=alert]').waitFor();
    assert.match(await page.locator('[role=alert]').textContent(), /incorrect/);
  });
});
