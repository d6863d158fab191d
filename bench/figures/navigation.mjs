// Figure 3: menu click to the next list on screen, warm, over the list routes
// of the side menu, the console's and the audit view's (25 routes).
import { launch, newPage } from '../lib/browser.mjs';
import { clickAndWaitForList } from '../lib/list-probe.mjs';
import { median } from '../lib/stats.mjs';

/** The side menu's list routes, per view: the menu only links the routes of the view it shows. */
export const LIST_ROUTE_GROUPS = [
  [
    '/console/users/users',
    '/console/users/groups',
    '/console/users/roles',
    '/console/assets/assets',
    '/console/assets/domains',
    '/console/assets/platforms',
    '/console/assets/labels',
    '/console/accounts/accounts',
    '/console/accounts/account-template',
    '/console/accounts/account-push',
    '/console/accounts/account-gather',
    '/console/accounts/account-change-secret',
    '/console/accounts/account-backup',
    '/console/perms/asset-permissions',
    '/console/perms/login-acls',
    '/console/perms/cmd-acls',
    '/console/perms/login-asset-acls',
    '/console/perms/connect-method-acls',
  ],
  [
    '/audit/sessions/sessions',
    '/audit/sessions/command',
    '/audit/sessions/ftp',
    '/audit/audits/login-logs',
    '/audit/audits/operate-logs',
    '/audit/audits/password-change-log',
    '/audit/audits/job-execution-log',
  ],
];

export const LIST_ROUTES = LIST_ROUTE_GROUPS.flat();

/** Expands every side-menu group so each item can be clicked. */
async function expandMenu(page) {
  await page.evaluate(() => {
    for (const button of window.__bench.deepQueryAll('nav button[aria-expanded="false"]')) button.click();
  });
}

export async function navigationFigures({ stack, storageState, runs }) {
  const browser = await launch();
  try {
    const { page } = await newPage(browser, { storageState });
    const measured = new Map();
    const unavailable = [];
    for (const [first, ...others] of LIST_ROUTE_GROUPS) {
      await page.goto(`${stack.url}#${first}`);
      await page.evaluate(() => window.__bench.whenFrame(() => window.__bench.visibleRows() > 0));
      // The first pass warms the caches (code, metadata); the timed passes follow. Each pass
      // ends where it started, so every route, the first included, is reached by a click.
      for (let pass = 0; pass <= runs; pass += 1) {
        for (const path of [...others, first]) {
          if (unavailable.includes(path)) continue;
          await expandMenu(page);
          const time = await clickAndWaitForList(page, `nav a[href="#${path}"]`, pass === 0 ? 4_000 : 10_000).catch(() => null);
          if (time === null) {
            if (pass === 0) unavailable.push(path);
            continue;
          }
          if (pass > 0) measured.set(path, [...(measured.get(path) ?? []), time]);
        }
      }
    }
    const perRoute = [...measured.values()].map(median);
    return [
      {
        id: 'navigation.menuToList',
        label: `Menu click to the next list on screen (${measured.size} list routes)`,
        value: median(perRoute),
        unit: 'ms',
        budget: 'menuToList',
        note: unavailable.length ? `no list on screen yet: ${unavailable.join(', ')}` : undefined,
      },
    ];
  } finally {
    await browser.close();
  }
}
