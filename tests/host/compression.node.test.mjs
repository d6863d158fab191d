// Compressed transfers from the console's server over real HTTP: the build
// writes Brotli and gzip copies of its text files, the server sends the one a
// request asks for (with Vary), checks the host page by its ETag, and
// compresses the API's JSON answers above a size.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressPlugin } from '../../host/build/compress-plugin.mjs';
import { startConsoleServer } from '../../host/server.mjs';
import { COMPRESS_MIN_BYTES } from '../../server/http/content-encoding.mjs';
import { Client, temporaryDir } from '../server/helpers.mjs';

const words = (count) => Array.from({ length: count }, (_, index) => `word${index % 97}`).join(' ');
const FILES = {
  'index.html': { type: 'asset', source: `<!doctype html><html><head><title>JumpServer</title></head><body><p>${words(400)}</p></body></html>` },
  'assets/app-Ab12Cd34.js': { type: 'chunk', code: `export const text = ${JSON.stringify(words(600))};\n` },
  'assets/logo-Ef56Gh78.svg': { type: 'asset', source: `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10z"/>'.repeat(80)}</svg>` },
  'manifest.json': { type: 'asset', source: JSON.stringify({ elements: { words: words(300) } }) },
  'elements/jms-x.js': { type: 'asset', source: "export * from '../assets/app-Ab12Cd34.js';\n" },
  'assets/photo-Ij90Kl12.png': { type: 'asset', source: Buffer.alloc(4096, 7) },
};
const content = (file) => Buffer.from(file.type === 'chunk' ? file.code : file.source);

const PORTAL = 'http://portal.example';
let dist;
let dataDir;
let server;

before(async () => {
  dist = temporaryDir('jms-dist-');
  dataDir = temporaryDir();
  const bundle = {};
  for (const [fileName, file] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dist, fileName)), { recursive: true });
    writeFileSync(join(dist, fileName), content(file));
    bundle[fileName] = { ...file, fileName };
  }
  await compressPlugin().writeBundle({ dir: dist }, bundle);
  server = await startConsoleServer({ port: 0, distDir: dist, backendOptions: { dataDir }, allowOrigins: [PORTAL] });
});

after(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** A GET over node:http, which decompresses nothing: the bytes as sent. */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    request(`${server.origin}${path}`, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync };
/** The request headers an answer says it varies by. */
const varies = (answer) => (answer.headers.vary ?? '').split(/,\s*/).filter(Boolean).sort();

test('the build writes a Brotli and a gzip copy of every text file of 1 KB or more, the same bytes once decompressed; small and binary files get none', () => {
  for (const [fileName, file] of Object.entries(FILES)) {
    const original = content(file);
    const text = !fileName.endsWith('.png');
    const copies = text && original.length >= COMPRESS_MIN_BYTES;
    assert.equal(existsSync(join(dist, `${fileName}.br`)), copies, `${fileName}.br`);
    assert.equal(existsSync(join(dist, `${fileName}.gz`)), copies, `${fileName}.gz`);
    if (!copies) continue;
    assert.deepEqual(brotliDecompressSync(readFileSync(join(dist, `${fileName}.br`))), original);
    assert.deepEqual(gunzipSync(readFileSync(join(dist, `${fileName}.gz`))), original);
    assert.ok(readFileSync(join(dist, `${fileName}.br`)).length < original.length / 2, `${fileName} is smaller compressed`);
  }
});

test('a text file goes in the encoding asked for, Brotli before gzip, as it is when neither is taken; always with Vary and the length of what is sent', async () => {
  const cases = [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.2', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    [undefined, undefined],
  ];
  for (const fileName of ['index.html', 'assets/app-Ab12Cd34.js', 'assets/logo-Ef56Gh78.svg', 'manifest.json']) {
    for (const [accept, expected] of cases) {
      const answer = await get(`/ui/${fileName}`, accept ? { 'accept-encoding': accept } : {});
      const label = `${fileName} asked with ${accept}`;
      assert.equal(answer.status, 200, label);
      assert.equal(answer.headers['content-encoding'], expected, label);
      assert.ok(varies(answer).includes('Accept-Encoding'), label);
      assert.equal(Number(answer.headers['content-length']), answer.body.length, label);
      assert.deepEqual(expected ? decode[expected](answer.body) : answer.body, content(FILES[fileName]), label);
    }
  }
});

test('a file another origin loads varies by its Origin too, and says that origin may read it', async () => {
  const answer = await get('/ui/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br', origin: PORTAL });
  assert.equal(answer.headers['content-encoding'], 'br');
  assert.equal(answer.headers['access-control-allow-origin'], PORTAL);
  assert.deepEqual(varies(answer), ['Accept-Encoding', 'Origin']);
});

test('a small text file and a binary one go as they are', async () => {
  const small = await get('/ui/elements/jms-x.js', { 'accept-encoding': 'br, gzip' });
  assert.equal(small.headers['content-encoding'], undefined);
  assert.ok(varies(small).includes('Accept-Encoding'));
  const image = await get('/ui/assets/photo-Ij90Kl12.png', { 'accept-encoding': 'br, gzip' });
  assert.equal(image.headers['content-encoding'], undefined);
  assert.ok(!varies(image).includes('Accept-Encoding'), 'an image has one form only');
  assert.deepEqual(image.body, FILES['assets/photo-Ij90Kl12.png'].source);
});

test('the host page is checked by its ETag: asked again with it, 304 and no body; each encoding has its own; a changed page a new one', async () => {
  const first = await get('/ui/', { 'accept-encoding': 'br' });
  assert.equal(first.headers['cache-control'], 'no-cache');
  assert.match(first.headers.etag, /^"[\w-]+"$/);
  const again = await get('/ui/', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  assert.equal(again.headers.etag, first.headers.etag);
  assert.ok(varies(again).includes('Accept-Encoding'));
  const weak = await get('/ui/', { 'accept-encoding': 'br', 'if-none-match': `"other", W/${first.headers.etag}` });
  assert.equal(weak.status, 304, 'If-None-Match compares weakly, in a list');
  // A route the server does not know is the host page too (the console routes in the hash).
  assert.equal((await get('/ui/some/route', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag })).status, 304);

  const plain = await get('/ui/', { 'if-none-match': first.headers.etag });
  assert.equal(plain.status, 200, 'the uncompressed page is another representation');
  assert.notEqual(plain.headers.etag, first.headers.etag);

  writeFileSync(join(dist, 'index.html'), `${content(FILES['index.html'])}<!-- changed -->`);
  const changed = await get('/ui/', { 'if-none-match': plain.headers.etag });
  assert.equal(changed.status, 200);
  assert.notEqual(changed.headers.etag, plain.headers.etag);
  assert.match(changed.body.toString(), /changed/);

  const hashed = await get('/ui/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br' });
  assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
});

test("the API's JSON answers of 1 KB or more go compressed as asked, with Vary; small ones and clients that do not ask get them as they are", async () => {
  const client = new Client(server.origin);
  assert.equal((await client.submitLogin('admin', 'jumpserver')).status, 302);
  const cookie = client.cookieHeader();
  const list = '/api/v1/users/users/?offset=0&limit=15&display=1';
  const plain = await get(list, { cookie });
  assert.equal(plain.status, 200);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.match(plain.headers.vary, /Accept-Encoding/);
  assert.ok(plain.body.length >= COMPRESS_MIN_BYTES, 'the list is long enough to be compressed');
  const rows = JSON.parse(plain.body.toString());
  for (const encoding of ['br', 'gzip']) {
    const answer = await get(list, { cookie, 'accept-encoding': encoding });
    assert.equal(answer.headers['content-encoding'], encoding);
    assert.match(answer.headers.vary, /Accept-Encoding/);
    assert.ok(answer.body.length < plain.body.length / 3, `${encoding}: ${answer.body.length} of ${plain.body.length} bytes`);
    assert.deepEqual(JSON.parse(decode[encoding](answer.body).toString()), rows);
  }
  const small = await get('/api/v1/users/profile/', { cookie: '', 'accept-encoding': 'br' });
  assert.equal(small.status, 401);
  assert.ok(small.body.length < COMPRESS_MIN_BYTES);
  assert.equal(small.headers['content-encoding'], undefined);
  assert.ok(JSON.parse(small.body.toString()).detail, 'a small JSON answer, as it is');
});
