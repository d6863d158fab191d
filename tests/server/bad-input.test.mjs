// Bad input never crashes the backend and never corrupts data: each case gets
// the real server's status and body shape, and the data is unchanged after.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createRequire } from 'node:module';
import { inOrg, startBackend } from './helpers.mjs';

const XLSX = createRequire(import.meta.url)('xlsx');

let server;
let admin;
let groupId;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
  groupId = (await admin.post('/api/v1/users/groups/', { name: 'Bad input target', comment: 'unchanged' })).body.id;
});
after(() => server.close());

const json = (text) => ({ raw: text, type: 'application/json' });

/** [name, method, path, options, status, check(body)] */
const CASES = [
  ['malformed JSON', 'POST', '/api/v1/users/groups/', json('{"name": '), 400, (body) => body.code === 'parse_error' && /^JSON parse error/.test(body.detail)],
  ['JSON that is not an object', 'POST', '/api/v1/users/groups/', json('"just a string"'), 400, (body) => /Expected a dictionary/.test(body.non_field_errors[0])],
  [
    'wrong types',
    'POST',
    '/api/v1/users/users/',
    { body: { name: ['x'], username: 12, email: false, is_active: 'perhaps', mfa_level: 'high' } },
    400,
    (body) =>
      body.name[0] === 'Not a valid string.' &&
      body.email[0] === 'Not a valid string.' &&
      body.is_active[0] === 'Must be a valid boolean.' &&
      /not a valid choice/.test(body.mfa_level[0]),
  ],
  ['null for a required field', 'POST', '/api/v1/users/groups/', { body: { name: null } }, 400, (body) => body.name[0] === 'This field may not be null.'],
  [
    'a valid create between bad ones still works',
    'POST',
    '/api/v1/acls/command-groups/',
    { body: { name: 'cg', content: 'ls', type: 'command' } },
    201,
    (body) => body.name === 'cg',
  ],
  [
    'bad email',
    'POST',
    '/api/v1/users/users/',
    { body: { name: 'n', username: 'bad-email', email: 'not-an-email' } },
    400,
    (body) => body.email[0] === 'Enter a valid email address.',
  ],
  [
    'bad datetime',
    'POST',
    '/api/v1/perms/asset-permissions/',
    { body: { name: 'bad date', date_expired: 'next tuesday' } },
    400,
    (body) => /^Datetime has wrong format/.test(body.date_expired[0]),
  ],
  ['list expected', 'POST', '/api/v1/users/groups/', { body: { name: 'g', users: 'everyone' } }, 400, (body) => body.users[0] === 'Expected a list of items but got type "str".'],
  [
    'unknown related id',
    'POST',
    '/api/v1/users/groups/',
    { body: { name: 'g2', users: ['11111111-1111-1111-1111-111111111111'] } },
    400,
    (body) => /object does not exist/.test(body.users[0]),
  ],
  [
    'nested errors',
    'POST',
    '/api/v1/assets/hosts/',
    {
      body: {
        name: 'h',
        address: '1.1.1.1',
        platform: 1,
        protocols: [
          { name: 'ssh', port: 22 },
          { name: '', port: 'x' },
        ],
      },
    },
    400,
    (body) => Array.isArray(body.protocols) && Object.keys(body.protocols[0]).length === 0 && body.protocols[1].port[0] === 'A valid integer is required.',
  ],
  [
    'nested object errors (ACL rules)',
    'POST',
    '/api/v1/acls/login-acls/',
    { body: { name: 'bad rules', rules: { ip_group: 'everywhere', time_period: [] } } },
    400,
    (body) => body.rules.ip_group[0] === 'Expected a list of items but got type "str".',
  ],
  [
    'a nested object that is not one',
    'POST',
    '/api/v1/acls/login-acls/',
    { body: { name: 'bad rules 2', rules: ['*'] } },
    400,
    (body) => Array.isArray(body.rules.non_field_errors),
  ],
  [
    'a match rule of an unknown type',
    'POST',
    '/api/v1/acls/login-acls/',
    { body: { name: 'bad users', users: { type: 'some' } } },
    400,
    (body) => /not a valid choice/.test(body.users[0]),
  ],
  ['unsupported media type', 'POST', '/api/v1/users/groups/', { raw: 'name=x', type: 'text/plain' }, 415, (body) => body.code === 'unsupported_media_type'],
  ['oversized body (over 10 MiB)', 'POST', '/api/v1/users/groups/', json(`{"name": "${'x'.repeat(10 * 1024 * 1024 + 10)}"}`), 400, (body) => body.code === 'parse_error'],
  ['bad uuid in a detail URL', 'GET', '/api/v1/users/groups/not-a-uuid-at-all/', {}, 404, (body) => body.code === 'object_does_not_exist'],
  ['percent garbage in a detail URL', 'GET', '/api/v1/users/groups/%E0%A4%A/', {}, 404, (body) => body.code === 'not_found'],
  ['integer id resource given a name', 'GET', '/api/v1/assets/platforms/no-such-platform/', {}, 404, (body) => body.detail === 'Platform object does not exist.'],
  ['unknown API path', 'GET', '/api/v1/nothing/here/', {}, 404, (body) => body.code === 'not_found'],
  ['bulk update without a list', 'PATCH', '/api/v1/users/groups/', { body: { comment: 'x' } }, 400, (body) => Array.isArray(body.non_field_errors)],
  ['bulk update with garbage items', 'PATCH', '/api/v1/users/groups/', { body: [1, null, 'x'] }, 400, (body) => body.length === 3 && body.every((item) => item.id)],
  ['unknown fields are ignored', 'PATCH', null, { body: { comment: 'unchanged', no_such_field: 'ignored', id: 'not-changeable' } }, 200, (body) => !('no_such_field' in body)],
  ['unknown filter params are ignored', 'GET', '/api/v1/users/groups/?colour=blue&limit=1', {}, 200, (body) => body.count >= 1],
  ['invalid filter value', 'GET', '/api/v1/users/users/?is_active=maybe', {}, 400, (body) => Array.isArray(body.is_active)],
  ['negative offset and huge limit', 'GET', '/api/v1/users/users/?limit=99999999&offset=-5', {}, 200, (body) => body.results.length === body.count],
  ['cache without resources', 'POST', '/api/v1/common/resources/cache/', { body: {} }, 200, (body) => typeof body.spm === 'string'],
  ['kill-session with an object', 'POST', '/api/v1/terminal/tasks/kill-session/', { body: { id: 1 } }, 400, (body) => Array.isArray(body.non_field_errors)],
  ['mark-as-read with no ids', 'PATCH', '/api/v1/notifications/site-messages/mark-as-read/', { body: { ids: 'all' } }, 400, (body) => Array.isArray(body.ids)],
  [
    'a settings value of the wrong type',
    'PATCH',
    '/api/v1/settings/setting/?category=security',
    { body: { SECURITY_MAX_IDLE_TIME: 'long' } },
    400,
    (body) => body.SECURITY_MAX_IDLE_TIME[0] === 'A valid integer is required.',
  ],
  ['ticket bulk without an action', 'PUT', '/api/v1/tickets/tickets/bulk/', { body: { tickets: [] } }, 400, (body) => typeof body.error === 'string'],
  ['a non-UUID id of an access key', 'GET', '/api/v1/authentication/access-keys/not-a-uuid/', {}, 404, (body) => body.code === 'object_does_not_exist'],
  ['a non-UUID id of a ticket comment', 'GET', '/api/v1/tickets/comments/not-a-uuid/', {}, 404, (body) => body.code === 'object_does_not_exist'],
  ['a PATCH whose body is null', 'PATCH', null, json('null'), 400, (body) => body.non_field_errors[0] === 'No data provided'],
  ['a POST whose body is null', 'POST', '/api/v1/users/groups/', json('null'), 400, (body) => body.non_field_errors[0] === 'No data provided'],
  ['a NUL character in a name', 'POST', '/api/v1/users/groups/', { body: { name: 'nul\u0000name' } }, 400, (body) => body.name[0] === 'Null characters are not allowed.'],
  [
    'a lone surrogate in a name',
    'POST',
    '/api/v1/users/groups/',
    json('{"name": "half \\ud800 a pair"}'),
    400,
    (body) => body.name[0] === 'Surrogate characters are not allowed: U+D800.',
  ],
  [
    "an administrator's password for someone else keeps the rules",
    'POST',
    '/api/v1/users/users/',
    { body: { name: 'weak', username: 'weak-password', email: 'weak@example.com', password_strategy: 'custom', password: '1' } },
    400,
    (body) => body.password[0] === 'Password does not match security rules',
  ],
];

/** Fields JumpServer declares NOT NULL: an explicit null is refused with DRF's message, not stored. */
const NOT_NULL = [
  ['/api/v1/accounts/accounts/', 'name'],
  ['/api/v1/ops/jobs/', 'name'],
  ['/api/v1/ops/jobs/', 'type'],
  ['/api/v1/ops/jobs/', 'module'],
  ['/api/v1/acls/login-acls/', 'action'],
  ['/api/v1/acls/login-acls/', 'users'],
  ['/api/v1/acls/login-acls/', 'rules'],
  ['/api/v1/users/users/', 'source'],
  ['/api/v1/perms/asset-permissions/', 'protocols'],
  ['/api/v1/perms/asset-permissions/', 'accounts'],
  ['/api/v1/perms/asset-permissions/', 'date_start'],
  ['/api/v1/users/groups/', 'comment'],
];
for (const [url, field] of NOT_NULL) {
  test(`${field} of ${url} may not be null`, async () => {
    const response = await admin.post(url, { [field]: null });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body[field], ['This field may not be null.'], JSON.stringify(response.body).slice(0, 300));
  });
}

test("an account's template that is not an id is refused, not a crash", async () => {
  const [account] = (await admin.get('/api/v1/accounts/accounts/?limit=1')).body.results;
  for (const template of [[], {}, 12]) {
    const response = await admin.patch(`/api/v1/accounts/accounts/${account.id}/`, { template });
    assert.equal(response.status, 400, JSON.stringify(template));
    assert.ok(Array.isArray(response.body.template), JSON.stringify(response.body));
  }
});

test("an XLSX export keeps a cell over 32,767 characters, cut to the spreadsheet's limit", async () => {
  const long = 'x'.repeat(40_000);
  const group = (await admin.post('/api/v1/users/groups/', { name: 'long comment', comment: long })).body;
  const response = await admin.get(`/api/v1/users/groups/?format=xlsx&id=${group.id}`);
  assert.equal(response.status, 200);
  const sheet = XLSX.read(response.buffer).Sheets[XLSX.read(response.buffer).SheetNames[0]];
  const cells = XLSX.utils.sheet_to_json(sheet, { header: 1 }).flat();
  assert.ok(cells.includes('x'.repeat(32_767)), 'the long comment is there, cut at the limit');
});

for (const [name, method, path, options, status, check] of CASES) {
  test(name, async () => {
    const response = await admin.request(method, path ?? `/api/v1/users/groups/${groupId}/`, options);
    assert.equal(response.status, status, JSON.stringify(response.body).slice(0, 300));
    assert.ok(check(response.body), JSON.stringify(response.body).slice(0, 300));
  });
}

test('duplicate names in one bulk request are caught before anything is written', async () => {
  const response = await admin.post('/api/v1/users/groups/', [{ name: 'Twin' }, { name: 'Bad input target' }]);
  assert.equal(response.status, 400);
  assert.deepEqual(response.body[1], { name: ['This field must be unique.'] });
  assert.equal((await admin.get('/api/v1/users/groups/?name=Twin')).body.length, 0);
});

test('after all that, the data is intact and the server still answers', async () => {
  const group = (await admin.get(`/api/v1/users/groups/${groupId}/`)).body;
  assert.equal(group.name, 'Bad input target');
  assert.equal(group.comment, 'unchanged');
  assert.equal((await admin.get('/api/v1/users/profile/')).status, 200);
});

test('every field of every list, as a filter and as an order, never makes the server fail', async () => {
  const { createRegistry } = await import('../../server/registry/index.mjs');
  const failures = [];
  for (const resource of createRegistry().all) {
    if (!resource.url || !resource.methods.includes('GET')) continue;
    for (const name of Object.keys(resource.fields)) {
      for (const query of [`${name}=x`, `${name}__in=1,2`, `${name}!=0`, `order=-${name}`, `search=%25_${name}`]) {
        const response = await admin.get(`/api/v1/${resource.url}/?limit=2&${query}`);
        if (response.status >= 500) failures.push(`${resource.url}?${query} → ${response.status}`);
      }
    }
  }
  assert.deepEqual(failures, []);
});

test('every writable resource answers odd bodies with 4xx, never 5xx', async () => {
  const { createRegistry } = await import('../../server/registry/index.mjs');
  const odd = [{}, { name: {} }, { name: 'x'.repeat(5000) }, { id: 5, org_id: 'x' }, [{}], [], null, 42];
  const failures = [];
  for (const resource of createRegistry().all) {
    if (!resource.url) continue;
    const base = `/api/v1/${resource.url}/`;
    const weird = Object.fromEntries(Object.keys(resource.fields).map((name) => [name, { nested: [1, 'two'] }]));
    if (resource.methods.includes('POST')) {
      for (const body of [...odd, weird]) {
        const response = await admin.post(base, body);
        if (response.status >= 500) failures.push(`POST ${base} ${JSON.stringify(body).slice(0, 40)} → ${response.status}`);
      }
    }
    const first = resource.methods.includes('GET') ? (await admin.get(`${base}?limit=1`)).body?.results?.[0] : null;
    if (first && resource.methods.includes('PATCH')) {
      for (const body of [weird, { name: null }, []]) {
        const response = await admin.patch(`${base}${first.id}/`, body);
        if (response.status >= 500) failures.push(`PATCH ${base}${first.id}/ → ${response.status}`);
      }
    }
  }
  assert.deepEqual(failures, []);
});
