// The backend benchmark's load generator against a real Node HTTP server: bodies
// read whole whatever their framing, one connection kept for every request.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { keepAliveClient } from '../../bench/lib/keep-alive-client.mjs';

let server;
let port;
const sockets = new Set();

before(async () => {
  server = createServer(async (req, res) => {
    sockets.add(req.socket);
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString();
    if (req.url === '/chunked') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('first part, ');
      setTimeout(() => res.end('and the ünïcode end'), 5);
    } else if (req.url === '/big') {
      res.end('x'.repeat(300_000));
    } else if (req.url === '/close') {
      req.socket.destroy();
    } else {
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, url: req.url, body, auth: req.headers.authorization ?? null }));
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  port = server.address().port;
});

after(() => server.close());

test('a Content-Length body, its status and the request it answers', async () => {
  const client = keepAliveClient({ host: '127.0.0.1', port });
  const answer = await client.request('POST', '/echo?x=1', { Authorization: 'Bearer t' }, '{"a":"é"}');
  assert.equal(answer.status, 200);
  assert.deepEqual(JSON.parse(answer.body), { method: 'POST', url: '/echo?x=1', body: '{"a":"é"}', auth: 'Bearer t' });
  assert.ok(answer.ms > 0);
  const missing = await client.request('GET', '/missing');
  assert.equal(missing.status, 404);
  client.close();
});

test('chunked and large bodies are read whole', async () => {
  const client = keepAliveClient({ host: '127.0.0.1', port });
  assert.equal((await client.request('GET', '/chunked')).body, 'first part, and the ünïcode end');
  assert.equal((await client.request('GET', '/big')).body.length, 300_000);
  client.close();
});

test('one connection serves every request of a client', async () => {
  sockets.clear();
  const client = keepAliveClient({ host: '127.0.0.1', port });
  for (let index = 0; index < 5; index += 1) assert.equal(JSON.parse((await client.request('GET', `/n/${index}`)).body).url, `/n/${index}`);
  assert.equal(sockets.size, 1);
  client.close();
});

test('a connection the server drops fails the request under way', async () => {
  const client = keepAliveClient({ host: '127.0.0.1', port });
  await assert.rejects(client.request('GET', '/close'));
  assert.equal((await client.request('GET', '/again')).status, 200, 'the next request opens a new connection');
  client.close();
});
