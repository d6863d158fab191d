// The host page and one element, end to end: served under a strict CSP with no
// violation, logged in through the real form, the unread count from the API
// and then from the websocket push, on the console and on a blank page alone.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectCleanPage, launchBrowser, login, openPage, screenshot, startStack } from './helpers.mjs';

const bell = (page) => page.getByRole('button', { name: /^Site messages:/ });

/** The bell's badge text (locators pierce the shadow roots), or null when it is hidden. */
async function badge(page) {
  const locator = bell(page).locator('[data-testid=unread-badge]');
  return (await locator.count()) ? locator.textContent() : null;
}

const badgeFor = (count) => (count > 99 ? '99+' : count ? String(count) : null);

/** Calls the API from the page, as the logged-in user, with the CSRF token. */
function api(page, method, url, body) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = document.cookie.match(/(?:^|; )jms_csrftoken=([^;]*)/)?.[1] ?? '';
      const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(token) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, data: await response.json().catch(() => null) };
    },
    { method, url, body },
  );
}

describe('the host page', () => {
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

  it('is served with a strict Content-Security-Policy', async () => {
    const response = await fetch(stack.url);
    assert.equal(response.status, 200);
    const policy = response.headers.get('content-security-policy');
    // WebAssembly may compile (the session player's terminal); JavaScript may not be evaluated.
    assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    assert.match(policy, /style-src 'self'(;|$)/);
    assert.doesNotMatch(policy, /'unsafe-inline'|'unsafe-eval'/);
    assert.match(policy, /object-src 'none'/);
    const html = await response.text();
    // A JSON data block (the chunk graph) is data the browser never runs; any other script comes from a file.
    assert.doesNotMatch(html, /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/, 'no inline script');
    assert.match(html, /<script type="application\/json" id="jms-chunk-graph">\{/);
    assert.doesNotMatch(html, /\sstyle=|<style/, 'no inline style');
  });

  it('serves content-hashed assets as immutable and the page as no-cache', async () => {
    const html = await (await fetch(stack.url)).text();
    const asset = /src="(assets\/[^"]+\.js)"/.exec(html)[1];
    assert.match(asset, /-[A-Za-z0-9_-]{8,}\.js$/);
    assert.match((await fetch(`${stack.url}${asset}`)).headers.get('cache-control'), /immutable/);
    assert.equal((await fetch(stack.url)).headers.get('cache-control'), 'no-cache');
  });

  it('shows the console with the live unread count after login, and no CSP violation', async () => {
    const page = await openPage(browser);
    await page.goto(stack.url);
    await page.waitForURL(/\/core\/auth\/login\//);
    await login(page, stack, 'admin');
    await page
      .locator('button:not([disabled])', { has: page.locator('svg') })
      .and(bell(page))
      .waitFor();
    const unread = await api(page, 'GET', '/api/v1/notifications/site-messages/?offset=0&limit=15&has_read=false');
    assert.equal(unread.status, 200);
    const expected = unread.data.count;
    assert.equal(await badge(page), badgeFor(expected));

    const me = await api(page, 'GET', '/api/v1/users/profile/');
    const sent = await api(page, 'POST', '/api/v1/notifications/site-messages/send/', {
      subject: 'Maintenance tonight',
      message: 'The bastion restarts at 23:00.',
      user_ids: [me.data.id],
      is_broadcast: false,
    });
    assert.ok(sent.status < 300, `sending a site message answered ${sent.status}`);
    // No reload: the websocket push brings the new count.
    await bell(page)
      .locator('[data-testid=unread-badge]', { hasText: new RegExp(`^${badgeFor(expected + 1).replace('+', '\\+')}$`) })
      .waitFor();
    await screenshot(page, 'host-page-1440x900');
    await expectCleanPage(page, stack);
    await page.context().close();
  });

  it('runs an element alone on a blank page, sharing the session and sending its event', async () => {
    const page = await openPage(browser);
    await login(page, stack, 'admin', { next: '/ui/elements/jms-site-messages.html' });
    const button = page.locator('jms-site-messages button:not([disabled])');
    await button.waitFor();
    const detail = page.evaluate(() => new Promise((resolve) => document.addEventListener('jms-site-messages-open', (event) => resolve(event.detail), { once: true })));
    await button.focus();
    await page.keyboard.press('Enter');
    const { unreadCount } = await detail;
    assert.equal(typeof unreadCount, 'number');
    assert.equal(await badge(page), badgeFor(unreadCount));
    await expectCleanPage(page, stack);
    await page.context().close();
  });

  it('preloads a lazy chunk’s imports from the chunk graph on the host page, and leaves an element alone without the preloader', async () => {
    const page = await openPage(browser);
    await login(page, stack, 'admin');
    await bell(page).waitFor();
    const preloaded = await page.evaluate(() => {
      const graph = JSON.parse(document.getElementById('jms-chunk-graph').textContent);
      const base = new URL('assets/', location.href).href;
      const requested = new Set([...document.querySelectorAll('link[rel=modulepreload], script[src]')].map((element) => element.href || element.src));
      const lazy = Object.keys(graph.imports).find((index) => graph.imports[index].some((file) => !requested.has(new URL(graph.files[file], base).href)));
      const wanted = graph.imports[lazy].map((file) => new URL(graph.files[file], base).href).filter((href) => !requested.has(href));
      globalThis.__jmsPreload(base, `./${graph.files[lazy]}`);
      const links = new Set([...document.querySelectorAll('link[rel=modulepreload]')].map((link) => link.href));
      return wanted.length > 0 && wanted.every((href) => links.has(href));
    });
    assert.equal(preloaded, true);
    await page.goto(`${stack.url}elements/jms-site-messages.html`);
    await page.locator('jms-site-messages button:not([disabled])').waitFor();
    assert.equal(await page.evaluate(() => typeof globalThis.__jmsPreload), 'undefined');
    await page.context().close();
  });

  it('keeps an embedding page where it is when nobody is logged in, offering to sign in', async () => {
    const page = await openPage(browser);
    await page.goto(`${stack.url}elements/jms-site-messages.html`);
    const signIn = page.locator('jms-site-messages a[data-testid=element-notice]');
    await signIn.waitFor();
    assert.equal(await signIn.getAttribute('href'), `/core/auth/login/?next=${encodeURIComponent('/ui/elements/jms-site-messages.html')}`);
    await page.waitForTimeout(300);
    assert.match(page.url(), /\/ui\/elements\/jms-site-messages\.html$/);
    await expectCleanPage(page, stack);
    await page.context().close();
  });
});
