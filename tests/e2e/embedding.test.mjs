// The elements in a page of their own (tests/e2e/fixtures/portal.html: two
// bells and a console), as a portal team embeds them: one session whatever
// order the modules load in, nothing of the portal's CSS inside, a sign-in
// prompt that keeps the portal where it is, the console's routing kept to
// itself, and the same page on another origin with base-url and a token.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { portalHtml } from './fixtures/portal.mjs';
import { expectCleanPage, launchBrowser, login, openPage, screenshot, startStack } from './helpers.mjs';
import { ready, shell } from './shell-helpers.mjs';

const TAGS = ['jms-console', 'jms-site-messages'];
const PORTAL_PATH = '/portal/intranet.html';

/** Records the elements' events and the page's API requests and websockets. */
async function watch(page) {
  await page.addInitScript(() => {
    window.__jmsEvents = [];
    for (const type of ['jms-ready', 'jms-auth-required', 'jms-error', 'jms-navigate', 'jms-signed-in']) {
      document.addEventListener(type, (event) => window.__jmsEvents.push({ type, id: event.target.id, detail: event.detail }));
    }
  });
  const api = [];
  const sockets = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push({ path: `${url.pathname}${url.search}`, request });
  });
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  return { api, sockets, count: (path) => api.filter((entry) => entry.path.split('?')[0] === path).length };
}

/** Signed in through the login form, then off the console page it lands on, so nothing of it is counted. */
async function signIn(page, stack, username) {
  await login(page, stack, username);
  await page.goto('about:blank');
}

const events = (page, type) => page.evaluate((wanted) => window.__jmsEvents.filter((event) => event.type === wanted), type);

/** The portal fixture at PORTAL_PATH of the stack's origin (same origin as JumpServer): `?order=a,b&aggressive`. */
const portalPage = (query) => portalHtml({ ...(query.get('order') ? { order: query.get('order').split(',') } : {}), aggressive: query.has('aggressive') });

async function openPortal(page, stack, { order = TAGS, aggressive = false } = {}) {
  await page.goto(`${stack.origin}${PORTAL_PATH}?order=${order.join(',')}${aggressive ? '&aggressive' : ''}`);
}

/**
 * Every element shows its content: the console a page and, once that page has
 * shown (or after two seconds), its configured logo; both bells their count.
 */
async function allReady(page) {
  await page.waitForFunction(() => window.__jmsEvents.filter((event) => event.type === 'jms-ready').length === 3, undefined, { timeout: 20_000 });
  await ready(page);
  await page.locator('#console header a[href] img').first().waitFor();
  for (const bell of ['#bell', '#side-bell']) await page.locator(`${bell} button:not([disabled])`).waitFor();
}

/** The portal as the administrator sees it, every element ready; its address. */
async function adminPortal(page, stack) {
  await signIn(page, stack, 'admin');
  await watch(page);
  await openPortal(page, stack, {});
  await allReady(page);
  return page.url();
}

/** A plain link of a screen (the dashboard's count of users), as a portal visitor clicks it. */
async function openUsersFromDashboard(page) {
  await shell(page, 'main')
    .getByRole('link', { name: /^Users: \d+$/ })
    .first()
    .click();
  await shell(page, '[data-testid=page-header] h1', { hasText: 'Users' }).waitFor();
}

/** The computed styles of everything inside each element, in tree order. */
function insideStyles(page) {
  return page.evaluate(() => {
    const names = ['font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'color', 'display', 'letter-spacing', 'text-transform', 'visibility'];
    return Object.fromEntries(
      [...document.querySelectorAll('jms-console, jms-site-messages')].map((host) => [
        host.id,
        [...host.shadowRoot.querySelectorAll('*')]
          .filter((element) => !element.closest('[role=tooltip], [data-testid=toast]'))
          .map((element) => {
            const style = getComputedStyle(element);
            return `${element.localName}.${element.getAttribute('class') ?? ''} ${names.map((name) => style.getPropertyValue(name)).join(' | ')}`;
          }),
      ]),
    );
  });
}

describe('elements embedded in a portal', () => {
  let stack;
  let browser;
  before(async () => {
    stack = await startStack({}, { pages: { [PORTAL_PATH]: portalPage } });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await stack?.close();
  });

  for (const order of [TAGS, [...TAGS].reverse()]) {
    it(`share one session loaded ${order.join(' then ')}: one profile, settings and site-message request, one websocket`, async () => {
      const page = await openPage(browser);
      await signIn(page, stack, 'admin');
      const seen = await watch(page);
      await openPortal(page, stack, { order });
      await allReady(page);
      await page.waitForLoadState('networkidle');
      assert.equal(seen.count('/api/v1/users/profile/'), 1, seen.api.map((entry) => entry.path).join('\n'));
      assert.equal(seen.count('/api/v1/settings/public/open/'), 1);
      assert.equal(seen.count('/api/v1/settings/public/'), 1);
      assert.equal(seen.count('/api/v1/notifications/site-messages/'), 1);
      assert.deepEqual(seen.sockets, ['/ws/notifications/site-msg/']);
      assert.deepEqual(
        (await events(page, 'jms-ready')).map((event) => event.detail.username),
        ['admin', 'admin', 'admin'],
      );
      await expectCleanPage(page, stack);
      await page.context().close();
    });
  }

  it('share one session when the console’s module arrives after the bells started it', async () => {
    const page = await openPage(browser);
    await signIn(page, stack, 'admin');
    const seen = await watch(page);
    await openPortal(page, stack, { order: ['jms-site-messages'] });
    await page.waitForFunction(() => window.__jmsEvents.filter((event) => event.type === 'jms-ready').length === 2);
    await page.evaluate(() => import('/ui/elements/jms-console.js'));
    await allReady(page);
    await page.waitForLoadState('networkidle');
    assert.equal(seen.count('/api/v1/users/profile/'), 1, seen.api.map((entry) => entry.path).join('\n'));
    assert.equal(seen.count('/api/v1/settings/public/'), 1);
    assert.equal(seen.count('/api/v1/notifications/site-messages/'), 1);
    await page.context().close();
  });

  it('keep the console’s place, title and shortcuts to itself', async () => {
    const page = await openPage(browser);
    const address = await adminPortal(page, stack);
    assert.equal(await page.title(), 'Intranet portal');
    // The portal's --jms-color-primary wins over the server's interface theme; its ::part rule colors the bell in its bar.
    assert.equal(await shell(page, '[part~=top-bar]').evaluate((bar) => getComputedStyle(bar).backgroundColor), 'rgb(138, 90, 60)');
    assert.equal(await page.locator('#bell button').evaluate((button) => getComputedStyle(button).color), 'rgb(255, 248, 238)');
    await openUsersFromDashboard(page);
    assert.equal(page.url(), address);
    assert.equal(await page.title(), 'Intranet portal');
    assert.deepEqual(
      (await events(page, 'jms-navigate')).map((event) => event.detail.path),
      ['/console/users/users'],
    );
    const [navigation] = await events(page, 'jms-navigate');
    assert.equal(navigation.detail.href, `${stack.origin}/ui/#/console/users/users`);

    // The portal may keep the console where it is.
    await page.evaluate(() => document.addEventListener('jms-navigate', (event) => event.preventDefault(), { once: true }));
    await shell(page, '[data-testid=side-menu] a', { hasText: /^Dashboard$/ })
      .first()
      .click();
    await page.waitForTimeout(300);
    assert.equal(await shell(page, 'main [data-screen]:not([hidden]) [data-testid=page-header] h1').textContent(), 'Users');
    assert.deepEqual(
      (await events(page, 'jms-navigate')).map((event) => event.detail.path),
      ['/console/users/users', '/console/dashboard'],
    );

    // Ctrl+K belongs to the portal until focus is inside the console.
    await page.locator('header nav a').focus();
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(300);
    assert.equal(await shell(page, '[role=dialog], dialog[open]').count(), 0);
    await shell(page, '[data-testid=quick-jump-button]').focus();
    await page.keyboard.press('Control+k');
    await shell(page, 'dialog[open]').first().waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, 'portal-embedded-1440x900');
    await expectCleanPage(page, stack);
    await page.context().close();
  });

  it('keep dialogs and the site-message drawer inside the console’s box, Tab and Escape working, unless the page asks for the viewport', async () => {
    const page = await openPage(browser);
    await adminPortal(page, stack);
    const outer = await page.locator('#console').boundingBox();
    const assertInside = async (popup) => {
      const box = await popup.boundingBox();
      const inside = box.x >= outer.x && box.y >= outer.y && box.x + box.width <= outer.x + outer.width + 0.5 && box.y + box.height <= outer.y + outer.height + 0.5;
      assert.ok(inside, `${JSON.stringify(box)} outside ${JSON.stringify(outer)}`);
      assert.equal(await popup.evaluate((dialog) => dialog.matches(':modal')), false);
    };
    const focusInside = (popup) => popup.evaluate((dialog) => dialog.contains(dialog.getRootNode().activeElement));
    await openUsersFromDashboard(page);
    const exportButton = shell(page, 'main [data-screen]:not([hidden]) button[aria-label=Export]');
    await exportButton.click();
    const dialog = page.locator('#console dialog[open]');
    await assertInside(dialog);
    assert.ok(await focusInside(dialog));
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(press % 3 ? 'Tab' : 'Shift+Tab');
      assert.ok(await focusInside(dialog), `focus left the dialog after ${press + 1} presses`);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await exportButton.evaluate((button) => button.getRootNode().activeElement === button));

    await shell(page, '[part~=top-bar] [part=button]').click();
    const drawer = page.locator('#console dialog[part=drawer]');
    await assertInside(drawer);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // The portal asks for the viewport; the bell, whose box is its button, uses it by default.
    await page.locator('#console').evaluate((element) => (element.overlays = 'viewport'));
    await exportButton.click();
    assert.equal(await dialog.evaluate((opened) => opened.matches(':modal')), true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('#bell [part=button]').click();
    assert.equal(await page.locator('#bell dialog[part=drawer]').evaluate((opened) => opened.matches(':modal')), true);
    await expectCleanPage(page, stack);
    await page.context().close();
  });

  it('show nothing of the portal’s aggressive CSS inside', async () => {
    const page = await openPage(browser);
    await signIn(page, stack, 'admin');
    await watch(page);
    // The console's bell comes once its first screen is on: both pages are compared with it.
    const consoleBell = page.locator('#console [part~=top-bar] [part=button]');
    await openPortal(page, stack, {});
    await allReady(page);
    await consoleBell.waitFor();
    await page.waitForLoadState('networkidle');
    const plain = await insideStyles(page);
    await openPortal(page, stack, { aggressive: true });
    await allReady(page);
    await consoleBell.waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('header nav a')).fontSize), '22px', 'the aggressive CSS is on the page');
    const aggressive = await insideStyles(page);
    for (const id of ['bell', 'console', 'side-bell']) {
      assert.ok(plain[id].length > 5, `${id} has content`);
      assert.deepEqual(aggressive[id], plain[id], id);
    }
    await screenshot(page, 'portal-aggressive-css-1440x900');
    await page.context().close();
  });

  it('switch organization in place: the portal is not reloaded, and the list is read again in the new organization', async () => {
    const page = await openPage(browser);
    const address = await adminPortal(page, stack);
    await openUsersFromDashboard(page);
    await page.evaluate(() => {
      window.__portalState = 'kept';
    });
    const orgs = await page.evaluate(async () => (await (await fetch('/api/v1/orgs/orgs/?limit=100')).json()).results);
    const engineering = orgs.find((org) => org.name === 'Engineering');
    assert.ok(engineering, 'the demo has an Engineering organization');
    const listed = page.waitForResponse((response) => response.url().includes('/api/v1/users/users/?offset=0') && response.request().headers()['x-jms-org'] === engineering.id);

    await shell(page, '[data-testid=org-selector]').click();
    await page.locator('#console [role=menuitemradio]', { hasText: 'Engineering' }).click();
    const { results } = await (await listed).json();
    assert.ok(results.length > 0, 'Engineering has users');
    await shell(page, 'main [data-screen]:not([hidden]) table').getByText(results[0].name, { exact: true }).first().waitFor();
    assert.match(await shell(page, '[data-testid=org-selector]').textContent(), /Engineering/);
    await page.waitForTimeout(600);
    assert.equal(await page.evaluate(() => window.__portalState), 'kept', 'the portal page was not reloaded');
    assert.equal(page.url(), address);
    assert.equal(await shell(page, '[data-testid=page-header] h1', { hasText: 'Users' }).count(), 1, 'the console stays on the users list');
    for (const bell of ['#bell', '#side-bell']) await page.locator(`${bell} button:not([disabled])`).waitFor();
    await expectCleanPage(page, stack);
    await page.context().close();
  });

  it('signed out: each element shows its sign-in prompt and says so, and the portal stays where it is', async () => {
    const page = await openPage(browser);
    await watch(page);
    await openPortal(page, stack, {});
    await page.waitForFunction(() => window.__jmsEvents.filter((event) => event.type === 'jms-auth-required').length === 3);
    const required = await events(page, 'jms-auth-required');
    assert.deepEqual(required.map((event) => event.id).sort(), ['bell', 'console', 'side-bell']);
    const portal = page.url();
    const here = new URL(portal);
    const expectedLogin = `/core/auth/login/?next=${encodeURIComponent(`${here.pathname}${here.search}`)}`;
    for (const event of required) assert.equal(event.detail.loginUrl, expectedLogin);
    const card = page.locator('#console [data-testid=element-notice]');
    await card.waitFor();
    assert.equal(await card.locator('h2').textContent(), 'Sign in to JumpServer');
    assert.equal(await card.locator('a').getAttribute('href'), expectedLogin);
    for (const bell of ['#bell', '#side-bell']) {
      assert.equal(await page.locator(`${bell} a[data-testid=element-notice]`).textContent(), 'Sign in');
      assert.equal(await page.locator(`${bell} button`).count(), 0, 'no bell that looks like "no messages"');
    }
    await page.waitForTimeout(500);
    assert.equal(page.url(), portal);
    await screenshot(page, 'portal-signed-out-1440x900');

    // The prompt's link leads to the login page and back to the portal.
    await card.locator('a').click();
    await page.waitForURL(/\/core\/auth\/login\//);
    await page.fill('input[name=username]', 'admin');
    await page.fill('input[name=password]', 'jumpserver');
    await Promise.all([page.waitForURL(portal), page.click('[type=submit]')]);
    await allReady(page);
    await expectCleanPage(page, stack);
    await page.context().close();
  });
});

describe('elements embedded in a portal of another origin', () => {
  let stack;
  let browser;
  let portal;
  let portalOrigin;
  before(async () => {
    portal = createServer((request, response) => {
      if (request.url !== '/intranet.html') return response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(portalHtml({ server: stack.origin }));
    });
    await new Promise((done) => portal.listen(0, '127.0.0.1', done));
    portalOrigin = `http://127.0.0.1:${portal.address().port}`;
    stack = await startStack({}, { allowOrigins: [portalOrigin] });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await stack?.close();
    await new Promise((done) => portal?.close(done));
  });

  it('works with base-url and a token: the token’s user, no cookies, no websocket', async () => {
    const answer = await fetch(`${stack.origin}/api/v1/authentication/auth/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'jumpserver' }),
    });
    const { token } = await answer.json();
    const page = await openPage(browser);
    // The browser is signed in to JumpServer as someone else: the elements must not use that session.
    await signIn(page, stack, 'user');
    await page.addInitScript((value) => (window.portalToken = value), token);
    const seen = await watch(page);
    await page.goto(`${portalOrigin}/intranet.html`);
    await allReady(page);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      (await events(page, 'jms-ready')).map((event) => event.detail.username),
      ['admin', 'admin', 'admin'],
    );
    assert.ok(seen.api.length > 3);
    for (const { path, request } of seen.api) {
      assert.ok(request.url().startsWith(`${stack.origin}/api/`), path);
      const headers = await request.allHeaders();
      if (request.method() === 'OPTIONS') continue;
      assert.equal(headers.authorization, `Bearer ${token}`, path);
      assert.equal(headers.cookie, undefined, path);
    }
    assert.equal(seen.count('/api/v1/users/profile/'), 1);
    assert.deepEqual(seen.sockets, []);
    await page.locator('#bell button[aria-label^="Site messages:"]').waitFor();
    assert.equal(page.url(), `${portalOrigin}/intranet.html`);
    await screenshot(page, 'portal-other-origin-1440x900');
    assert.deepEqual(page.problems.errors, []);
    await page.context().close();
  });
  it('the bell signs in in place: its “Sign in” opens the token form over the page, and every element is signed in on the portal', async () => {
    const page = await openPage(browser);
    const seen = await watch(page);
    await page.goto(`${portalOrigin}/intranet.html`);
    const prompt = page.locator('#bell [part=notice]');
    await prompt.click();
    const dialog = page.locator('#bell dialog[open]');
    assert.equal(await dialog.evaluate((opened) => opened.matches(':modal')), true);
    await dialog.getByLabel('Username').fill('admin');
    await dialog.getByLabel('Password').fill('jumpserver');
    await dialog.getByRole('button', { name: 'Sign in' }).press('Enter');
    await allReady(page);
    await dialog.waitFor({ state: 'detached' });
    assert.equal(page.url(), `${portalOrigin}/intranet.html`);
    const [signedIn] = await events(page, 'jms-signed-in');
    assert.equal(signedIn.id, 'bell');
    assert.equal(signedIn.detail.username, 'admin');
    const profile = seen.api.findLast((entry) => entry.path === '/api/v1/users/profile/');
    assert.equal((await profile.request.allHeaders()).authorization, `Bearer ${signedIn.detail.token}`);
    assert.deepEqual(page.problems.errors, []);
    await page.context().close();
  });
});
