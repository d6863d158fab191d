// The backend's trust model, tried as an attacker with the demo roles would try it
// (issue 30): each request here used to work, and now fails with a 4xx while
// nothing it tried is stored or changed.
import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { clientAddress } from '../../server/audits/records.mjs';
import { appletPackage, zipArchive } from '../helpers/zip.mjs';
import { DEFAULT_ORG_ID, inOrg, openSocket, ROOT_ORG_ID, startBackend } from './helpers.mjs';

let server;
let admin;
let financeId;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
  financeId = (await admin.get('/api/v1/orgs/orgs/?name=Finance')).body[0].id;
});
after(() => server.close());

const refused = (answer, what, statuses = [400, 401, 403, 404, 405, 412]) =>
  assert.ok(statuses.includes(answer.status), `${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);

/** A script's client holding a Bearer token of the user. */
async function tokenClient(username) {
  const answer = await server.client().post('/api/v1/authentication/auth/', { username, password: 'jumpserver' });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  const client = server.client();
  client.headers.Authorization = `Bearer ${answer.body.token}`;
  return client;
}

/** An access key of the user, made through a confirmed browser session. */
async function accessKey(client) {
  await client.post('/api/v1/authentication/confirm/', { confirm_type: 'password', secret_key: 'jumpserver' });
  const key = await client.post('/api/v1/authentication/access-keys/', {});
  assert.equal(key.status, 201, JSON.stringify(key.body));
  return key.body;
}

/** Headers signing a request with an access key; `date` and `digest` may be anything a replayer sends. */
function signed(
  key,
  method,
  path,
  { date = new Date().toUTCString(), body, headers = body === undefined ? '(request-target) date' : '(request-target) date digest', digestOf = body } = {},
) {
  const digest = digestOf === undefined ? undefined : `SHA-256=${createHash('sha256').update(JSON.stringify(digestOf)).digest('base64')}`;
  const values = { date, digest };
  const lines = headers.split(' ').map((name) => (name === '(request-target)' ? `${name}: ${method.toLowerCase()} ${path}` : `${name}: ${values[name] ?? ''}`));
  const signature = createHmac('sha256', key.secret).update(lines.join('\n')).digest('base64');
  return {
    ...(date === null ? {} : { Date: date }),
    ...(digest ? { Digest: digest } : {}),
    Authorization: `Signature keyId="${key.id}",algorithm="hmac-sha256",headers="${headers}",signature="${signature}"`,
  };
}

const keysOf = async (client) => (await client.get('/api/v1/authentication/access-keys/')).body.length;

describe('1. the system tools', () => {
  test('a user without the settings permission cannot open the tools socket (no port scan from the server)', async () => {
    const newcomer = await server.login('newcomer');
    const socket = openSocket(newcomer, '/ws/setting/tools/');
    await assert.rejects(socket.opened, (error) => error.status === 403);
    const orgadmin = await server.login('orgadmin');
    await assert.rejects(openSocket(orgadmin, '/ws/setting/tools/').opened, (error) => error.status === 403, 'an organization administrator neither');
  });
});

describe('2. signed requests', () => {
  test('a signature with a stale, future, unreadable or missing Date is refused', async () => {
    const key = await accessKey(await server.login('user'));
    const path = '/api/v1/users/profile/';
    const script = server.client();
    assert.equal((await script.get(path, { headers: signed(key, 'GET', path) })).status, 200, 'a fresh one is accepted');
    const year = 365 * 86400000;
    for (const [date, what] of [
      [new Date(Date.now() - 5 * year).toUTCString(), 'five years old'],
      [new Date(Date.now() + year).toUTCString(), 'a year ahead'],
      [new Date(Date.now() - 16 * 60000).toUTCString(), '16 minutes old'],
      ['not a date', 'not a date'],
      [null, 'no Date header'],
    ]) {
      const answer = await script.get(path, { headers: signed(key, 'GET', path, { date }) });
      assert.equal(answer.status, 401, what);
    }
  });

  test('a signature captured on a write cannot carry another body, nor a body it did not sign', async () => {
    const user = await server.login('user');
    const key = await accessKey(user);
    const before = await keysOf(user);
    const path = '/api/v1/authentication/access-keys/';
    const script = server.client();
    const unsigned = await script.post(path, { ip_group: ['*'] }, { headers: signed(key, 'POST', path) });
    assert.equal(unsigned.status, 401, 'a body needs its Digest signed');
    const genuine = await script.post(path, {}, { headers: signed(key, 'POST', path, { body: {} }) });
    assert.equal(genuine.status, 412, 'a well signed request still needs the identity confirmation to mint a key');
    assert.equal(await keysOf(user), before, 'no key was minted');

    const profile = '/api/v1/users/profile/';
    const swapped = await script.patch(profile, { phone: '+1 555 0100' }, { headers: signed(key, 'PATCH', profile, { body: { phone: '+86 13800000000' } }) });
    assert.equal(swapped.status, 401, 'the body is not the one the Digest names');
    assert.notEqual((await user.get(profile)).body.phone, '+1 555 0100', 'nothing changed');

    const phone = { phone: '+86 13800000001' };
    const once = signed(key, 'PATCH', profile, { body: phone });
    assert.equal((await script.patch(profile, phone, { headers: once })).status, 200, 'a signed write is taken');
    assert.equal((await script.patch(profile, phone, { headers: once })).status, 401, 'once');
  });
});

describe('3. forwarded addresses', () => {
  test('X-Forwarded-For from a caller that is not a trusted proxy is not believed', async () => {
    const user = await server.login('user');
    const key = await accessKey(user);
    await user.patch(`/api/v1/authentication/access-keys/${key.id}/`, { ip_group: ['10.0.0.1'] });
    const path = '/api/v1/users/profile/';
    const forged = await server.client().get(path, { headers: { ...signed(key, 'GET', path), 'X-Forwarded-For': '10.0.0.1' } });
    assert.equal(forged.status, 401);

    const login = server.client();
    login.headers['X-Forwarded-For'] = '203.0.113.9';
    assert.equal((await login.submitLogin('approver', 'jumpserver')).status, 302);
    const [last] = (await inOrg(admin, ROOT_ORG_ID).get('/api/v1/audits/login-logs/?username=approver&limit=1')).body.results;
    inOrg(admin);
    assert.equal(last.ip, '127.0.0.1', 'the login log has the real address');
  });

  test('behind a trusted proxy, the nearest address it did not add is the client', () => {
    const ctx = (peer, forwarded, trustedProxies) => ({
      req: { socket: { remoteAddress: peer }, headers: { 'x-forwarded-for': forwarded } },
      services: { config: { trustedProxies } },
    });
    assert.equal(clientAddress(ctx('127.0.0.1', '10.0.0.1', [])), '127.0.0.1', 'no trusted proxy: the peer');
    assert.equal(clientAddress(ctx('192.0.2.7', '10.0.0.1', ['127.0.0.1'])), '192.0.2.7', 'a peer that is not the proxy');
    assert.equal(clientAddress(ctx('127.0.0.1', '10.0.0.1, 198.51.100.4', ['127.0.0.1'])), '198.51.100.4', 'what the client wrote itself is not believed');
    assert.equal(clientAddress(ctx('::ffff:127.0.0.1', '198.51.100.4, 10.1.2.3', ['127.0.0.1', '10.0.0.0/8'])), '198.51.100.4', 'a chain of trusted proxies');
  });
});

describe('4. login ACLs', () => {
  test('a reject rule keeps the user out of the token API and the login form, even with the right password', async () => {
    const [approver] = (await admin.get('/api/v1/users/users/?username=approver')).body;
    const acl = await admin.post('/api/v1/acls/login-acls/', {
      name: 'No approver from loopback',
      priority: 1,
      action: 'reject',
      users: { type: 'ids', ids: [approver.id] },
      rules: { ip_group: ['127.0.0.1'], time_period: [] },
    });
    assert.equal(acl.status, 201, JSON.stringify(acl.body));
    try {
      const token = await server.client().post('/api/v1/authentication/auth/', { username: 'approver', password: 'jumpserver' });
      assert.deepEqual([token.status, token.body.error], [400, 'acl_not_allow']);
      const form = await server.client().submitLogin('approver', 'jumpserver');
      assert.equal(form.status, 200, 'the form is shown again, no redirect into the console');
      assert.match(form.body, /Current IP and Time period is not allowed/);
      assert.equal((await server.login('user')).cookies.has('jms_sessionid'), true, 'the rule holds only for whom it names');
    } finally {
      await admin.delete(`/api/v1/acls/login-acls/${acl.body.id}/`);
    }
    assert.equal((await server.client().submitLogin('approver', 'jumpserver')).status, 302, 'without the rule the login works again');
  });
});

describe('5. identity confirmation for token and access-key clients', () => {
  test('a token gets the 412 a session gets, for a secret and for a new access key, until it confirms', async () => {
    const [account] = (await admin.get('/api/v1/accounts/accounts/?limit=1')).body.results;
    const orgadmin = inOrg(await tokenClient('orgadmin'));
    const secret = await orgadmin.get(`/api/v1/accounts/account-secrets/${account.id}/`);
    assert.equal(secret.status, 412);
    assert.equal(secret.body.secret, undefined);
    const before = await keysOf(orgadmin);
    assert.equal((await orgadmin.post('/api/v1/authentication/access-keys/', {})).status, 412, 'no permanent key from a 24-hour token');
    assert.equal(await keysOf(orgadmin), before);
    const wrong = await orgadmin.post('/api/v1/authentication/confirm/', { confirm_type: 'password', secret_key: 'not-it' });
    assert.equal(wrong.status, 400);
    const confirmed = await orgadmin.post('/api/v1/authentication/confirm/', { confirm_type: 'password', secret_key: 'jumpserver' });
    assert.deepEqual([confirmed.status, confirmed.body], [200, 'ok']);
    assert.equal((await orgadmin.get(`/api/v1/accounts/account-secrets/${account.id}/`)).status, 200, 'the token confirmed, for itself');
    const other = inOrg(await tokenClient('orgadmin'));
    assert.equal((await other.get(`/api/v1/accounts/account-secrets/${account.id}/`)).status, 412, 'another token of the same user did not');
  });

  test('an access key gets the 412 too', async () => {
    const key = await accessKey(await server.login('orgadmin'));
    const [account] = (await admin.get('/api/v1/accounts/accounts/?limit=1')).body.results;
    const path = `/api/v1/accounts/account-secrets/${account.id}/`;
    const answer = await server.client().get(path, { headers: { ...signed(key, 'GET', path), 'X-JMS-ORG': DEFAULT_ORG_ID } });
    assert.equal(answer.status, 412);
  });

  test('what keeps state in a browser session refuses a token with a 400, not a 500', async () => {
    const user = await tokenClient('user');
    await user.post('/api/v1/authentication/confirm/', { confirm_type: 'password', secret_key: 'jumpserver' });
    const register = await user.get('/api/v1/authentication/passkeys/register/');
    assert.equal(register.status, 400, JSON.stringify(register.body));
    assert.equal((await user.get('/core/auth/profile/otp/enable/bind/')).status, 400);
  });
});

describe('6. the job center belongs to its creators', () => {
  test("another user's job is not listed, read, changed, run or deleted", async () => {
    const theirs = (await admin.get('/api/v1/ops/jobs/?name=Check disk usage')).body[0];
    const user = inOrg(await server.login('user'));
    const listed = (await user.get('/api/v1/ops/jobs/')).body;
    assert.ok(listed.length > 0, 'the user has jobs of their own');
    assert.ok(
      listed.every((job) => job.id !== theirs.id && job.created_by === 'Demo User'),
      JSON.stringify(listed.map((job) => job.created_by)),
    );
    const path = `/api/v1/ops/jobs/${theirs.id}/`;
    assert.equal((await user.get(path)).status, 404);
    assert.equal((await user.patch(path, { args: 'rm -rf /' })).status, 404);
    refused(await user.post('/api/v1/ops/job-executions/', { job: theirs.id }), 'run');
    assert.equal((await user.delete(path)).status, 404);
    const after = (await admin.get(path)).body;
    assert.deepEqual([after.args, after.executed_amount], [theirs.args, theirs.executed_amount], 'unchanged and not run');
  });

  test("another user's playbook files cannot be rewritten; nobody lists the executions of others", async () => {
    const user = inOrg(await server.login('user'));
    const playbook = (await user.post('/api/v1/ops/playbooks/', { name: 'mine-only' })).body;
    const files = `/api/v1/ops/playbook/${playbook.id}/file/`;
    const approver = inOrg(await server.login('approver'));
    assert.equal((await approver.patch(files, { key: 'main.yml', content: '- hosts: all\n  tasks: [{shell: "id"}]' })).status, 404);
    assert.equal((await approver.get(`/api/v1/ops/playbooks/${playbook.id}/`)).status, 404);
    assert.equal((await user.get(`${files}?key=main.yml`)).body.content, '## write your playbook here');
    const newcomer = inOrg(await server.login('newcomer'));
    assert.equal((await newcomer.get('/api/v1/ops/job-executions/')).body.length, 0);
    assert.ok((await user.get('/api/v1/ops/job-executions/')).body.length > 0, 'the runner sees their own');
  });
});

describe('7. organizations are not borrowed', () => {
  test('a user who is no member of Finance reads and runs nothing there', async () => {
    const [financeAsset] = (await admin.get('/api/v1/assets/hosts/?limit=1', { headers: { 'X-JMS-ORG': financeId } })).body.results;
    const user = inOrg(await server.login('user'), financeId);
    refused(await user.get('/api/v1/assets/assets/'), 'assets');
    refused(await user.get('/api/v1/users/users/'), 'users');
    refused(await user.get('/api/v1/assets/assets/?fields_size=mini'), 'matching assets');
    const job = await user.post('/api/v1/ops/jobs/', { type: 'adhoc', module: 'shell', args: 'id', assets: [financeAsset.id], instant: true });
    refused(job, 'a job on a Finance asset');
    const jobs = (await admin.get('/api/v1/ops/jobs/', { headers: { 'X-JMS-ORG': financeId } })).body;
    assert.equal(jobs.length, (await admin.get('/api/v1/ops/jobs/', { headers: { 'X-JMS-ORG': financeId } })).body.length);
    assert.ok(!jobs.some((row) => row.args === 'id'), 'no job stored in Finance');
    const home = inOrg(await server.login('user'));
    assert.equal((await home.get('/api/v1/ops/jobs/')).status, 200, 'at home the workbench still works');
  });

  test('a job is not made on an asset not granted to its runner', async () => {
    const user = inOrg(await server.login('user'));
    const granted = new Set((await user.get('/api/v1/perms/users/self/assets/?limit=1000')).body.results.map((asset) => asset.id));
    const hosts = (await admin.get('/api/v1/assets/hosts/?limit=200')).body.results;
    const foreign = hosts.find((host) => !granted.has(host.id));
    const job = await user.post('/api/v1/ops/jobs/', { name: 'borrowed', type: 'adhoc', module: 'shell', args: 'id', assets: [foreign.id], instant: true });
    assert.deepEqual([job.status, job.body], [400, { assets: ['You do not have access rights to 1 assets'] }]);
    assert.equal((await admin.get('/api/v1/ops/jobs/?name=borrowed')).body.length, 0, 'nothing stored');
    const mine = await user.post('/api/v1/ops/jobs/', { name: 'granted', type: 'adhoc', module: 'shell', args: 'id', assets: [...granted].slice(0, 1) });
    assert.equal(mine.status, 201, 'a granted asset is fine');
  });
});

describe('9. audit logs stay in their organization', () => {
  test("an organization's auditor reads its members' logs only and cannot end sessions", async () => {
    const members = async (orgId) => new Set((await admin.get('/api/v1/users/users/?limit=1000', { headers: { 'X-JMS-ORG': orgId } })).body.results.map((u) => u.username));
    const inDefault = await members(DEFAULT_ORG_ID);
    const outsider = [...(await members(financeId))].find((username) => !inDefault.has(username));
    assert.ok(outsider, 'Finance has a user outside DEFAULT');
    await server.client().submitLogin(outsider, 'jumpserver');
    const auditor = inOrg(await server.login('auditor'));
    const everyone = inOrg(await server.login('admin'), ROOT_ORG_ID);
    assert.ok((await everyone.get(`/api/v1/audits/login-logs/?username=${outsider}`)).body.length > 0, 'the global view has it');
    assert.equal((await auditor.get(`/api/v1/audits/login-logs/?username=${outsider}`)).body.length, 0);
    const changes = (await auditor.get('/api/v1/audits/password-change-logs/?limit=1000')).body.results;
    const allChanges = (await everyone.get('/api/v1/audits/password-change-logs/?limit=1000')).body.results;
    assert.ok(changes.length < allChanges.length, 'fewer than every password change');
    assert.ok(changes.every((row) => inDefault.has(/\(([^)]*)\)$/.exec(row.user)[1])));
    const [session] = (await everyone.get('/api/v1/audits/user-sessions/?limit=1')).body.results;
    assert.equal((await auditor.delete(`/api/v1/audits/user-sessions/${session.id}/`)).status, 405);
    assert.equal((await everyone.get(`/api/v1/audits/user-sessions/${session.id}/`)).status, 200, 'the record is still there');
  });
});

describe('10. expired users', () => {
  test('once date_expired passes, the token and the access key stop working too', async () => {
    const name = 'expiring';
    const created = await admin.post('/api/v1/users/users/', {
      name,
      username: name,
      email: `${name}@example.com`,
      password_strategy: 'custom',
      password: 'Str0ng-pass!',
      is_first_login: false,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const session = await server.login(name, 'Str0ng-pass!');
    await session.post('/api/v1/authentication/confirm/', { confirm_type: 'password', secret_key: 'Str0ng-pass!' });
    const key = (await session.post('/api/v1/authentication/access-keys/', {})).body;
    const token = (await server.client().post('/api/v1/authentication/auth/', { username: name, password: 'Str0ng-pass!' })).body.token;
    const expired = await admin.patch(`/api/v1/users/users/${created.body.id}/`, { date_expired: '2000-01-01T00:00:00Z' });
    assert.equal(expired.status, 200, JSON.stringify(expired.body));
    const path = '/api/v1/users/profile/';
    assert.equal((await server.client().get(path, { headers: { Authorization: `Bearer ${token}` } })).status, 401, 'the token');
    assert.equal((await server.client().get(path, { headers: signed(key, 'GET', path) })).status, 401, 'the access key');
    assert.equal((await session.get(path)).status, 401, 'the browser session');
  });
});

/** A multipart POST with the client's cookies and CSRF token, one file under `field`. */
async function upload(client, path, field, name, data) {
  const form = new FormData();
  form.set(field, new Blob([data]), name);
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookieHeader(), 'X-CSRFToken': client.csrfToken, ...client.headers },
  });
  return { status: response.status, body: await response.json() };
}

describe('11 and 12. playbook workspaces', () => {
  test('a small zip that expands past the quota makes no playbook', async () => {
    const { deflateRawSync } = await import('node:zlib');
    const mebibyte = Buffer.alloc(1024 * 1024, 0x61);
    const packed = deflateRawSync(mebibyte);
    const files = { 'main.yml': '- hosts: all\n' };
    for (let index = 0; index < 45; index += 1) files[`big/${index}.bin`] = mebibyte;
    // The same mebibyte 45 times: deflated once.
    const zip = zipArchive(files, { deflate: (data) => (data.length === mebibyte.length ? packed : deflateRawSync(data)) });
    assert.ok(zip.length < 200 * 1024, `the zip is small (${zip.length} bytes)`);
    const user = inOrg(await server.login('user'));
    const answer = await upload(user, '/api/v1/ops/playbooks/', 'path', 'bomb.zip', zip);
    assert.equal(answer.status, 400, JSON.stringify(answer.body));
    assert.equal((await user.get('/api/v1/ops/playbooks/?name=bomb')).body.length, 0);
  });

  test('main.yml stays, keys are literal, names are names', async () => {
    const user = inOrg(await server.login('user'));
    const playbook = (await user.post('/api/v1/ops/playbooks/', { name: 'integrity' })).body;
    const files = `/api/v1/ops/playbook/${playbook.id}/file/`;
    assert.equal((await user.post(files, { key: 'root', name: 'notes.yml', content: 'x' })).status, 200);
    const keys = async () => (await user.get(files)).body.map((node) => node.id).sort();
    const before = await keys();
    assert.equal((await user.patch(files, { key: 'root/main.yml', new_name: 'gone.yml' })).status, 400);
    await user.delete(`${files}?key=%25`);
    await user.delete(`${files}?key=root%2Fmain.yml`);
    assert.deepEqual(await keys(), before, 'nothing renamed or deleted');
    for (const name of ['..', '.', 'a\u0000b', 'a\\b']) refused(await user.post(files, { key: 'root', name }), `the name ${JSON.stringify(name)}`);
    refused(await user.post(files, { key: { evil: true }, name: 'x.yml' }), 'an object as key');
    refused(await user.patch(files, { key: 'notes.yml', content: { evil: true } }), 'an object as content');
    refused(await user.post(files, { key: 'ghost', name: 'x.yml' }), 'a parent that is no directory');
    assert.deepEqual(await keys(), before, 'nothing stored');
  });

  test('colliding renames and duplicate zip entries answer 400, not 500', async () => {
    const user = inOrg(await server.login('user'));
    const playbook = (await user.post('/api/v1/ops/playbooks/', { name: 'collide' })).body;
    const files = `/api/v1/ops/playbook/${playbook.id}/file/`;
    await user.post(files, { key: 'root', name: 'a', is_directory: true });
    await user.post(files, { key: 'a', name: 'x.yml' });
    await user.post(files, { key: 'root', name: 'b', is_directory: true });
    await user.post(files, { key: 'b', name: 'x.yml' });
    assert.equal((await user.patch(files, { key: 'a', new_name: 'b' })).status, 400);
    const twice = zipArchive({ 'main.yml': '- hosts: all\n', 'd/x.yml': 'one', 'd\\x.yml': 'two' });
    const answer = await upload(user, '/api/v1/ops/playbooks/', 'path', 'twice.zip', twice);
    assert.equal(answer.status, 400, JSON.stringify(answer.body));
    assert.equal((await user.get('/api/v1/ops/playbooks/?name=twice')).body.length, 0);
  });
});

describe('13. bodies that used to answer 500', () => {
  const nested = (depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

  test('an array nested 20,000 levels in a choice or JSON field is a 400 before it is parsed', async () => {
    const deep = `{"module": ${'['.repeat(20000)}${']'.repeat(20000)}, "args": "id", "parameters_define": 1}`;
    const answer = await admin.request('POST', '/api/v1/ops/jobs/', { raw: deep, type: 'application/json' });
    assert.equal(answer.status, 400);
    assert.match(answer.body.detail, /nested deeper than 32 levels/);
    assert.equal((await admin.post('/api/v1/ops/jobs/', { name: 'shallow', args: 'id', parameters_define: nested(30) })).status, 201, 'a sane depth is read');
  });

  test("the preferences take an object only; an applet's manifest nested 5,000 levels is refused", async () => {
    for (const body of ['koko', 42, [1]]) {
      const answer = await admin.patch('/api/v1/users/preference/?category=koko', body);
      assert.equal(answer.status, 400, JSON.stringify(body));
    }
    const manifest = ['name: deep', ...Array.from({ length: 5000 }, (_, depth) => `${' '.repeat(depth)}k${depth}:`), `${' '.repeat(5000)}end: 1`].join('\n');
    const answer = await upload(admin, '/api/v1/terminal/applets/upload/', 'file', 'deep.zip', appletPackage('deep', manifest));
    assert.equal(answer.status, 400, JSON.stringify(answer.body));
    assert.equal((await admin.get('/api/v1/terminal/applets/?name=deep')).body.length, 0);
  });
});
