// The sign-in in place of an element on another origin, for a user whose MFA
// methods are an authenticator and SMS: the step offers both, sends the SMS
// code through JumpServer's send-code API (the test backend hands the code to
// the test, as a phone would receive it; no answer carries it), shows the
// server's words for a wrong code, and signs in on the portal page.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { totp } from '../../server/auth/totp.mjs';
import { DEMO_OTP_SECRET } from '../../server/seed/identity.mjs';
import { DEMO_PASSWORD, launchBrowser, openPage, screenshot, startStack } from './helpers.mjs';

const PHONE = '+8613800138000';

/** A portal page with the ticket inbox of the JumpServer at `server`. */
const portalPage = (server) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Intranet</title>
    <script type="module" src="${server}/ui/elements/jms-ticket-inbox.js"></script>
  </head>
  <body>
    <main>
      <h1>Intranet</h1>
      <jms-ticket-inbox id="inbox" base-url="${server}"></jms-ticket-inbox>
    </main>
  </body>
</html>`;

/** The administrator's calls that prepare the server: SMS on, alice's phone set. */
async function enableSms(origin) {
  const { token } = await (await fetch(`${origin}/api/v1/authentication/auth/`, post({ username: 'admin', password: DEMO_PASSWORD }))).json();
  const call = async (path, method, body) => {
    const answer = await fetch(`${origin}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body && JSON.stringify(body),
    });
    assert.ok(answer.ok, `${method} ${path}: ${answer.status}`);
    return answer.json();
  };
  await call('/api/v1/settings/setting/?category=sms', 'PATCH', { SMS_ENABLED: true });
  const [alice] = await call('/api/v1/users/users/?username=alice', 'GET');
  await call(`/api/v1/users/users/${alice.id}/`, 'PATCH', { phone: PHONE });
}

const post = (body) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('the sign-in in place asks for the MFA method the user picks', () => {
  let stack;
  let browser;
  let portal;
  let portalOrigin;
  /** The SMS codes the backend "sent". */
  const sent = [];
  before(async () => {
    portal = createServer((request, response) => {
      if (request.url !== '/intranet.html') return response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(portalPage(stack.origin));
    });
    await new Promise((done) => portal.listen(0, '127.0.0.1', done));
    portalOrigin = `http://127.0.0.1:${portal.address().port}`;
    stack = await startStack({ deliverVerifyCode: (message) => sent.push(message) }, { allowOrigins: [portalOrigin] });
    await enableSms(stack.origin);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await stack?.close();
    await new Promise((done) => portal?.close(done));
  });

  it('by SMS: the code is sent, a wrong one is refused in the server’s words, the right one signs in on the portal', async () => {
    const page = await openPage(browser);
    await page.addInitScript(() => {
      window.__signedIn = [];
      document.addEventListener('jms-signed-in', (event) => window.__signedIn.push(event.detail.username));
    });
    const bodies = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/v1/authentication/')) bodies.push(request.postData() ?? '');
    });
    const responses = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/v1/authentication/mfa/')) responses.push(await response.text().catch(() => ''));
    });
    await page.goto(`${portalOrigin}/intranet.html`);
    const inbox = page.locator('#inbox');
    await inbox.getByLabel('Username').fill('alice');
    await inbox.getByLabel('Password').fill(DEMO_PASSWORD);
    await inbox.getByRole('button', { name: 'Sign in' }).click();

    const method = inbox.getByLabel('Verification method');
    await method.waitFor();
    assert.deepEqual(await method.locator('option').allTextContents(), ['Authenticator app (OTP)', 'SMS']);
    assert.equal(await inbox.getByRole('button', { name: 'Send code' }).count(), 0, 'no send button for the authenticator');
    await method.selectOption('sms');
    await inbox.getByRole('button', { name: 'Send code' }).click();
    await inbox.getByText('The code was sent. Enter it above.').waitFor();
    await inbox.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    assert.equal(await inbox.getByRole('button', { name: /^Resend in/ }).isDisabled(), true);
    assert.equal(sent.length, 1);
    const [{ code, username, phone }] = sent;
    assert.deepEqual([username, phone], ['alice', PHONE]);
    await screenshot(page, 'token-sign-in-sms-1440x900');

    const field = inbox.getByLabel('MFA code');
    await field.fill(code === '0000' ? '1111' : '0000');
    await inbox.getByRole('button', { name: 'Verify' }).click();
    await inbox.getByRole('alert').filter({ hasText: 'The verification code is incorrect' }).waitFor();

    await field.fill(code);
    await inbox.getByRole('button', { name: 'Verify' }).click();
    await page.waitForFunction(() => window.__signedIn.length === 1);
    assert.deepEqual(await page.evaluate(() => window.__signedIn), ['alice']);
    await inbox.locator('[role=tab]').first().waitFor();
    assert.equal(page.url(), `${portalOrigin}/intranet.html`);
    assert.ok(responses.length >= 3 && responses.every((text) => !text.includes(code)), 'no answer of the MFA calls carries the code');
    assert.ok(
      bodies.some((body) => JSON.parse(body).type === 'sms' && JSON.parse(body).username === 'alice'),
      'send-code names the user',
    );
    assert.deepEqual(page.problems.errors, []);
    await page.context().close();
  });

  it('a login window that ran out at the MFA step goes back to the password, and signs in from there', async () => {
    const page = await openPage(browser);
    await page.goto(`${portalOrigin}/intranet.html`);
    const inbox = page.locator('#inbox');
    const signIn = async () => {
      await inbox.getByLabel('Password').fill(DEMO_PASSWORD);
      await inbox.getByRole('button', { name: 'Sign in' }).click();
      await inbox.getByLabel('Verification method').waitFor();
    };
    await inbox.getByLabel('Username').fill('alice');
    await signIn();
    // What JumpServer's few minutes do: the session that held the password's success is gone.
    await page.context().clearCookies();
    await inbox.getByLabel('MFA code').fill(totp(DEMO_OTP_SECRET));
    await inbox.getByRole('button', { name: 'Verify' }).click();

    await inbox.getByRole('alert').filter({ hasText: 'The sign-in took too long and JumpServer ended it. Enter your password again.' }).waitFor();
    assert.equal(await inbox.getByLabel('Username').inputValue(), 'alice');
    assert.equal(await inbox.getByLabel('Password').inputValue(), '');
    assert.equal(await inbox.getByLabel('Password').evaluate((field) => field.getRootNode().activeElement === field), true, 'the focus waits in the password field');

    await signIn();
    await inbox.getByLabel('MFA code').fill(totp(DEMO_OTP_SECRET));
    await inbox.getByRole('button', { name: 'Verify' }).click();
    await inbox.locator('[role=tab]').first().waitFor();
    assert.equal(page.url(), `${portalOrigin}/intranet.html`);
    assert.deepEqual(page.problems.errors, []);
    await page.context().close();
  });
});
