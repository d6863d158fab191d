// Persistence: data survives a restart, and a kill -9 in the middle of a burst
// of writes loses nothing the server had acknowledged.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Client, DEFAULT_ORG_ID, inOrg, startBackend, temporaryDir } from './helpers.mjs';

const dirs = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test('a restart keeps what users created, sessions included', async () => {
  const dataDir = temporaryDir();
  dirs.push(dataDir);
  let server = await startBackend({ dataDir });
  const admin = inOrg(await server.login('admin'));
  const created = (await admin.post('/api/v1/users/groups/', { name: 'Survives restarts', comment: 'kept' })).body;
  await admin.patch('/api/v1/settings/setting/?category=basic', { GLOBAL_ORG_DISPLAY_NAME: 'Everything' });
  const cookies = new Map(admin.cookies);
  await server.close();

  server = await startBackend({ dataDir });
  try {
    const again = new Client(server.origin);
    again.cookies = cookies;
    again.headers['X-JMS-ORG'] = DEFAULT_ORG_ID;
    assert.equal((await again.get('/api/v1/users/profile/')).status, 200, 'the session is still valid');
    assert.equal((await again.get(`/api/v1/users/groups/${created.id}/`)).body.comment, 'kept');
    assert.equal((await again.get('/api/v1/settings/setting/?category=basic')).body.GLOBAL_ORG_DISPLAY_NAME, 'Everything');
    const groups = (await again.get('/api/v1/users/groups/?name=Survives%20restarts')).body;
    assert.equal(groups.length, 1, 'the seed does not run twice');
  } finally {
    await server.close();
  }
});

function spawnBackend(dataDir) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./fixtures/serve-backend.mjs', import.meta.url)), dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = new Promise((resolve, reject) => {
    child.stdout.once('data', (data) => resolve(Number(String(data).trim())));
    child.once('exit', (code) => reject(new Error(`backend exited with ${code}`)));
  });
  return { child, port };
}

test('kill -9 during a burst of writes loses nothing acknowledged', async () => {
  const dataDir = temporaryDir();
  dirs.push(dataDir);
  const { child, port } = spawnBackend(dataDir);
  const client = new Client(`http://127.0.0.1:${await port}`);
  assert.equal((await client.submitLogin('admin', 'jumpserver')).status, 302);
  client.headers['X-JMS-ORG'] = DEFAULT_ORG_ID;

  const acknowledged = [];
  let killed = false;
  let sequence = 0;
  const writer = async () => {
    while (!killed) {
      const name = `burst-${sequence++}`;
      try {
        const response = await client.post('/api/v1/users/groups/', { name, comment: 'burst' });
        if (response.status === 201) acknowledged.push(response.body.id);
      } catch {
        return; // the connection died with the process
      }
    }
  };
  const writers = Array.from({ length: 8 }, writer);
  while (acknowledged.length < 120) await new Promise((resolve) => setTimeout(resolve, 10));
  child.kill('SIGKILL');
  killed = true;
  await Promise.all(writers);
  await new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', resolve)));

  const server = await startBackend({ dataDir });
  try {
    const admin = inOrg(await server.login('admin'));
    const stored = new Set((await admin.get('/api/v1/users/groups/?search=burst-')).body.map((group) => group.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    assert.deepEqual(lost, [], `${lost.length} of ${acknowledged.length} acknowledged writes were lost`);
    assert.ok(stored.size >= acknowledged.length);
  } finally {
    await server.close();
  }
});

test('--demo-password on existing data changes the demo accounts only', async () => {
  const dataDir = temporaryDir();
  dirs.push(dataDir);
  await (await startBackend({ dataDir })).close();
  const server = await startBackend({ dataDir, demoPassword: 'Changed-Demo-1' });
  try {
    assert.equal(server.backend.demoAccounts.find((account) => account.username === 'admin').password, 'Changed-Demo-1');
    assert.equal((await server.client().submitLogin('admin', 'Changed-Demo-1')).status, 302);
    assert.equal((await server.client().submitLogin('admin', 'jumpserver')).status, 200, 'the old one no longer works');
    assert.equal((await server.client().submitLogin('alice', 'jumpserver')).status, 302, 'other users keep theirs');
  } finally {
    await server.close();
  }
});
