// Accounts with secrets: made with a new asset (the secrets encrypted in transit),
// read back only after the identity check, their history, the verification task,
// the root node a new asset lands in, and secrets carried by import files.
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { encryptSecret, inOrg, startBackend } from './helpers.mjs';

const ACCOUNTS = '/api/v1/accounts/accounts/';
const SECRETS = '/api/v1/accounts/account-secrets/';
const HOSTS = '/api/v1/assets/hosts/';
const PRIVATE_KEY = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).trim();

let server;
let admin;
let platformId;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
  platformId = (await admin.get('/api/v1/assets/platforms/?limit=1&type=linux')).body.results[0].id;
});
after(() => server.close());

const unique = (prefix) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const encrypted = (client, value) => encryptSecret(value, client.cookies.get('jms_public_key'));
const confirm = (client) => client.post('/api/v1/authentication/confirm/', { confirm_type: 'password', secret_key: encrypted(client, 'jumpserver') });

/** A fresh admin session: nothing confirmed yet. */
async function freshAdmin() {
  return inOrg(await server.login('admin'));
}

async function createHost(client, extra = {}) {
  const response = await client.post(HOSTS, { name: unique('host'), address: '10.9.8.7', platform: platformId, protocols: [{ name: 'ssh', port: 22 }], ...extra });
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return response.body;
}

async function accountsOf(client, assetId) {
  return (await client.get(`${ACCOUNTS}?asset=${assetId}`)).body;
}

describe('an asset created with accounts', () => {
  test('stores each account’s secret (password and SSH key, sent encrypted), readable only after the identity check', async () => {
    const client = await freshAdmin();
    const host = await createHost(client, {
      accounts: [
        { username: 'root', secret_type: 'password', secret: encrypted(client, 'Root-pass-1!'), privileged: true },
        { name: '', username: 'deploy', secret_type: 'ssh_key', secret: encrypted(client, PRIVATE_KEY), passphrase: 'key-phrase' },
      ],
    });
    const accounts = await accountsOf(client, host.id);
    assert.deepEqual(accounts.map((account) => [account.name, account.secret_type.value, account.privileged, account.has_secret]).sort(), [
      ['deploy', 'ssh_key', false, true],
      ['root', 'password', true, true],
    ]);
    assert.ok(
      accounts.every((account) => !('secret' in account)),
      'the list never shows a secret',
    );
    const root = accounts.find((account) => account.username === 'root');
    const deploy = accounts.find((account) => account.username === 'deploy');
    assert.equal((await client.get(`${SECRETS}${root.id}/`)).status, 412);
    assert.equal((await confirm(client)).status, 200);
    assert.equal((await client.get(`${SECRETS}${root.id}/`)).body.secret, 'Root-pass-1!');
    const key = (await client.get(`${SECRETS}${deploy.id}/`)).body;
    assert.equal(key.secret, PRIVATE_KEY);
    assert.equal(key.passphrase, 'key-phrase');
  });

  test('an account from a template takes the template’s username and secret', async () => {
    const template = await admin.post('/api/v1/accounts/account-templates/', {
      name: unique('tpl'),
      username: 'tpluser',
      secret_type: 'password',
      secret: encrypted(admin, 'Template-pass-2'),
    });
    assert.equal(template.status, 201, JSON.stringify(template.body));
    const host = await createHost(admin, { accounts: [{ template: template.body.id }] });
    const [account] = await accountsOf(admin, host.id);
    assert.deepEqual([account.name, account.username], [template.body.name, 'tpluser']);
    assert.equal(account.source.value, 'template');
    assert.equal(account.has_secret, true);
  });

  test('an SSH key that is no private key is refused on the account', async () => {
    const response = await admin.post(HOSTS, {
      name: unique('host'),
      address: '10.9.8.6',
      platform: platformId,
      protocols: [{ name: 'ssh', port: 22 }],
      accounts: [{ username: 'bad', secret_type: 'ssh_key', secret: 'not a key' }],
    });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, { accounts: [{ secret: ['private key invalid or passphrase error'] }] });
    assert.equal((await admin.get(`${HOSTS}?address=10.9.8.6`)).body.length, 0, 'no asset without its accounts');
  });
});

describe('nodes of a new asset', () => {
  test('an asset created without nodes lands in the organization’s root node; one with nodes stays in them', async () => {
    const [root] = (await admin.get('/api/v1/assets/nodes/children/')).body;
    assert.equal(root.key, '1');
    const bare = await createHost(admin);
    assert.deepEqual(
      bare.nodes.map((node) => node.id),
      [root.id],
    );
    const child = (await admin.get(`/api/v1/assets/nodes/${root.id}/children/`)).body[0];
    const placed = await createHost(admin, { nodes: [child.id] });
    assert.deepEqual(
      placed.nodes.map((node) => node.id),
      [child.id],
    );
  });
});

describe('verifying accounts', () => {
  test('POST tasks/ {action: verify} starts a task over the accounts’ assets (201 {task}) that marks them reachable', async () => {
    const host = await createHost(admin, { accounts: [{ username: 'checker', secret_type: 'password', secret: 'Check-pass-3' }] });
    const [account] = await accountsOf(admin, host.id);
    assert.notEqual(account.connectivity?.value, 'ok');
    const started = await admin.post(`${ACCOUNTS}tasks/`, { action: 'verify', accounts: [account.id] });
    assert.equal(started.status, 201, JSON.stringify(started.body));
    assert.match(started.body.task, /^[0-9a-f-]{36}$/);
    let execution;
    for (let tries = 0; tries < 100 && !execution?.is_finished; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      execution = (await admin.get(`/api/v1/ops/task-executions/${started.body.task}/`)).body;
    }
    assert.equal(execution.is_success, true);
    const log = await admin.get(`/core/ops/celery/task/${started.body.task}/log/`);
    assert.ok(log.body.includes(`checker@${host.name}`));
    const verified = (await admin.get(`${ACCOUNTS}${account.id}/`)).body;
    assert.equal(verified.connectivity.value, 'ok');
    assert.ok(verified.date_verified);
  });

  test('an unknown action or account is a 400; a user without the verify permission gets 403', async () => {
    assert.deepEqual((await admin.post(`${ACCOUNTS}tasks/`, { action: 'explode', accounts: [] })).body, { action: ['"explode" is not a valid choice.'] });
    const missing = await admin.post(`${ACCOUNTS}tasks/`, { action: 'verify', accounts: ['00000000-0000-4000-8000-000000000000'] });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body, { accounts: ['Invalid pk "00000000-0000-4000-8000-000000000000" - object does not exist.'] });
    const user = inOrg(await server.login('user'));
    assert.equal((await user.post(`${ACCOUNTS}tasks/`, { action: 'verify', accounts: [] })).status, 403);
  });
});

describe('secret history', () => {
  test('each new secret is recorded; histories/ lists the earlier ones, newest first, behind the same 412', async () => {
    const client = await freshAdmin();
    const host = await createHost(client, { accounts: [{ username: 'rotated', secret_type: 'password', secret: encrypted(client, 'First-pass-1') }] });
    const [account] = await accountsOf(client, host.id);
    const historyUrl = `${SECRETS}${account.id}/histories/`;
    for (const secret of ['Second-pass-2', 'Third-pass-3']) {
      const changed = await client.patch(`${ACCOUNTS}${account.id}/`, { secret: encrypted(client, secret) });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
    }
    const unchanged = await client.patch(`${ACCOUNTS}${account.id}/`, { comment: 'no new secret' });
    assert.equal(unchanged.body.version, 3, 'the version counts the secrets held');
    assert.equal(unchanged.body.name, 'rotated', 'a change without a name keeps the name');
    const refused = await client.get(historyUrl);
    assert.equal(refused.status, 412);
    assert.equal(refused.body.code, 'password');
    await confirm(client);
    const histories = (await client.get(historyUrl)).body;
    assert.deepEqual(
      histories.map((entry) => [entry.secret, entry.version, entry.secret_type.value]),
      [
        ['Second-pass-2', 2],
        ['First-pass-1', 1],
      ].map(([secret, version]) => [secret, version, 'password']),
    );
    assert.ok(histories.every((entry) => Number.isInteger(entry.id) && entry.history_date && entry.history_user));
    const page = (await client.get(`${historyUrl}?limit=1`)).body;
    assert.equal(page.count, 2);
    assert.equal(page.results[0].secret, 'Second-pass-2');
    assert.equal((await client.get(`${SECRETS}${account.id}/`)).body.secret, 'Third-pass-3');
  });

  test('a seeded account’s secret is kept in the history when it is first replaced', async () => {
    const client = await freshAdmin();
    await confirm(client);
    const seeded = (await client.get(`${SECRETS}?limit=1&secret_type=password`)).body.results[0];
    assert.deepEqual((await client.get(`${SECRETS}${seeded.id}/histories/`)).body, []);
    await client.patch(`${ACCOUNTS}${seeded.id}/`, { secret: 'Replaced-pass-4' });
    const [earlier] = (await client.get(`${SECRETS}${seeded.id}/histories/`)).body;
    assert.equal(earlier.secret, seeded.secret);
  });

  test('a user who may not read secrets gets 403 on the history', async () => {
    const user = inOrg(await server.login('user'));
    const [account] = (await admin.get(`${ACCOUNTS}?limit=1`)).body.results;
    assert.equal((await user.get(`${SECRETS}${account.id}/histories/`)).status, 403);
  });
});

describe('importing accounts', () => {
  const header = (csv) =>
    csv
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0]
      .split(',');

  test('the import and update templates carry the secret columns, empty', async () => {
    const create = await admin.get(`${ACCOUNTS}?format=csv&template=import&limit=1`);
    assert.ok(header(create.body).includes('Secret'), header(create.body).join(','));
    assert.ok(header(create.body).includes('Passphrase'));
    const [account] = (await admin.get(`${ACCOUNTS}?limit=1`)).body.results;
    const spm = (await admin.post('/api/v1/common/resources/cache/', { resources: [account.id] })).body.spm;
    const update = await admin.get(`${ACCOUNTS}?format=csv&template=update&spm=${spm}`);
    const [titles, , row] = update.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    assert.equal(titles[0], 'ID');
    assert.equal(row[titles.indexOf('Secret')], '', 'a template never shows a stored secret');
    const exported = await admin.get(`${ACCOUNTS}?format=csv&limit=1`);
    assert.ok(!header(exported.body).includes('Secret'), 'a plain export has no secret');
  });

  test('a file with a secret column creates accounts that have their secret', async () => {
    const client = await freshAdmin();
    const host = await createHost(client);
    const csv = `\uFEFF*Username,Secret type,Secret,*Asset\r\nimported,password,Imported-pass-5,${host.name}(${host.id})\r\n`;
    const rendered = await client.request('POST', `${ACCOUNTS}render-to-json/`, { raw: csv, type: 'text/csv' });
    assert.equal(rendered.status, 200, JSON.stringify(rendered.body));
    assert.deepEqual(rendered.body.title, [
      ['*Username', 'username'],
      ['Secret type', 'secret_type'],
      ['Secret', 'secret'],
      ['*Asset', 'asset'],
    ]);
    const [row] = rendered.body.data;
    assert.equal(row.secret, 'Imported-pass-5');
    const created = await client.post(ACCOUNTS, { ...row, secret: encrypted(client, row.secret) });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.has_secret, true);
    await confirm(client);
    assert.equal((await client.get(`${SECRETS}${created.body.id}/`)).body.secret, 'Imported-pass-5');
  });
});

describe("an account's asset, as the official detail card reads it", () => {
  test('the metadata says "nested object" with its children, and the detail carries the asset\'s name (not "Asset: undefined")', async () => {
    const host = await createHost(admin);
    const created = await admin.post(ACCOUNTS, { asset: host.id, name: unique('acct'), username: unique('root'), secret_type: 'password', secret: encrypted(admin, 'Secret-42') });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const meta = (await admin.request('OPTIONS', `${ACCOUNTS}${created.body.id}/`)).body.actions.GET.asset;
    assert.equal(meta.type, 'nested object');
    assert.deepEqual(Object.keys(meta.children), ['id', 'name', 'address', 'type', 'category', 'platform', 'auto_config']);
    const detail = (await admin.get(`${ACCOUNTS}${created.body.id}/`)).body;
    assert.equal(detail.asset.name, host.name);
    assert.equal(detail.asset.id, host.id);
  });
});

describe('clearing secrets', () => {
  test("PATCH clear-secret/ {account_ids} empties the accounts' secrets, as JumpServer's clear_secret action does", async () => {
    const host = await createHost(admin);
    const made = await admin.post(ACCOUNTS, { asset: host.id, name: unique('clear'), username: unique('root'), secret_type: 'password', secret: encrypted(admin, 'Secret-42') });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal((await admin.get(`${ACCOUNTS}${made.body.id}/`)).body.has_secret, true);
    const cleared = await admin.patch(`${ACCOUNTS}clear-secret/`, { account_ids: [made.body.id] });
    assert.equal(cleared.status, 200);
    assert.equal((await admin.get(`${ACCOUNTS}${made.body.id}/`)).body.has_secret, false);
  });
});
