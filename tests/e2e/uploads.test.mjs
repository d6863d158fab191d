// Uploads through the console as an administrator does them: an applet package on the remote apps list, a
// playbook made of a .zip on the templates list, then that playbook's files renamed and deleted in its
// workspace. The archives are made here, at test time.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deflateRawSync } from 'node:zlib';
import { appletManifest, appletPackage, zipArchive } from '../helpers/zip.mjs';
import { AXE, axeViolations, expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { go, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const dialog = (page) => shell(page, 'dialog[open]');
const asFile = (name, bytes) => ({ name, mimeType: 'application/zip', buffer: Buffer.from(bytes) });

describe('uploads', () => {
  const session = signedInPage('admin', '/ui/#/settings/applets/', { prepare: (page) => page.addInitScript(AXE) });

  it('installs an applet from its package, and says what is wrong with a bad one', async () => {
    const { page, stack } = session;
    await screen(page, 'button').filter({ hasText: 'Upload' }).click();
    const upload = dialog(page);
    await upload.locator('input[type=file]').setInputFiles(asFile('notes.zip', 'not a zip'));
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.getByRole('alert').filter({ hasText: 'Invalid zip file: File is not a zip file' }).waitFor();

    await upload.locator('input[type=file]').setInputFiles(asFile('notes.zip', appletPackage('notes', appletManifest('notes'), { deflate: deflateRawSync })));
    await upload.getByText('notes.zip (1 KB) is ready to upload').waitFor();
    await screenshot(page, 'upload-applet-chosen');
    await upload.getByRole('button', { name: 'Upload' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    const row = screen(page, 'tr').filter({ hasText: 'notes' });
    await row.waitFor();
    assert.match(await row.innerText(), /Test Applet/);
    await expectCleanPage(page, stack);
  });

  it('makes a playbook of a .zip, then renames and deletes its files in the workspace', async () => {
    const { page, stack } = session;
    await go(page, '/workbench/ops/templates?activeTab=playbook');
    await screen(page, 'button[aria-haspopup=menu]').filter({ hasText: 'Create', visible: true }).click();
    await shell(page, '[role=menuitem]').filter({ hasText: 'Upload a playbook (.zip)' }).click();
    const archive = zipArchive({ 'main.yml': '- hosts: all\n  tasks: []\n', 'vars/common.yml': 'port: 22\n', 'notes.txt': 'read me\n' }, { deflate: deflateRawSync });
    await dialog(page).locator('input[type=file]').setInputFiles(asFile('site.zip', archive));
    await dialog(page).getByRole('button', { name: 'Upload' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await screen(page, 'a')
      .filter({ hasText: /^site$/ })
      .click();
    await screen(page, '[role=tab]').filter({ hasText: 'Workspace' }).click();

    const files = screen(page, 'nav');
    await files.getByRole('button', { name: 'common.yml', exact: true }).click();
    await screen(page, 'textarea').and(screen(page, ':not([disabled])')).waitFor();
    // The editor shows the file chosen once its content has come (main.yml's until then).
    const editor = screen(page, 'textarea');
    for (let tries = 0; tries < 50 && (await editor.inputValue()) !== 'port: 22\n'; tries += 1) await page.waitForTimeout(100);
    assert.equal(await editor.inputValue(), 'port: 22\n');

    await files.getByRole('button', { name: 'Rename common.yml' }).click();
    const rename = dialog(page);
    await rename.getByLabel('New name').fill('all/x.yml');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await rename.getByRole('alert').filter({ hasText: 'A name cannot contain /' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'jms-console'), [], 'the rename dialog');
    await rename.getByLabel('New name').fill('all.yml');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await files.getByRole('button', { name: 'all.yml', exact: true }).waitFor();
    // The open file followed its new name.
    await screen(page, 'label').filter({ hasText: 'vars/all.yml' }).waitFor();
    await screenshot(page, 'upload-playbook-workspace');

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'upload-playbook-workspace-phone');
    await files.getByRole('button', { name: 'Delete vars' }).click();
    assert.deepEqual(await axeViolations(page, 'jms-console'), [], 'the delete confirmation');
    await screenshot(page, 'upload-playbook-delete-phone');
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await files.getByText('vars/').waitFor({ state: 'detached' });
    await files.getByRole('button', { name: 'Delete notes.txt' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await files.getByRole('button', { name: 'notes.txt', exact: true }).waitFor({ state: 'detached' });
    assert.equal(await files.getByRole('button', { name: 'Rename main.yml' }).count(), 0, 'the entry file is kept');

    // What the workspace did is what the server holds.
    await page.reload();
    await screen(page, 'nav').getByRole('button', { name: 'main.yml', exact: true }).waitFor();
    assert.deepEqual(
      await screen(page, 'nav li')
        .allInnerTexts()
        .then((texts) => texts.map((text) => text.trim())),
      ['main.yml'],
    );
    await expectCleanPage(page, stack);
  });
});
