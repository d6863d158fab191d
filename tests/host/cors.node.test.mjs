// --allow-origin on the development server: CORS for exactly the origins named
// (the API with its preflight, credentials allowed, the headers the console
// sends; the element files; the recordings under /media/), and their websockets
// accepted; any other origin gets nothing of it.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseOrigin } from '../../host/cors.mjs';
import { startConsoleServer } from '../../host/server.mjs';
import { Client, inOrg, openSocket } from '../server/helpers.mjs';

const PORTAL = 'http://portal.example.test:9000';
const OTHER = 'http://elsewhere.example.test:9000';

describe('--allow-origin', () => {
  let stack;
  let dataDir;
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'jms-cors-'));
    stack = await startConsoleServer({ port: 0, allowOrigins: [parseOrigin(`${PORTAL}/`)], backendOptions: { dataDir } });
  });
  after(async () => {
    await stack?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const preflight = (origin, path = '/api/v1/users/profile/') =>
    fetch(`${stack.origin}${path}`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'PATCH', 'Access-Control-Request-Headers': 'authorization, x-jms-org, content-type' },
    });

  it('accepts origins only, not addresses with a path', () => {
    assert.equal(parseOrigin('https://portal.example.com/'), 'https://portal.example.com');
    assert.throws(() => parseOrigin('https://portal.example.com/intranet'), /not an origin/);
    assert.throws(() => parseOrigin('portal.example.com'), /not an origin/);
    assert.throws(() => parseOrigin('ftp://portal.example.com'), /not an origin/);
  });

  it('answers the preflight of an allowed origin with its methods and the console’s headers', async () => {
    const response = await preflight(PORTAL);
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), PORTAL);
    assert.equal(response.headers.get('access-control-allow-credentials'), 'true');
    assert.match(response.headers.get('access-control-allow-methods'), /\bPATCH\b/);
    const headers = response.headers.get('access-control-allow-headers').toLowerCase().split(/,\s*/);
    for (const header of ['authorization', 'content-type', 'x-csrftoken', 'x-jms-org', 'x-tz']) assert.ok(headers.includes(header), header);
    assert.match(response.headers.get('vary'), /Origin/);
  });

  it('gives another origin no CORS header, on the preflight or the request', async () => {
    const refused = await preflight(OTHER);
    assert.equal(refused.headers.get('access-control-allow-origin'), null);
    const request = await fetch(`${stack.origin}/api/v1/settings/public/open/`, { headers: { Origin: OTHER } });
    assert.equal(request.status, 200);
    assert.equal(request.headers.get('access-control-allow-origin'), null);
    assert.equal((await fetch(`${stack.origin}/api/v1/settings/public/open/`, { headers: { Origin: `${PORTAL}.evil.test` } })).headers.get('access-control-allow-origin'), null);
  });

  it('lets the allowed origin read the API’s answers with a token, and the element files', async () => {
    const login = await fetch(`${stack.origin}/api/v1/authentication/auth/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: PORTAL },
      body: JSON.stringify({ username: 'admin', password: 'jumpserver' }),
    });
    assert.equal(login.status, 201);
    const { token } = await login.json();
    const profile = await fetch(`${stack.origin}/api/v1/users/profile/`, { headers: { Origin: PORTAL, Authorization: `Bearer ${token}` } });
    assert.equal(profile.status, 200);
    assert.equal(profile.headers.get('access-control-allow-origin'), PORTAL);
    assert.equal(profile.headers.get('access-control-allow-credentials'), 'true');
    assert.match(profile.headers.get('access-control-expose-headers'), /X-JMS-SQL-COUNT/);
    assert.equal((await profile.json()).username, 'admin');
    const manifest = await fetch(`${stack.origin}/ui/manifest.json`, { headers: { Origin: PORTAL } });
    assert.equal(manifest.headers.get('access-control-allow-origin'), PORTAL);
  });

  it('lets the allowed origin read a recording under /media/, fetched as a simple request; another origin gets no CORS header', async () => {
    const admin = inOrg(new Client(stack.origin));
    assert.equal((await admin.submitLogin('admin', 'jumpserver')).status, 302);
    const [recorded] = (await admin.get('/api/v1/terminal/sessions/?is_finished=1&has_replay=1&limit=1')).body.results;
    await admin.get(`/api/v1/terminal/sessions/${recorded.id}/replay/`);
    const { src } = (await admin.get(`/api/v1/terminal/sessions/${recorded.id}/replay/`)).body;
    assert.match(src, /^\/media\/replay\//);
    const file = await fetch(`${stack.origin}${src}`, { headers: { Origin: PORTAL } });
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('access-control-allow-origin'), PORTAL);
    assert.ok((await file.arrayBuffer()).byteLength > 0);
    const refused = await fetch(`${stack.origin}${src}`, { headers: { Origin: OTHER } });
    assert.equal(refused.headers.get('access-control-allow-origin'), null);
  });

  it('accepts the allowed origin’s websocket and refuses any other', async () => {
    const user = new Client(stack.origin);
    assert.equal((await user.submitLogin('user', 'jumpserver')).status, 302);
    const allowed = openSocket(user, '/ws/notifications/site-msg/', { origin: PORTAL });
    await allowed.opened;
    allowed.ws.close();
    const other = openSocket(user, '/ws/notifications/site-msg/', { origin: OTHER });
    await assert.rejects(other.opened, (error) => error.status === 403);
  });
});
