// Cloud accounts (extended edition): each provider's own credentials under
// attrs, secrets write-only and kept when an update leaves them out.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openDatabase } from '../../server/db/database.mjs';
import { encryptSecret, inOrg, startBackend } from './helpers.mjs';

const URL = '/api/v1/xpack/cloud/accounts/';
let server;
let admin;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
});
after(() => server.close());

const secret = (value) => encryptSecret(value, admin.cookies.get('jms_public_key'));

test('OPTIONS ?provider= shows that provider’s credentials; every provider of the official console is there', async () => {
  const fields = (await admin.options(`${URL}?provider=vmware`)).body.actions.POST;
  assert.deepEqual(Object.keys(fields.attrs.children), ['host', 'port', 'username', 'password']);
  assert.equal(fields.attrs.children.password.write_only, true);
  assert.equal(fields.attrs.children.port.default, 443);
  assert.deepEqual(Object.keys((await admin.options(`${URL}?provider=azure`)).body.actions.POST.attrs.children), ['client_id', 'client_secret', 'tenant_id', 'subscription_id']);
  assert.equal(fields.provider.choices.length, 21);
  assert.ok(fields.provider.choices.some((choice) => choice.value === 'huaweicloud_private'));
});

test('an account is checked against its provider, its secret never shown, and kept when an update leaves it out', async () => {
  const missing = await admin.post(`${URL}?provider=aliyun`, { name: 'cloud-missing', provider: 'aliyun', attrs: { access_key_id: 'LTAI5t' } });
  assert.deepEqual(missing.body, { attrs: { access_key_secret: ['This field is required.'] } });
  const created = await admin.post(`${URL}?provider=aliyun`, { name: 'cloud-ali', provider: 'aliyun', attrs: { access_key_id: 'LTAI5t', access_key_secret: secret('s3cr3t') } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.deepEqual(created.body.attrs, { access_key_id: 'LTAI5t' });
  const updated = await admin.put(`${URL}${created.body.id}/?provider=aliyun`, { name: 'cloud-ali', provider: 'aliyun', attrs: { access_key_id: 'LTAI5u' }, comment: 'rotated id' });
  assert.equal(updated.status, 200, JSON.stringify(updated.body));
  assert.deepEqual(updated.body.attrs, { access_key_id: 'LTAI5u' });
  // The server keeps it (a store of its own, as a real one's is encrypted at rest).
  const db = openDatabase({ dataDir: server.dataDir, readOnly: true });
  try {
    assert.deepEqual(JSON.parse(db.get('SELECT attrs FROM cloud_accounts WHERE id = ?', created.body.id).attrs), { access_key_id: 'LTAI5u', access_key_secret: 's3cr3t' });
  } finally {
    db.close();
  }
});
