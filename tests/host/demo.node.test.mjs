// The example pages' second origin over real HTTP: a page is always told where
// JumpServer is, its policy lets in exactly that JumpServer, and nothing but the
// pages' own files is served.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { demoPolicy, startDemoServer } from '../../host/demo.mjs';

const SERVER = 'http://127.0.0.1:8080';
let demo;

before(async () => {
  demo = await startDemoServer({ server: SERVER });
});
after(() => demo.close());

const get = (path) => fetch(`${demo.origin}${path}`, { redirect: 'manual' });

test('a page opened without ?server= is sent to itself with it; the root leads to the portal', async () => {
  for (const [path, location] of [
    ['/', `/demo/portal.html?server=${encodeURIComponent(SERVER)}`],
    ['/demo/soc.html', `/demo/soc.html?server=${encodeURIComponent(SERVER)}`],
    ['/demo/soc.html?lang=zh', `/demo/soc.html?lang=zh&server=${encodeURIComponent(SERVER)}`],
  ]) {
    const answer = await get(path);
    assert.equal(answer.status, 302, path);
    assert.equal(answer.headers.get('location'), location, path);
  }
});

test('the pages and their files come under a policy that lets in the JumpServer and nothing else', async () => {
  const page = await get(`/demo/soc.html?server=${encodeURIComponent(SERVER)}`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type'), /^text\/html/);
  assert.match(await page.text(), /<jms-session-audit/);
  const policy = page.headers.get('content-security-policy');
  assert.equal(policy, demoPolicy(SERVER));
  assert.match(policy, new RegExp(`script-src 'self' ${SERVER} 'wasm-unsafe-eval'`));
  assert.match(policy, /connect-src 'self' http:\/\/127\.0\.0\.1:8080 ws:\/\/127\.0\.0\.1:8080;/);
  assert.doesNotMatch(policy, /'unsafe-inline'|'unsafe-eval'|\*/);
  const script = await get('/demo/embed.js');
  assert.match(script.headers.get('content-type'), /^text\/javascript/);
  assert.equal(script.headers.get('x-content-type-options'), 'nosniff');
});

test('nothing outside the pages is served', async () => {
  for (const path of ['/demo/nothing.html?server=x', '/demo/%2e%2e/demo.mjs', '/demo/..%2fserver.mjs', '/api/v1/users/profile/', '/ui/']) {
    assert.equal((await get(path)).status, 404, path);
  }
});

test("on the console's own origin the policy allows only that origin", () => {
  assert.match(demoPolicy(), /script-src 'self' 'wasm-unsafe-eval'/);
  assert.match(demoPolicy(), /connect-src 'self' ws: wss:/);
});
