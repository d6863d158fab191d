// What the shell's end-to-end tests read from the console: it renders in
// <jms-console>'s open shadow root, which playwright's locators pierce.
import assert from 'node:assert/strict';

export const shell = (page, selector, options) => page.locator(`jms-console ${selector}`, options);

/** Waits until the console shows a page (no startup or screen skeleton left). */
export async function ready(page) {
  // Screens kept alive keep their (hidden) headers: wait for one on show.
  await shell(page, '[data-testid=page-header], [data-testid=side-menu]').filter({ visible: true }).first().waitFor();
  await page.waitForFunction(() => {
    const root = document.querySelector('jms-console')?.shadowRoot;
    if (!root) return false;
    const visible = [...root.querySelectorAll('main [data-screen]:not([hidden]), main > div')];
    return visible.length > 0 && !root.querySelector('main [data-screen]:not([hidden]) [data-testid=screen-skeleton], main > div > [data-testid=screen-skeleton]');
  });
}

/** The route in the hash: `/console/users/users`. */
export async function hashPath(page) {
  return page.evaluate(() => location.hash.replace(/^#/, '').split('?')[0]);
}

/** Goes to a console route through the hash, as a link does, and waits for the page. */
export async function go(page, path) {
  await page.evaluate((target) => {
    location.hash = target;
  }, path);
  await ready(page);
}

/** Types a console URL, as a person would in the address bar, and waits for where it lands. */
export async function typeUrl(page, path) {
  await page.evaluate((target) => {
    location.hash = target;
  }, path);
  await page.waitForTimeout(150);
  await ready(page);
  return hashPath(page);
}

/** The side menu's top-level entries, as shown. */
export async function menuEntries(page) {
  return shell(page, '[data-testid=side-menu] > ul > li > a, [data-testid=side-menu] > ul > li > button').allTextContents();
}

/** The entries of a top-bar menu, read by opening it and closing it with Escape. */
export async function menuItems(page, buttonName) {
  await shell(page, 'header').getByRole('button', { name: buttonName }).click();
  const menu = page.locator('jms-console [role=menu]:visible').last();
  await menu.waitFor();
  const items = await menu.locator('[role^=menuitem]').allTextContents();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return items;
}

/** The test ids of what the top bar shows. */
export async function topBar(page) {
  return shell(page, 'header [data-testid]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')));
}

/** The status code a forbidden or missing page shows (403/404), or null for a page. */
export async function statusCode(page) {
  const code = shell(page, 'main [data-screen]:not([hidden]) section p[aria-hidden], main > div > section p[aria-hidden]');
  return (await code.count()) ? code.first().textContent() : null;
}

export async function headerTitle(page) {
  return shell(page, 'main [data-screen]:not([hidden]) h1, main > div > [data-testid=page-header] h1').first().textContent();
}

export async function tabs(page) {
  return shell(page, '[data-testid=tags-view] [data-testid=tag] a').allTextContents();
}

/** Calls the API as the page's user, CSRF included. */
export function api(page, method, url, body) {
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

export function assertSameMembers(actual, expected, message) {
  assert.deepEqual([...actual].sort(), [...expected].sort(), message);
}

/** Submits a settings card and waits for the server's answer to its PATCH (a flash of an earlier save may still show). */
export async function saveCard(page, card, category) {
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith(`category=${category}`));
  await card.getByRole('button', { name: 'Submit' }).click();
  return (await saved).status();
}
