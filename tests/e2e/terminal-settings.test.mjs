// The components page end to end: a replay storage made with its type's form,
// then its connection tested against an S3-compatible endpoint on this machine
// (the backend really writes and deletes an object there), and made the default.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startS3Endpoint } from '../helpers/s3-endpoint.mjs';
import { expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { api, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const field = (page, name) => screen(page, `[data-field="${name}"]`);
const toast = (page, text) => shell(page, '[data-testid=toast]').filter({ hasText: text });
const name = `e2e-replays-${Date.now().toString(36)}`;

describe('replay storages', () => {
  const session = signedInPage('admin', '/ui/#/settings/terminal/?activeTab=ReplayStorage');
  let s3;
  before(async () => {
    s3 = await startS3Endpoint({ bucket: 'jms-replays', accessKey: 'AKIAE2E', secretKey: 'e2e-secret-key' });
  });
  after(() => s3?.close());

  const storageRow = (page) => screen(page, 'tbody tr[data-row-id]').filter({ hasText: name });

  it('creates an S3 storage with its own settings; the secret is sent encrypted and never shown again', async () => {
    const { page, stack } = session;
    await screen(page, 'button')
      .filter({ hasText: /^Create/ })
      .click();
    await shell(page, '[role=menuitem]').filter({ hasText: /^S3$/ }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/settings/terminal/replay-storage/create?type=s3'));
    await field(page, 'name').locator('input').fill(name);
    assert.equal(await field(page, 'type').locator('select').isDisabled(), true, 'the type is the one chosen');
    await field(page, 'meta.BUCKET').locator('input').fill('jms-replays');
    await field(page, 'meta.ACCESS_KEY').locator('input').fill('AKIAE2E');
    await field(page, 'meta.SECRET_KEY').locator('input').fill('e2e-secret-key');
    // A path after the host is refused by the server, on the field it belongs to.
    await field(page, 'meta.ENDPOINT').locator('input').fill(`${s3.url}/jms`);
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.method() === 'POST' && sent.url().includes('/api/v1/terminal/replay-storages/?type=s3')),
      screen(page, 'button[type=submit]').click(),
    ]);
    const body = request.postDataJSON();
    assert.match(body.meta.SECRET_KEY, /^[^:]+:[^:]+$/, 'encryptedKey:encryptedValue');
    assert.notEqual(body.meta.SECRET_KEY, 'e2e-secret-key');
    await field(page, 'meta.ENDPOINT').getByText('Endpoint invalid: remove path `/jms`').waitFor();
    await screenshot(page, 'replay-storage-form-1440x900');

    await field(page, 'meta.ENDPOINT').locator('input').fill(s3.url);
    await screen(page, 'button[type=submit]').click();
    await page.waitForFunction(
      () => location.hash.startsWith('#/settings/terminal/?activeTab=ReplayStorage') || location.hash.startsWith('#/settings/terminal?activeTab=ReplayStorage'),
    );
    await storageRow(page).waitFor();
    const [stored] = (await api(page, 'GET', `/api/v1/terminal/replay-storages/?name=${name}`)).data;
    assert.deepEqual(stored.meta, { BUCKET: 'jms-replays', ACCESS_KEY: 'AKIAE2E', ENDPOINT: s3.url });
    await expectCleanPage(page, stack);
  });

  it('tests the connection: an object is written to the bucket and deleted, and the page says it worked', async () => {
    const { page, stack } = session;
    s3.requests.length = 0;
    await storageRow(page).getByRole('button', { name: 'More' }).click();
    await shell(page, '[role=menuitem]')
      .filter({ hasText: /^Test connection$/ })
      .click();
    await toast(page, 'Test successful').waitFor();
    assert.deepEqual(s3.requests, [
      { method: 'PUT', path: '/jms-replays/tests.py' },
      { method: 'DELETE', path: '/jms-replays/tests.py' },
    ]);
    await screenshot(page, 'replay-storage-tested-1440x900');
    await expectCleanPage(page, stack);
  });

  it('says why a test fails: a wrong secret typed on the update form is refused by the storage', async () => {
    const { page, stack } = session;
    await storageRow(page).getByRole('button', { name: 'Update' }).click();
    await page.waitForFunction(() => /#\/settings\/terminal\/replay-storage\/[^/]+\/update\?type=s3/.test(location.hash));
    assert.equal(await field(page, 'meta.BUCKET').locator('input').inputValue(), 'jms-replays');
    assert.equal(await field(page, 'meta.SECRET_KEY').locator('input').inputValue(), '', 'a saved secret is never filled in');
    await field(page, 'meta.SECRET_KEY').locator('input').fill('not-the-secret');
    await screen(page, 'button[type=submit]').click();
    await storageRow(page).waitFor();
    await storageRow(page).getByRole('button', { name: 'More' }).click();
    await shell(page, '[role=menuitem]')
      .filter({ hasText: /^Test connection$/ })
      .click();
    await toast(page, 'Test failure: HTTP 403 SignatureDoesNotMatch').waitFor();
    await expectCleanPage(page, stack);
  });

  it('makes it the default storage: the only one', async () => {
    const { page, stack } = session;
    await storageRow(page).getByRole('button', { name: 'More' }).click();
    await shell(page, '[role=menuitem]')
      .filter({ hasText: /^Set as default$/ })
      .click();
    await toast(page, `${name} is now the default storage`).waitFor();
    const defaults = (await api(page, 'GET', '/api/v1/terminal/replay-storages/?is_default=true')).data;
    assert.deepEqual(
      defaults.map((storage) => storage.name),
      [name],
    );
    await expectCleanPage(page, stack);
  });
});
