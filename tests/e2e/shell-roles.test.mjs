// Each demo role sees exactly the views, menus and shortcuts its permissions
// allow (extended edition, valid license), and cannot reach by typing a URL a
// route it may not see: another view sends it to its own, a missing
// permission shows 403.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectCleanPage, launchBrowser, login, openPage, startStack } from './helpers.mjs';
import { hashPath, menuEntries, menuItems, ready, statusCode, topBar, typeUrl } from './shell-helpers.mjs';

const ROLES = {
  admin: {
    lands: '/console/dashboard',
    views: ['Console', 'Audit', 'Workbench'],
    menu: ['Dashboard', 'Users', 'Assets', 'Accounts', 'Permissions'],
    bar: ['menu-toggle', 'org-selector', 'quick-jump-button', 'ticket-shortcut', 'web-terminal', 'settings-shortcut', 'language-menu', 'account-menu'],
    orgMenu: ['GLOBAL', 'DEFAULT', 'Engineering', 'Finance', 'Create organization', 'Organizations'],
    reachable: ['/settings/basic', '/console/users/roles/create', '/audit/online-user-session'],
    blocked: {},
  },
  orgadmin: {
    lands: '/console/dashboard',
    views: ['Console', 'Audit', 'Workbench'],
    menu: ['Dashboard', 'Users', 'Assets', 'Accounts', 'Permissions'],
    bar: ['menu-toggle', 'org-selector', 'quick-jump-button', 'ticket-shortcut', 'web-terminal', 'language-menu', 'account-menu'],
    orgMenu: ['DEFAULT', 'Engineering'],
    reachable: ['/console/users/users/create', '/audit/sessions/sessions'],
    blocked: { '/settings/basic': '/console/dashboard', '/settings/license': '/console/dashboard', '/console/users/roles/create': '403', '/tickets/flow': '403' },
  },
  auditor: {
    lands: '/audit/dashboard',
    views: ['Audit', 'Workbench'],
    menu: ['Dashboard', 'Online users', 'Sessions', 'Logs'],
    bar: ['menu-toggle', 'org-selector', 'quick-jump-button', 'ticket-shortcut', 'web-terminal', 'language-menu', 'account-menu'],
    orgMenu: ['DEFAULT', 'Engineering'],
    reachable: ['/audit/sessions/sessions', '/audit/audits/login-logs'],
    blocked: { '/console/users/users': '/audit/dashboard', '/settings/basic': '/audit/dashboard', '/tickets/flow/create': '403' },
  },
  user: {
    lands: '/workbench/home',
    views: ['Workbench'],
    menu: ['Overview', 'My assets', 'Web terminal', 'File manager', 'Job center'],
    bar: ['menu-toggle', 'org-selector', 'quick-jump-button', 'ticket-shortcut', 'web-terminal', 'language-menu', 'account-menu'],
    orgMenu: ['All organizations', 'DEFAULT', 'Engineering'],
    reachable: ['/workbench/assets', '/workbench/ops/job/create', '/profile/api-keys', '/tickets/my-tickets'],
    blocked: { '/console/dashboard': '/workbench/home', '/audit/sessions/sessions': '/workbench/home', '/settings/basic': '/workbench/home', '/tickets/flow': '403' },
  },
  approver: {
    lands: '/workbench/home',
    views: ['Workbench'],
    menu: ['Overview', 'My assets', 'Web terminal', 'File manager', 'Job center'],
    bar: ['menu-toggle', 'org-selector', 'quick-jump-button', 'ticket-shortcut', 'web-terminal', 'language-menu', 'account-menu'],
    orgMenu: ['All organizations', 'DEFAULT', 'Engineering'],
    reachable: ['/tickets/assigned-tickets', '/workbench/assets'],
    blocked: { '/console/users/users/create': '/workbench/home', '/audit/dashboard': '/workbench/home', '/tickets/flow/create': '403' },
  },
};

describe('what each role sees', () => {
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

  for (const [username, expected] of Object.entries(ROLES)) {
    it(`${username}: views, menu, shortcuts and typed URLs`, async () => {
      const page = await openPage(browser);
      try {
        await login(page, stack, username);
        await ready(page);
        assert.equal(await hashPath(page), expected.lands, 'landing page');
        assert.deepEqual(await menuEntries(page), expected.menu, 'side menu');
        assert.deepEqual(
          (await topBar(page)).filter((id) => id !== 'unread-badge'),
          expected.bar,
          'top bar',
        );
        assert.deepEqual(await menuItems(page, /^View/), expected.views, 'view switcher');
        assert.deepEqual(await menuItems(page, /^Organization/), expected.orgMenu, 'organization selector');

        for (const path of expected.reachable) {
          assert.equal(await typeUrl(page, path), path, `${path} is reachable`);
          assert.equal(await statusCode(page), null, `${path} shows its page`);
        }
        for (const [path, outcome] of Object.entries(expected.blocked)) {
          const landed = await typeUrl(page, path);
          if (outcome === '403') {
            assert.equal(landed, path, `${path} keeps its URL`);
            assert.equal(await statusCode(page), '403', `${path} is forbidden`);
          } else {
            assert.equal(landed, outcome, `${path} is not reachable`);
          }
        }
        await expectCleanPage(page, stack);
      } finally {
        await page.context().close();
      }
    });
  }
});
