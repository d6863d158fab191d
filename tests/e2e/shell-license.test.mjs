// The edition and the license as the frame shows them, one short stack per
// state (backendOptions { edition, license }): the license banner, the footer,
// the organization selector, licensed routes and shortcuts; debug mode's SQL
// counter in place of the banners; and the password banner.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectCleanPage, launchBrowser, login, openPage, startStack } from './helpers.mjs';
import { api, menuItems, ready, shell, topBar, typeUrl } from './shell-helpers.mjs';

const BANNER = 'main [data-screen]:not([hidden]) [data-testid=banner]';
const banners = (page) => shell(page, BANNER).allTextContents();
/** The banners once one shows: a banner's code loads only when it has something to say. */
async function shownBanners(page) {
  await shell(page, BANNER).first().waitFor();
  return banners(page);
}
const footer = (page) => shell(page, '[data-testid=footer]').textContent();

async function adminConsole(browser, backendOptions, check) {
  const stack = await startStack(backendOptions);
  const page = await openPage(browser);
  try {
    await login(page, stack, 'admin');
    await ready(page);
    // The license detail arrives after the page: give it its request.
    // What decorates the frame (the logo image, the license detail) follows the screen's data.
    await shell(page, 'a[href="#/"] img').waitFor();
    await page.waitForLoadState('networkidle');
    await check(page, stack);
    await expectCleanPage(page, stack);
  } finally {
    await page.context().close();
    await stack.close();
  }
}

/** The primary color and its disabled variant as the console paints them (the default theme's disabled one is a color-mix of the tokens). */
function themeColors(page) {
  return page.evaluate(() => {
    const hex = (variable) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${variable})`;
      document.querySelector('jms-console').shadowRoot.append(probe);
      // rgb(18, 124, 102), or color(srgb 0.4 0.67 0.61) for a color-mix.
      const color = getComputedStyle(probe).color;
      probe.remove();
      const scale = color.startsWith('color(') ? 255 : 1;
      const channels = color.match(/[\d.]+/g).slice(0, 3);
      return `#${channels
        .map((channel) =>
          Math.round(Number(channel) * scale)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
    };
    return { primary: hex('--jms-color-primary'), disabled: hex('--jms-color-primary-disabled') };
  });
}

async function usersGroupEntries(page) {
  const group = shell(page, '[data-testid=side-menu] button', { hasText: 'Users' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  return shell(page, `[data-testid=side-menu] #${await group.getAttribute('aria-controls')} a`).allTextContents();
}

describe('the edition and the license', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('valid: no banner, the licensee in the footer, organizations and licensed routes', async () => {
    await adminConsole(browser, { edition: 'extended', license: 'valid' }, async (page) => {
      assert.deepEqual(await banners(page), []);
      assert.match(await footer(page), /^JumpServer Console v\d+\.\d+\.\d+Demo Corporation Ltd\.$/);
      assert.ok((await topBar(page)).includes('org-selector'));
      assert.ok((await topBar(page)).includes('ticket-shortcut'));
      assert.deepEqual(await usersGroupEntries(page), ['Users', 'User groups', 'Roles']);
      assert.ok(!(await menuItems(page, /^Help/)).includes('Enterprise edition'));
      // The interface settings: colors on the host element (kept for the next start) and the
      // favicon, which waits for the screen's data (at most 2 s).
      await page.waitForFunction(() => document.querySelector('link[rel~=icon]')?.getAttribute('href') !== 'data:,');
      const theme = {
        ...(await themeColors(page)),
        ...(await page.evaluate(() => ({
          stored: JSON.parse(localStorage.getItem('themeColors') ?? 'null'),
          favicon: document.querySelector('link[rel~=icon]').getAttribute('href'),
        }))),
      };
      const settings = await api(page, 'GET', '/api/v1/settings/public/');
      // The dev backend sends no theme colors (theme_info is {}): the defaults apply, made readable (white on it 4.5:1 and more).
      assert.deepEqual(settings.data.INTERFACE.theme_info, {});
      assert.deepEqual(theme, {
        primary: '#127c66',
        disabled: '#65aa9c',
        stored: { primary: '#1ab394', info: '#1c84c6', success: '#2793d7', warning: '#f8ac59', danger: '#ed5565' },
        favicon: settings.data.INTERFACE.favicon,
      });
      // Another theme: its colors apply on the next start, the disabled one a 35% mix with white.
      const patched = await api(page, 'PATCH', '/api/v1/xpack/interface/setting/', { THEME: 'tech_blue' });
      assert.equal(patched.status, 200);
      await page.reload();
      await ready(page);
      const colors = await themeColors(page);
      // tech_blue's #1f6fd1 (4.9:1 under white) a shade darker, its disabled variant from that.
      assert.deepEqual(colors, { primary: '#1e6ccb', disabled: '#6d9fdd' });
    });
  });

  it('expiring: the warning with the expiry date', async () => {
    await adminConsole(browser, { edition: 'extended', license: 'expiring' }, async (page) => {
      const expires = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      assert.deepEqual(await shownBanners(page), [`License will expire at ${expires}Manage license`]);
      assert.equal(await shell(page, 'main [data-screen]:not([hidden]) [data-testid=banner]').getAttribute('role'), 'status');
      assert.ok((await topBar(page)).includes('org-selector'), 'still licensed');
      await shell(page, 'main [data-screen]:not([hidden]) [data-testid=banner] a').click();
      await page.waitForFunction(() => location.hash === '#/settings/license');
    });
  });

  it('expired: the alert, GPLv3, and everything licensed gone', async () => {
    await adminConsole(browser, { edition: 'extended', license: 'expired' }, async (page) => {
      assert.deepEqual(await shownBanners(page), ['License expiredManage license']);
      assert.equal(await shell(page, 'main [data-screen]:not([hidden]) [data-testid=banner]').getAttribute('role'), 'alert');
      assert.match(await footer(page), /GPLv3$/);
      const bar = await topBar(page);
      assert.ok(!bar.includes('org-selector'), 'no organization selector');
      assert.ok(!bar.includes('ticket-shortcut'), 'no tickets');
      assert.deepEqual(await usersGroupEntries(page), ['Users', 'User groups']);
      assert.ok((await menuItems(page, /^Help/)).includes('Enterprise edition'));
      assert.equal(await typeUrl(page, '/console/users/roles'), '/404', 'licensed routes are not there');
      assert.equal(await typeUrl(page, '/tickets/my-tickets'), '/404', 'nor the tickets view');
    });
  });

  it('none: no license to warn about, GPLv3', async () => {
    await adminConsole(browser, { edition: 'extended', license: 'none' }, async (page) => {
      assert.deepEqual(await banners(page), []);
      assert.match(await footer(page), /GPLv3$/);
      assert.ok(!(await topBar(page)).includes('org-selector'));
    });
  });

  it('community edition: no license request, no organizations, no licensed routes', async () => {
    await adminConsole(browser, { edition: 'community' }, async (page) => {
      assert.deepEqual(await banners(page), []);
      assert.match(await footer(page), /GPLv3$/);
      assert.ok(!(await topBar(page)).includes('org-selector'));
      assert.deepEqual(await usersGroupEntries(page), ['Users', 'User groups']);
      assert.equal(await typeUrl(page, '/settings/orgs'), '/404');
    });
  });

  it('debug mode shows the SQL counter instead of the banners', async () => {
    await adminConsole(browser, { edition: 'extended', license: 'expiring', debugSql: true }, async (page) => {
      await typeUrl(page, '/console/users/users');
      const counter = shell(page, 'main [data-screen]:not([hidden]) [data-testid=sql-counter]');
      await counter.waitFor();
      await counter.locator('summary').click();
      assert.ok((await counter.locator('li code').allTextContents()).includes('/api/v1/users/users/'));
      assert.deepEqual(await banners(page), []);
    });
  });

  it('warns a local user whose password expires within 5 days, and when it has expired', async () => {
    await adminConsole(browser, { edition: 'extended', license: 'valid' }, async (page) => {
      const me = await api(page, 'GET', '/api/v1/users/profile/');
      const [date] = me.data.date_password_last_updated.split(' ');
      const age = Math.floor((Date.now() - Date.parse(date.replaceAll('/', '-'))) / 86_400_000);
      const saved = await api(page, 'PATCH', '/api/v1/settings/setting/?category=security', { SECURITY_PASSWORD_EXPIRATION_TIME: age + 3 });
      assert.equal(saved.status, 200);
      await page.reload();
      await ready(page);
      const [warning] = await shownBanners(page);
      assert.match(warning, /^The password will expire in [34] days\. Please change your password as soon as possibleChange password$/);
      await api(page, 'PATCH', '/api/v1/settings/setting/?category=security', { SECURITY_PASSWORD_EXPIRATION_TIME: Math.max(1, age - 1) });
      await page.reload();
      await ready(page);
      assert.deepEqual(await shownBanners(page), ['Password expiredChange password']);
    });
  });
});
