// Replay and command storages (each type with its own settings, tested against a
// real local endpoint), endpoints and endpoint rules, as the terminal settings use them.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { startEsEndpoint } from '../helpers/es-endpoint.mjs';
import { startS3Endpoint } from '../helpers/s3-endpoint.mjs';
import { encryptSecret, startBackend } from './helpers.mjs';

const REPLAY = '/api/v1/terminal/replay-storages/';
const COMMAND = '/api/v1/terminal/command-storages/';

let server;
let admin;
let s3;
before(async () => {
  server = await startBackend();
  admin = await server.login('admin');
  s3 = await startS3Endpoint({ bucket: 'replays', accessKey: 'AKIDEXAMPLE', secretKey: 'wJalrXUtnFEMI' });
});
after(async () => {
  await s3.close();
  await server.close();
});

const secret = (value) => encryptSecret(value, admin.cookies.get('jms_public_key'));

describe('replay storages', () => {
  test('OPTIONS ?type= shows the settings of that type under meta; without a type meta is read-only', async () => {
    const s3Meta = (await admin.options(`${REPLAY}?type=s3`)).body.actions.POST.meta;
    assert.equal(s3Meta.type, 'nested object');
    assert.deepEqual(Object.keys(s3Meta.children), ['BUCKET', 'ACCESS_KEY', 'SECRET_KEY', 'ENDPOINT']);
    assert.equal(s3Meta.children.BUCKET.required, true);
    assert.equal(s3Meta.children.SECRET_KEY.write_only, true);
    assert.match(s3Meta.children.ENDPOINT.help_text, /s3\.cn-north-1\.amazonaws\.com\.cn/);
    const azure = (await admin.options(`${REPLAY}?type=azure`)).body.actions.POST.meta.children;
    assert.deepEqual(Object.keys(azure), ['CONTAINER_NAME', 'ACCOUNT_NAME', 'ACCOUNT_KEY', 'ENDPOINT_SUFFIX']);
    assert.deepEqual(
      azure.ENDPOINT_SUFFIX.choices.map((choice) => choice.value),
      ['core.chinacloudapi.cn', 'core.windows.net'],
    );
    assert.deepEqual(Object.keys((await admin.options(`${REPLAY}?type=swift`)).body.actions.POST.meta.children), [
      'BUCKET',
      'ACCESS_KEY',
      'SECRET_KEY',
      'REGION',
      'PROTOCOL',
      'ENDPOINT',
    ]);
    const untyped = (await admin.options(REPLAY)).body.actions.POST.meta;
    assert.equal(untyped.read_only, true);
    assert.deepEqual(untyped.children, {});
  });

  test('a new storage is checked against its type: errors come per setting, an endpoint keeps no path', async () => {
    const bad = await admin.post(`${REPLAY}?type=s3`, { name: 'bad-s3', type: 's3', meta: { ENDPOINT: 'http://minio:9000/replays' } });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, { meta: { BUCKET: ['This field is required.'], ENDPOINT: ['Endpoint invalid: remove path `/replays`'] } });
    // OBS endpoints are written without a scheme, so they are not checked that way.
    const obs = await admin.post(`${REPLAY}?type=obs`, { name: 'obs', type: 'obs', meta: { BUCKET: 'b', ENDPOINT: 'obs.cn-north-4.myhuaweicloud.com' } });
    assert.equal(obs.status, 201, JSON.stringify(obs.body));
  });

  test('the secret key is kept but never shown; an update that leaves it out keeps it, and the test signs with it', async () => {
    const created = await admin.post(`${REPLAY}?type=s3`, {
      name: 'minio',
      type: 's3',
      meta: { BUCKET: 'replays', ACCESS_KEY: 'AKIDEXAMPLE', SECRET_KEY: secret('wJalrXUtnFEMI'), ENDPOINT: s3.url },
      comment: '',
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(created.body.meta, { BUCKET: 'replays', ACCESS_KEY: 'AKIDEXAMPLE', ENDPOINT: s3.url });
    assert.deepEqual(created.body.type, { value: 's3', label: 'S3' });
    const id = created.body.id;
    const updated = await admin.put(`${REPLAY}${id}/?type=s3`, {
      name: 'minio',
      type: 's3',
      meta: { BUCKET: 'replays', ACCESS_KEY: 'AKIDEXAMPLE', ENDPOINT: s3.url },
      comment: 'lab',
    });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.equal('SECRET_KEY' in updated.body.meta, false);

    s3.requests.length = 0;
    const tested = await admin.get(`${REPLAY}${id}/test-connective/`);
    assert.deepEqual(tested.body, { is_valid: true, msg: 'Test successful' });
    assert.deepEqual(s3.requests, [
      { method: 'PUT', path: '/replays/tests.py' },
      { method: 'DELETE', path: '/replays/tests.py' },
    ]);
    assert.equal(s3.objects.size, 0);
  });

  test('a failed test says what the storage or the network answered', async () => {
    const make = async (name, meta) => (await admin.post(`${REPLAY}?type=s3`, { name, type: 's3', meta })).body.id;
    const wrongKey = await make('wrong-key', { BUCKET: 'replays', ACCESS_KEY: 'nobody', SECRET_KEY: secret('x'), ENDPOINT: s3.url });
    assert.deepEqual((await admin.get(`${REPLAY}${wrongKey}/test-connective/`)).body, {
      is_valid: false,
      msg: 'Test failure: HTTP 403 InvalidAccessKeyId The Access Key Id you provided does not exist in our records.',
    });
    const wrongSecret = await make('wrong-secret', { BUCKET: 'replays', ACCESS_KEY: 'AKIDEXAMPLE', SECRET_KEY: secret('guess'), ENDPOINT: s3.url });
    assert.match((await admin.get(`${REPLAY}${wrongSecret}/test-connective/`)).body.msg, /SignatureDoesNotMatch/);
    const noBucket = await make('no-bucket', { BUCKET: 'missing', ACCESS_KEY: 'AKIDEXAMPLE', SECRET_KEY: secret('wJalrXUtnFEMI'), ENDPOINT: s3.url });
    assert.match((await admin.get(`${REPLAY}${noBucket}/test-connective/`)).body.msg, /HTTP 404 NoSuchBucket/);
    const closed = createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = closed.address().port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await make('refused', { BUCKET: 'replays', ENDPOINT: `http://127.0.0.1:${port}` });
    assert.deepEqual((await admin.get(`${REPLAY}${refused}/test-connective/`)).body, { is_valid: false, msg: `Test failure: connect ECONNREFUSED 127.0.0.1:${port}` });
    const local = (await admin.get(`${REPLAY}?type=server`)).body[0];
    assert.deepEqual((await admin.get(`${REPLAY}${local.id}/test-connective/`)).body, { is_valid: true, msg: 'Test successful' });
    const chinese = await server.login('admin');
    chinese.cookies.set('django_language', 'zh-hans');
    assert.equal((await chinese.get(`${REPLAY}${wrongKey}/test-connective/`)).body.msg.startsWith('测试失败：HTTP 403'), true);
  });

  test('one default storage: setting another makes it the only one; the default and local ones cannot be deleted', async () => {
    const before = (await admin.get(`${REPLAY}?is_default=true`)).body;
    assert.equal(before.length, 1);
    const obs = (await admin.get(`${REPLAY}?name=obs`)).body[0];
    const patched = await admin.patch(`${REPLAY}${obs.id}/`, { is_default: true });
    assert.equal(patched.status, 200);
    assert.deepEqual(
      (await admin.get(`${REPLAY}?is_default=true`)).body.map((row) => row.name),
      ['obs'],
    );
    assert.deepEqual((await admin.delete(`${REPLAY}${obs.id}/`)).body, { msg: 'Deleting the default storage is not allowed' });
    assert.equal((await admin.delete(`${REPLAY}${before[0].id}/`)).status, 400);
    // A storage a component writes to stays.
    const terminal = (await admin.get('/api/v1/terminal/terminals/?limit=1')).body.results[0];
    const inUse = (await admin.get(`${REPLAY}?name=minio`)).body[0];
    await admin.patch(`/api/v1/terminal/terminals/${terminal.id}/`, { replay_storage: 'minio' });
    assert.deepEqual((await admin.delete(`${REPLAY}${inUse.id}/`)).body, { msg: 'Cannot delete storage that is being used' });
    await admin.patch(`/api/v1/terminal/terminals/${terminal.id}/`, { replay_storage: 'default' });
    assert.equal((await admin.delete(`${REPLAY}${inUse.id}/`)).status, 204);
  });
});

describe('command storages', () => {
  test('Elasticsearch hosts must be http(s)://host:port; the index and its settings have defaults', async () => {
    const options = (await admin.options(`${COMMAND}?type=es`)).body.actions.POST.meta.children;
    assert.deepEqual(Object.keys(options), ['HOSTS', 'INDEX_BY_DATE', 'INDEX', 'IGNORE_VERIFY_CERTS']);
    assert.equal(options.INDEX.default, 'jumpserver');
    const bad = await admin.post(`${COMMAND}?type=es`, {
      name: 'bad-es',
      type: 'es',
      meta: { HOSTS: ['es.local:9200', 'http://es.local', 'http://es.local:port', 'http://es#1:9200'] },
    });
    assert.deepEqual(bad.body, {
      meta: {
        HOSTS: { 0: ['The address format is incorrect'], 1: ['The address format is incorrect'], 2: ['Port invalid'], 3: ['The address cannot contain the special character `#`'] },
      },
    });
  });

  test('saving an Elasticsearch storage reaches its cluster: one that answers saves, one that does not is refused and not saved', async () => {
    const es = await startEsEndpoint({ username: 'elastic', password: 's3cret' });
    const silent = await startEsEndpoint({ username: 'elastic', password: 's3cret' });
    await silent.close();
    const refusal = { detail: 'Invalid elasticsearch config', code: 'invalid_elasticsearch' };
    try {
      const unreachable = await admin.post(`${COMMAND}?type=es`, { name: 'es-nowhere', type: 'es', meta: { HOSTS: [`http://elastic:s3cret@${silent.address}`] } });
      assert.deepEqual([unreachable.status, unreachable.body], [400, refusal]);
      const unauthorized = await admin.post(`${COMMAND}?type=es`, { name: 'es-nowhere', type: 'es', meta: { HOSTS: [`http://elastic:wrong@${es.address}`] } });
      assert.deepEqual([unauthorized.status, unauthorized.body], [400, refusal]);
      assert.deepEqual((await admin.get(`${COMMAND}?name=es-nowhere`)).body, [], 'nothing saved');

      const created = await admin.post(`${COMMAND}?type=es`, { name: 'es-lab', type: 'es', meta: { HOSTS: [`http://elastic:s3cret@${es.address}`], INDEX: 'jms' } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.deepEqual(created.body.meta, { HOSTS: [`http://elastic:s3cret@${es.address}`], INDEX_BY_DATE: false, INDEX: 'jms', IGNORE_VERIFY_CERTS: false, DOC_TYPE: '_doc' });
      const moved = await admin.patch(`${COMMAND}${created.body.id}/`, { meta: { HOSTS: [`http://elastic:s3cret@${silent.address}`] } });
      assert.deepEqual([moved.status, moved.body], [400, refusal]);
      assert.deepEqual((await admin.get(`${COMMAND}${created.body.id}/`)).body.meta.HOSTS, [`http://elastic:s3cret@${es.address}`], 'the stored hosts stay');
      assert.equal((await admin.patch(`${COMMAND}${created.body.id}/`, { comment: 'lab cluster' })).status, 200, 'a save with the stored hosts reaches them again');

      admin.cookies.set('django_language', 'zh-hans');
      const inChinese = await admin.post(`${COMMAND}?type=es`, { name: 'es-nowhere', type: 'es', meta: { HOSTS: [`http://${silent.address}`] } });
      assert.deepEqual(inChinese.body, { detail: '无效的 Elasticsearch 配置', code: 'invalid_elasticsearch' });
    } finally {
      admin.cookies.set('django_language', 'en');
      await es.close();
    }
  });

  test('an Elasticsearch 8 cluster is refused, as JumpServer’s client does not support it', async () => {
    const es = await startEsEndpoint({ username: 'elastic', password: 's3cret', version: '8.11.0' });
    try {
      const refused = await admin.post(`${COMMAND}?type=es`, { name: 'es-eight', type: 'es', meta: { HOSTS: [`http://elastic:s3cret@${es.address}`] } });
      assert.deepEqual([refused.status, refused.body], [400, { detail: 'Not Support Elasticsearch8', code: 'not_support_elasticsearch8' }]);
    } finally {
      await es.close();
    }
  });

  test('the test pings the cluster with the credentials the host carries, and says what it answered', async () => {
    const es = await startEsEndpoint({ username: 'elastic', password: 's3cret' });
    try {
      const created = await admin.post(`${COMMAND}?type=es`, { name: 'es-tested', type: 'es', meta: { HOSTS: [`http://elastic:s3cret@${es.address}`] } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      es.authorizations.length = 0;
      assert.deepEqual((await admin.get(`${COMMAND}${created.body.id}/test-connective/`)).body, { is_valid: true, msg: 'Test successful' });
      assert.deepEqual(es.authorizations, [`Basic ${Buffer.from('elastic:s3cret').toString('base64')}`]);
      es.account.password = 'rotated';
      assert.deepEqual((await admin.get(`${COMMAND}${created.body.id}/test-connective/`)).body, { is_valid: false, msg: `Test failure: ${es.address}: HTTP 401` });
    } finally {
      await es.close();
    }
  });
});

describe('endpoints and endpoint rules', () => {
  test('the default endpoint cannot be deleted (the request succeeds, it stays); the Oracle port range is the server’s', async () => {
    const DEFAULT = '00000000-0000-0000-0000-000000000001';
    assert.equal((await admin.delete(`/api/v1/terminal/endpoints/${DEFAULT}/`)).status, 204);
    assert.equal((await admin.get(`/api/v1/terminal/endpoints/${DEFAULT}/`)).status, 200);
    const fields = (await admin.options('/api/v1/terminal/endpoints/')).body.actions.POST;
    assert.equal(fields.oracle_port_range.read_only, true);
    const created = await admin.post('/api/v1/terminal/endpoints/', { name: 'Branch', host: 'jms-branch.example.com', oracle_port_range: '1-2' });
    assert.equal(created.status, 201);
    assert.equal(created.body.oracle_port_range, '30000-30030');
    assert.equal(created.body.ssh_port, 2222);
  });

  test('a rule matches asset IPs (all unless said) to an endpoint, which it may leave empty', async () => {
    const endpoint = (await admin.get('/api/v1/terminal/endpoints/?name=Branch')).body[0];
    const rule = await admin.post('/api/v1/terminal/endpoint-rules/', { name: 'Branch office', endpoint: endpoint.id, priority: 20 });
    assert.equal(rule.status, 201, JSON.stringify(rule.body));
    assert.deepEqual(rule.body.ip_group, ['*']);
    assert.deepEqual(rule.body.endpoint, { id: endpoint.id, name: 'Branch' });
    const bare = await admin.post('/api/v1/terminal/endpoint-rules/', { name: 'Unrouted', ip_group: ['10.9.0.0/16'] });
    assert.equal(bare.status, 201, JSON.stringify(bare.body));
    assert.equal(bare.body.endpoint, null);
    assert.equal((await admin.options('/api/v1/terminal/endpoint-rules/')).body.actions.POST.ip_group.label, 'Asset IP');
  });
});
