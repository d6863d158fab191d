// Every write endpoint of the registry (create, update, bulk update, each resource's
// own actions) gets random bodies no real client sends: nested past the limit,
// oversized, of the wrong type, not JSON at all. Whatever comes, the answer is a 4xx,
// never a 5xx, and nothing is stored. The bodies come from a seeded generator: a
// failure prints its seed, and FUZZ_SEED=<seed> replays it.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { MAX_BODY_BYTES } from '../../server/http/body.mjs';
import { writableFields } from '../../server/registry/define.mjs';
import { createRegistry } from '../../server/registry/index.mjs';
import { createRandom } from '../../server/seed/random.mjs';
import { DEFAULT_ORG_ID, startBackend } from './helpers.mjs';

const Database = createRequire(import.meta.url)('better-sqlite3');
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const BODIES_PER_ENDPOINT = 3;
const PARALLEL = 4;

let server;
let token;
let version;
before(async () => {
  server = await startBackend();
  const answer = await server.client().post('/api/v1/authentication/auth/', { username: 'admin', password: 'jumpserver' });
  token = answer.body.token;
  // Another connection's view of the file: PRAGMA data_version moves when anything else commits.
  const watcher = new Database(join(server.dataDir, 'jumpserver-dev.sqlite3'), { readonly: true });
  version = () => watcher.pragma('data_version', { simple: true });
  await collectEndpoints();
});
after(() => server.close());

const nestedText = (depth, leaf = '1') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;
const big = (size) => 'x'.repeat(size);

/** A value the field does not take, as JSON text, by the type its metadata gives. */
function wrongValue(field, random) {
  const deep = nestedText(random.int(33, 400));
  const byType = {
    string: ['{"a": [1]}', '[["x"]]', deep, JSON.stringify(big(5000))],
    email: ['{"a": 1}', '["a@b.c"]', deep],
    url: ['{"a": 1}', '[1]', deep],
    datetime: ['{"when": "now"}', '[2024]', '"next tuesday"', deep],
    choice: ['{"value": {}}', '[["x"]]', deep],
    'multiple choice': ['"not a list"', '{"a": 1}', deep],
    integer: ['"twelve"', '{"n": 1}', '[1]', deep],
    float: ['"pi"', '{"n": 1}', '[1.5]', deep],
    boolean: ['"perhaps"', '{"b": true}', '[true]', deep],
    object_related_field: ['{"id": {"id": {}}}', '[[[]]]', '"not-an-id"', deep],
    m2m_related_field: ['"everyone"', '{"a": 1}', '[["x"]]', deep],
    list: ['"not a list"', '{"a": 1}', deep],
    'nested object': ['"not an object"', '42', '[[]]', deep],
  };
  return random.pick(byType[field.type] ?? [deep]);
}

/** A JSON object giving every writable field a value it does not take; one nested past the limit when no field can refuse. */
function wrongObject(resource, random) {
  const fields = writableFields(resource);
  const members = fields.map((field) => `${JSON.stringify(field.name)}: ${wrongValue(field, random)}`);
  if (!fields.some((field) => field.type !== 'json')) members.push(`"__deep__": ${nestedText(20_000)}`);
  return `{${members.join(', ')}}`;
}

/** One random body no field accepts: [content type, text]. */
function randomBody(resource, random) {
  const json = (text) => ['application/json', text];
  const someField = () => random.pick(writableFields(resource))?.name ?? 'name';
  return random.pick([
    () => json(wrongObject(resource, random)),
    () => json(`[${wrongObject(resource, random)}, ${wrongObject(resource, random)}]`),
    () => json(`{${JSON.stringify(someField())}: ${nestedText(random.int(33, 20_000))}}`),
    () => json(`{${JSON.stringify(someField())}: ${nestedText(random.int(33, 100), '{"a": ' + nestedText(50) + '}')}}`),
    () => json(random.pick(['"just text"', '42', 'true', '[1, "a", null]', '[[[]]]', nestedText(20_000)])),
    () => json(random.pick(['{"name": ', '{"a": 1}}', '\u0000', "{'a': 1}"])),
    () => ['text/plain', 'not a media type the API reads'],
  ])();
}

/** The registry's own write endpoints of a resource, and its actions, with an existing object's id where the path needs one. */
async function endpointsOf(resource, get) {
  const base = `/api/v1/${resource.url}/`;
  const has = (method) => resource.methods.includes(method);
  let id = '00000000-0000-4000-8000-000000000000';
  if (resource.detail !== false && has('GET') && !base.includes(':')) {
    const list = await get(`${base}?limit=1`);
    id = list.body?.results?.[0]?.id ?? id;
  }
  const fill = (path) => path.replace(/:id\b/g, String(id)).replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
  const writes = [];
  if (has('POST') && !resource.createError) writes.push(['POST', fill(base)]);
  if (resource.detail !== false) {
    for (const method of ['PUT', 'PATCH']) if (has(method)) writes.push([method, fill(`${base}:id/`)], [method, fill(base)]);
  }
  const actions = resource.actions.filter((action) => !['GET', 'OPTIONS', 'HEAD'].includes(action.method)).map((action) => [action.method, fill(base + action.path)]);
  return { writes, actions };
}

let random;
let resources;
let endpoints;
const headers = () => ({ Authorization: `Bearer ${token}`, 'X-JMS-ORG': DEFAULT_ORG_ID });

async function send(method, path, type, body) {
  const response = await fetch(server.origin + path, { method, headers: { ...headers(), 'Content-Type': type }, body, redirect: 'manual' });
  return { status: response.status, text: await response.text() };
}

/** Sends the requests a few at a time; returns those whose answer `wrong` rejects. */
async function fire(requests, wrong) {
  const failures = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const { method, path, body } = requests[next++];
      const answer = await send(method, path, body[0], body[1]);
      if (wrong(answer.status)) failures.push(`${method} ${path} ${body[0]} ${body[1].slice(0, 120)} → ${answer.status} ${answer.text.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return failures;
}

const bodiesFor = (list, resource) => list.flatMap(([method, path]) => Array.from({ length: BODIES_PER_ENDPOINT }, () => ({ method, path, body: randomBody(resource, random) })));

/** The bodies' generator, and every resource's endpoints. */
async function collectEndpoints() {
  random = createRandom(SEED);
  resources = createRegistry().all.filter((resource) => resource.url);
  const get = async (path) => {
    const answer = await send('GET', path, 'application/json', undefined);
    return { status: answer.status, body: /^[[{]/.test(answer.text) ? JSON.parse(answer.text) : null };
  };
  endpoints = [];
  for (const resource of resources) endpoints.push({ resource, ...(await endpointsOf(resource, get)) });
}

test(`create and update: every body refused with a 4xx, nothing stored (FUZZ_SEED=${SEED})`, async () => {
  const requests = endpoints.flatMap(({ resource, writes }) => bodiesFor(writes, resource));
  // And once, a body past the size limit.
  requests.push({ method: 'POST', path: '/api/v1/users/groups/', body: ['application/json', `{"name": "${big(MAX_BODY_BYTES)}"}`] });
  const before = version();
  const failures = await fire(requests, (status) => status < 400 || status >= 500);
  assert.ok(requests.length > 300, `${requests.length} requests`);
  assert.deepEqual(failures, [], `with FUZZ_SEED=${SEED}`);
  assert.equal(version(), before, 'nothing was written');
});

test(`the resources' own actions: no 5xx, whatever the body (FUZZ_SEED=${SEED})`, async () => {
  const requests = endpoints.flatMap(({ resource, actions }) => bodiesFor(actions, resource));
  assert.ok(requests.length > 50, `${requests.length} requests`);
  assert.deepEqual(await fire(requests, (status) => status >= 500), [], `with FUZZ_SEED=${SEED}`);
});
