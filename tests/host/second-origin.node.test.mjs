// The example pages' second origin is trusted (CORS with credentials) only once its
// own server listens: a port another program holds never becomes an allowed origin.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { startSecondOrigin } from '../../host/demo.mjs';
import { startConsoleServer } from '../../host/server.mjs';

let console;
before(async () => {
  // In front of a "real JumpServer" nobody runs: CORS is answered before anything is proxied.
  console = await startConsoleServer({ port: 0, backend: 'http://127.0.0.1:9' });
});
after(() => console.close());

/** The preflight a page of `origin` sends before a credentialed API call. */
const preflight = (origin) => fetch(`${console.origin}/api/v1/users/profile/`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' } });

test('a port held by another program is not trusted', async () => {
  const squatter = createServer((request, response) => response.end('not the example pages'));
  await new Promise((resolve) => squatter.listen(0, '127.0.0.1', resolve));
  const port = squatter.address().port;
  try {
    await assert.rejects(startSecondOrigin(console, { port }), /EADDRINUSE/);
    const answer = await preflight(`http://127.0.0.1:${port}`);
    assert.equal(answer.headers.get('access-control-allow-origin'), null);
    assert.equal(answer.headers.get('access-control-allow-credentials'), null);
  } finally {
    await new Promise((resolve) => squatter.close(resolve));
  }
});

test('the pages, once listening, are', async () => {
  const demo = await startSecondOrigin(console, { port: 0 });
  try {
    const answer = await preflight(demo.origin);
    assert.equal(answer.status, 204);
    assert.equal(answer.headers.get('access-control-allow-origin'), demo.origin);
    assert.equal(answer.headers.get('access-control-allow-credentials'), 'true');
  } finally {
    await demo.close();
  }
});
