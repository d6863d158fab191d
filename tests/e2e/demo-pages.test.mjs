// The example pages as their visitors meet them (/demo/portal.html, an intranet
// portal with a CSS framework; /demo/soc.html, a dark SOC dashboard), against
// the project's backend: signed out, the elements arriving in either order, the
// page's CSS, a site message pushed to the bell, and the portal served from a
// second origin that signs in by token. The inbox's and the audit's own work in
// these pages is in ticket-inbox.test.mjs and session-audit.test.mjs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { startDemoServer } from '../../host/demo.mjs';
import { AGGRESSIVE_CSS } from './fixtures/portal.mjs';
import { expectCleanPage, freePort, launchBrowser, login, openPage, screenshot, startStack } from './helpers.mjs';
import { api } from './shell-helpers.mjs';

const PAGES = {
  portal: { path: '/demo/portal.html', tags: ['jms-site-messages', 'jms-ticket-inbox'] },
  soc: { path: '/demo/soc.html', tags: ['jms-site-messages', 'jms-session-audit', 'jms-resource-list'] },
};
const FRAMEWORK_CSS = readFileSync(new URL('../../host/demo/framework.css', import.meta.url), 'utf8');

/** Records the elements' events, the order they were defined in, and the page's API requests and websocket frames. */
async function watch(page) {
  await page.addInitScript(() => {
    window.__jmsEvents = [];
    window.__defined = [];
    for (const type of ['jms-ready', 'jms-auth-required', 'jms-error']) {
      document.addEventListener(type, (event) => window.__jmsEvents.push({ type, tag: event.target.localName, detail: event.detail }));
    }
    const define = customElements.define.bind(customElements);
    customElements.define = (tag, ...rest) => (window.__defined.push(tag), define(tag, ...rest));
  });
  const seen = { api: [], sockets: [], frames: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.api.push({ path: url.pathname, request });
  });
  page.on('websocket', (socket) => {
    seen.sockets.push(new URL(socket.url()).pathname);
    socket.on('framereceived', ({ payload }) => seen.frames.push(String(payload)));
  });
  seen.count = (path) => seen.api.filter((entry) => entry.path === path).length;
  return seen;
}

const events = (page, type) => page.evaluate((wanted) => window.__jmsEvents.filter((event) => event.type === wanted), type);
const allEvents = (page, type, count) =>
  page.waitForFunction(([wanted, total]) => window.__jmsEvents.filter((event) => event.type === wanted).length === total, [type, count], { timeout: 20_000 });

/** Signed in through the login form, then off the page it lands on, so nothing of it is counted. */
async function signIn(page, stack) {
  await login(page, stack, 'admin');
  await page.goto('about:blank');
}

/** The computed styles of everything inside the page's elements, in tree order. */
function insideStyles(page) {
  return page.evaluate(() => {
    const names = [
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'color',
      'display',
      'letter-spacing',
      'text-transform',
      'border-top-style',
      'padding-top',
      'visibility',
    ];
    return [...document.querySelectorAll('[data-jms]')].map((host) =>
      [...host.shadowRoot.querySelectorAll('*')]
        .filter((element) => !element.closest('[role=tooltip], [data-testid=toast]'))
        .map((element) => `${element.localName}.${element.getAttribute('class') ?? ''} ${names.map((name) => getComputedStyle(element).getPropertyValue(name)).join(' | ')}`),
    );
  });
}

/** Waits until the check, made in the test, holds. */
async function until(check, timeoutMs = 10_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('until: the condition never held');
    await new Promise((done) => setTimeout(done, 50));
  }
}

describe('the example pages', () => {
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

  for (const [name, { path, tags }] of Object.entries(PAGES)) {
    it(`${name}, signed out: each element shows its sign-in prompt, says so, and the page stays where it is`, async () => {
      const page = await openPage(browser);
      await watch(page);
      await page.goto(`${stack.origin}${path}`);
      await allEvents(page, 'jms-auth-required', tags.length);
      assert.deepEqual((await events(page, 'jms-auth-required')).map((event) => event.tag).sort(), [...tags].sort());
      const expectedLogin = `/core/auth/login/?next=${encodeURIComponent(path)}`;
      for (const event of await events(page, 'jms-auth-required')) assert.equal(event.detail.loginUrl, expectedLogin);
      for (const tag of tags) {
        const notice = page.locator(`${tag} [data-testid=element-notice]`);
        await notice.waitFor();
        assert.ok(/Sign in/.test(await notice.textContent()), `${tag}: ${await notice.textContent()}`);
      }
      assert.equal(await page.locator('jms-site-messages button').count(), 0, 'no bell that looks like "no messages"');
      await page.waitForTimeout(500);
      assert.equal(page.url(), `${stack.origin}${path}`);
      await screenshot(page, `demo-${name}-signed-out`);
      await expectCleanPage(page, stack);
      await page.context().close();
    });
  }

  const { tags } = PAGES.soc;
  for (const order of [tags, [...tags].reverse()]) {
    it(`soc, its three elements arriving ${order.join(' then ')}: one profile, settings and site-message request, one websocket`, async () => {
      const page = await openPage(browser);
      await signIn(page, stack);
      const seen = await watch(page);
      // The modules come in the order chosen, each a little after the one before.
      for (const [index, tag] of order.entries()) {
        await page.route(`**/ui/elements/${tag}.js`, async (route) => {
          await new Promise((done) => setTimeout(done, index * 400));
          await route.continue();
        });
      }
      await page.goto(`${stack.origin}${PAGES.soc.path}`);
      await allEvents(page, 'jms-ready', order.length);
      await page.locator('jms-session-audit tbody tr[data-row-id]').first().waitFor();
      await page.locator('jms-resource-list tbody tr[data-row-id]').first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await page.evaluate(() => window.__defined), order);
      assert.equal(seen.count('/api/v1/users/profile/'), 1, seen.api.map((entry) => entry.path).join('\n'));
      assert.equal(seen.count('/api/v1/settings/public/open/'), 1);
      assert.equal(seen.count('/api/v1/settings/public/'), 1);
      assert.equal(seen.count('/api/v1/notifications/site-messages/'), 1);
      assert.deepEqual(seen.sockets, ['/ws/notifications/site-msg/']);
      await expectCleanPage(page, stack);
      await page.context().close();
    });
  }

  it('soc: a new site message reaches the bell through the websocket', async () => {
    const page = await openPage(browser);
    await signIn(page, stack);
    const seen = await watch(page);
    await page.goto(`${stack.origin}${PAGES.soc.path}`);
    // The socket's first count: the bell listens from here on.
    await until(() => seen.frames.length > 0);
    const before = JSON.parse(seen.frames[0]).unread_count;
    const bell = (count) => page.locator(`jms-site-messages button[aria-label^="Site messages: ${count ? `${count} unread` : 'No unread'}"]`);
    await bell(before).waitFor();
    const { data: me } = await api(page, 'GET', '/api/v1/users/profile/');
    const subject = `Session spike on linux-prod ${Date.now().toString(36)}`;
    const sent = await api(page, 'POST', '/api/v1/notifications/site-messages/send/', { subject, message: 'Look at the **night shift**', user_ids: [me.id] });
    assert.equal(sent.status, 200, JSON.stringify(sent.data));
    await until(() => seen.frames.some((frame) => JSON.parse(frame).unread_count === before + 1));
    await bell(before + 1).click();
    await page.locator('jms-site-messages li', { hasText: subject }).waitFor();
    await screenshot(page, 'demo-soc-bell');
    await expectCleanPage(page, stack);
    await page.context().close();
  });

  it('portal: neither its CSS framework nor a careless page’s CSS changes anything inside the elements', async () => {
    const page = await openPage(browser);
    await signIn(page, stack);
    const styles = {};
    for (const [variant, css] of Object.entries({ framework: FRAMEWORK_CSS, none: '', aggressive: `${FRAMEWORK_CSS}\n${AGGRESSIVE_CSS}` })) {
      await page.unroute('**/demo/framework.css');
      await page.route('**/demo/framework.css', (route) => route.fulfill({ contentType: 'text/css', body: css }));
      await watch(page);
      await page.goto(`${stack.origin}${PAGES.portal.path}`);
      await page.locator('jms-ticket-inbox tbody tr[data-row-id]').first().waitFor();
      await page.locator('jms-site-messages button').waitFor();
      await page.waitForLoadState('networkidle');
      styles[variant] = await insideStyles(page);
      if (variant === 'aggressive') {
        assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('header nav a')).fontSize), '22px', 'the aggressive CSS is on the page');
        assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.news table')).display), 'block');
        await screenshot(page, 'demo-portal-aggressive-css');
      }
    }
    assert.ok(
      styles.framework.every((inside) => inside.length > 5),
      'each element has content',
    );
    assert.deepEqual(styles.none, styles.framework);
    assert.deepEqual(styles.aggressive, styles.framework);
    await page.context().close();
  });
});

describe('the example portal on a second origin', () => {
  let stack;
  let demo;
  let browser;
  before(async () => {
    const port = await freePort();
    stack = await startStack({}, { allowOrigins: [`http://127.0.0.1:${port}`] });
    demo = await startDemoServer({ server: stack.origin, port });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await demo?.close();
    await stack?.close();
  });

  it('loads the elements from the console’s origin and works once the portal signs in by token', async () => {
    const page = await openPage(browser);
    const seen = await watch(page);
    await page.goto(`${demo.origin}/demo/portal.html`);
    assert.equal(page.url(), `${demo.origin}/demo/portal.html?server=${encodeURIComponent(stack.origin)}`, 'the page is told where JumpServer is');
    await allEvents(page, 'jms-auth-required', 2);
    await page.fill('input[name=username]', 'approver');
    await page.fill('input[name=password]', 'jumpserver');
    // The page's own form: the bell's prompt is a button of the same name, signing in in place.
    await page.locator('form[data-jms-sign-in]').getByRole('button', { name: 'Sign in to JumpServer' }).click();
    await page.getByText('Signed in to JumpServer as approver').waitFor();
    await allEvents(page, 'jms-ready', 2);
    const rows = page.locator('jms-ticket-inbox [role=tabpanel]:not([hidden]) tbody tr[data-row-id]');
    await rows.first().waitFor();
    const open = await rows.count();

    const first = await rows.first().getAttribute('data-row-id');
    await rows.first().locator('input[type=checkbox]').check();
    await page
      .locator('jms-ticket-inbox button')
      .filter({ hasText: /^Approve selected$/ })
      .click();
    await page.locator(`jms-ticket-inbox tbody tr[data-row-id="${first}"]`).waitFor({ state: 'detached' });
    assert.equal(await rows.count(), open - 1);
    await page.locator('jms-site-messages button[aria-label^="Site messages:"]').waitFor();

    // Everything after the sign-in goes to JumpServer's origin with the portal's token.
    const signInAt = seen.api.findIndex((entry) => entry.path === '/api/v1/authentication/auth/');
    const { token } = await (await seen.api[signInAt].request.response()).json();
    const afterSignIn = seen.api.slice(signInAt + 1).filter((entry) => entry.request.method() !== 'OPTIONS');
    assert.ok(afterSignIn.length > 3);
    for (const { path, request } of afterSignIn) {
      assert.ok(request.url().startsWith(`${stack.origin}/api/`), path);
      assert.equal((await request.allHeaders()).authorization, `Bearer ${token}`, path);
    }
    assert.ok(page.url().startsWith(`${demo.origin}/demo/portal.html`));
    await screenshot(page, 'demo-portal-second-origin');
    await expectCleanPage(page, stack);
    await page.context().close();
  });
});
