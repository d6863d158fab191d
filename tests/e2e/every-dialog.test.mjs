// Every kind of dialog and drawer the console opens, at 1440x900 and at 390x844,
// as the super administrator: axe-core (colour contrast included) finds no
// violation in the console while it is open, and Escape closes it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axePage, axeViolations, expectCleanPage, stackAndBrowser } from './helpers.mjs';
import { go, shell } from './shell-helpers.mjs';

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const button = (page, name) => screen(page, '').getByRole('button', { name, exact: true }).first();
const firstRow = (page) => screen(page, 'tbody tr[data-row-id]').first();

/** How each dialog is opened: a route, then what a person clicks. */
const DIALOGS = {
  'list columns': ['/console/users/users', (page) => button(page, 'Columns').click()],
  'list import': ['/console/users/users', (page) => button(page, 'Import').click()],
  'list export': ['/console/users/users', (page) => button(page, 'Export').click()],
  'delete confirmation': [
    '/console/assets/assets',
    async (page) => {
      // An asset's row shows Update; Duplicate, Test and Delete wait under More, as in the official console.
      await firstRow(page).getByRole('button', { name: 'More' }).click();
      await shell(page, '[role=menu][data-open] [role=menuitem]')
        .filter({ hasText: /^Delete$/ })
        .click();
    },
  ],
  'bulk update': [
    '/console/users/users',
    async (page) => {
      await firstRow(page).getByRole('checkbox').check();
      await screen(page, '')
        .getByRole('button', { name: /^Bulk actions/ })
        .click();
      await shell(page, '[role=menuitem]').filter({ hasText: 'Update selected' }).click();
    },
  ],
  'platform chooser': [
    '/console/assets/assets',
    async (page) => {
      await button(page, 'Create').click();
      await shell(page, '[role=menu][data-open] [role=menuitem]')
        .filter({ hasText: /^Create host$/ })
        .click();
    },
  ],
  'account form': ['/console/accounts/accounts', (page) => button(page, 'Create').click()],
  'identity check before a secret': ['/console/accounts/accounts', (page) => firstRow(page).getByRole('button', { name: 'View secret' }).click()],
  'new access key': ['/profile/api-keys', (page) => button(page, 'Create').click()],
  'applet upload': ['/settings/applets/', (page) => button(page, 'Upload').click()],
  'playbook upload': [
    '/workbench/ops/templates?activeTab=playbook',
    async (page) => {
      await screen(page, 'button[aria-haspopup=menu]').filter({ hasText: 'Create', visible: true }).click();
      await shell(page, '[role=menu][data-open] [role=menuitem]').filter({ hasText: 'Upload a playbook (.zip)' }).click();
    },
  ],
  'quick jump': ['/console/users/users', (page) => page.keyboard.press('Control+k')],
  'site messages': [
    '/console/users/users',
    (page) =>
      shell(page, 'header')
        .getByRole('button', { name: /^Site messages/ })
        .click(),
  ],
};

describe('every kind of dialog', () => {
  const session = stackAndBrowser();

  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width}x${viewport.height}: no accessibility violation while open, and Escape closes it`, async () => {
      const { stack } = session;
      const page = await axePage(session, viewport);
      const violations = [];
      const stuck = [];
      for (const [name, [path, open]] of Object.entries(DIALOGS)) {
        const dialog = shell(page, 'dialog[open], [role=dialog]').filter({ visible: true }).last();
        try {
          await go(page, path);
          await firstRow(page)
            .waitFor()
            .catch(() => undefined);
          await open(page);
          await dialog.waitFor();
        } catch (error) {
          throw new Error(`The ${name} dialog did not open: ${error.message}`, { cause: error });
        }
        // axe reads the dialog once what it loads has come, not its skeleton.
        await dialog.locator('[aria-busy=true]').first().waitFor({ state: 'detached' });
        for (const found of await axeViolations(page, 'jms-console')) violations.push(`${name}: ${found}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden', timeout: 3000 }).catch(() => stuck.push(name));
      }
      assert.deepEqual(violations, []);
      assert.deepEqual(stuck, []);
      await expectCleanPage(page, stack);
      await page.context().close();
    });
  }
});
