// The profile's Authentication card beside the official one, in the browser
// alone: with WeCom, DingTalk and Feishu turned on through the settings API,
// the SSH key reset downloads <user>-jumpserver.pem from the server page and
// the profile then shows the new key; a WeCom id the test stored is unbound
// (after the silent relogin check), as the API then says; Bind leads to the
// service's QR page, whose link comes back to the profile.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { storeUserColumn } from '../helpers/backend-data.mjs';
import { expectCleanPage, signedInPage } from './helpers.mjs';
import { api, hashPath, ready, shell } from './shell-helpers.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'jms-e2e-bindings-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const card = (page) => shell(page, 'main [data-screen]:not([hidden]) section[aria-label="Authentication"]');
const dialog = (page) => shell(page, 'dialog[open]').last();
const profile = async (page) => (await api(page, 'GET', '/api/v1/users/profile/')).data;

describe('the profile’s bindings and key reset in the browser', () => {
  const session = signedInPage('admin', '/ui/#/profile/info', { backendOptions: { dataDir } });

  before(async () => {
    const { page } = session;
    for (const [category, values] of Object.entries({
      wecom: { AUTH_WECOM: true },
      dingtalk: { AUTH_DINGTALK: true },
      feishu: { AUTH_FEISHU: true },
      terminal: { TERMINAL_PUBLIC_KEY_AUTH: true },
    })) {
      const { status, data } = await api(page, 'PATCH', `/api/v1/settings/setting/?category=${category}`, values);
      assert.equal(status, 200, JSON.stringify(data));
    }
    // What WeCom's QR login would have stored: no API writes these ids.
    storeUserColumn(dataDir, 'admin', 'wecom_id', 'wecom-admin');
    // The public settings are read when the console starts.
    await page.reload();
    await ready(page);
  });

  it('resets the SSH key: the server page answers admin-jumpserver.pem and the profile shows the new key', async () => {
    const { page } = session;
    const before = (await profile(page)).public_key_hash_md5;
    await card(page)
      .getByRole('button', { name: /Reset the SSH key and download it/ })
      .click();
    const downloading = page.waitForEvent('download');
    await dialog(page).getByRole('button', { name: 'Reset', exact: true }).click();
    const download = await downloading;
    assert.equal(new URL(download.url()).pathname, '/core/auth/profile/pubkey/generate/');
    assert.equal(download.suggestedFilename(), 'admin-jumpserver.pem');
    const now = await profile(page);
    assert.equal(now.public_key_comment, 'admin@jumpserver');
    assert.notEqual(now.public_key_hash_md5, before);
  });

  it('unbinds the WeCom account the test stored, which the API then shows unbound, and offers to bind it again', async () => {
    const { page, stack } = session;
    assert.equal((await profile(page)).wecom_id, 'wecom-admin');
    await card(page).getByRole('button', { name: 'WeCom Unbind' }).click();
    await dialog(page).getByRole('button', { name: 'Unbind', exact: true }).click();
    await card(page).getByRole('button', { name: 'WeCom Bind' }).waitFor();
    assert.equal((await profile(page)).wecom_id, null);
    await expectCleanPage(page, stack);
  });

  it('binds DingTalk on the server’s QR page, whose link comes back to the profile', async () => {
    const { page } = session;
    await card(page).getByRole('button', { name: 'DingTalk Bind' }).click();
    await page.waitForURL((url) => url.pathname === '/core/auth/dingtalk/qr/bind/');
    assert.equal(new URL(page.url()).searchParams.get('redirect_url'), '/ui/#/profile/info');
    await page.getByText('cannot be reached from the development backend').waitFor();
    await page.getByRole('link', { name: 'Return' }).click();
    await ready(page);
    assert.equal(await hashPath(page), '/profile/info');
    await card(page).getByRole('button', { name: 'Feishu Bind' }).waitFor();
  });
});
