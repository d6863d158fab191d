// What the session-audit element relies on: recordings served as JumpServer
// serves them (the asynchronous replay answer, each format's file, the
// download), pausing and resuming a running session, and terminating it.
import assert from 'node:assert/strict';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { inOrg, startBackend } from './helpers.mjs';

let server;
let admin;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
});
after(() => server.close());

const sessions = async (query) => (await admin.get(`/api/v1/terminal/sessions/?${query}`)).body;
const session = async (id) => (await admin.get(`/api/v1/terminal/sessions/${id}/`)).body;

/** The replay answer once the server has worked it out: JumpServer's first (or refreshed) answer only says it is running. */
async function replayOf(client, id) {
  const first = await client.get(`/api/v1/terminal/sessions/${id}/replay/?refresh=1`);
  assert.equal(first.status, 200);
  assert.equal(first.body.status, 'running');
  return client.get(`/api/v1/terminal/sessions/${id}/replay/`);
}

/** The first recorded session of `query` whose recording is of `type`, with its replay answer. */
async function recordedOfType(type, query) {
  for (const recorded of (await sessions(`is_finished=1&has_replay=1&limit=100&${query}`)).results) {
    const replay = (await replayOf(admin, recorded.id)).body;
    if (replay.type === type) return { recorded, replay };
  }
  throw new Error(`no ${type} recording among ${query}`);
}

/** The bytes as they travel, before any client undoes the Content-Encoding. */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('replays', () => {
  test('the replay answer is asynchronous, then names an asciicast file and its download', async () => {
    const [recorded] = await sessions('is_finished=1&has_replay=1&limit=1').then((page) => page.results);
    const first = await admin.get(`/api/v1/terminal/sessions/${recorded.id}/replay/`);
    assert.equal(first.status, 200);
    assert.equal(first.body.status, 'running');
    assert.equal(typeof first.body.key, 'string');
    assert.equal(typeof first.body.start_time, 'number');

    const answer = (await admin.get(`/api/v1/terminal/sessions/${recorded.id}/replay/`)).body;
    const day = new Date(Date.parse(answer.date_start)).toISOString().slice(0, 10);
    assert.deepEqual(answer, {
      type: 'asciicast',
      src: `/media/replay/${day}/${recorded.id}.cast.gz`,
      user: recorded.user,
      asset: recorded.asset,
      account: recorded.account,
      date_start: answer.date_start,
      date_end: answer.date_end,
      download_url: `/api/v1/terminal/sessions/${recorded.id}/replay/download/`,
    });
    assert.ok(Date.parse(answer.date_end) > Date.parse(answer.date_start));

    const again = await admin.get(`/api/v1/terminal/sessions/${recorded.id}/replay/?refresh=1`);
    assert.equal(again.body.status, 'running', '?refresh=1 starts over');
  });

  test('the recording is gzipped asciicast v2 of the session, its commands typed in it', async () => {
    const { recorded, replay } = await recordedOfType('asciicast', 'has_command=1&protocol=ssh');
    const file = await rawGet(server.origin + replay.src);
    assert.equal(file.status, 200);
    assert.equal(file.headers['content-encoding'], 'gzip');
    const [header, ...events] = gunzipSync(file.body)
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    assert.equal(header.version, 2);
    assert.ok(header.width > 0 && header.height > 0);
    assert.equal(header.timestamp, Math.floor(Date.parse(replay.date_start) / 1000));
    assert.ok(events.length > 20);
    assert.ok(events.every(([time, code, text], index) => code === 'o' && typeof text === 'string' && (index === 0 || time >= events[index - 1][0])));
    const screen = events.map(([, , text]) => text).join('');
    const commands = (await admin.get(`/api/v1/terminal/commands/?session_id=${recorded.id}`)).body;
    assert.equal(commands.length, recorded.command_amount);
    for (const command of commands) assert.ok(screen.includes(command.input), `the recording shows "${command.input}"`);
  });

  test('an RDP session is recorded as gzipped Guacamole instructions that draw its desktop, frame after frame', async () => {
    const { recorded, replay } = await recordedOfType('guacamole', 'protocol=rdp');
    assert.equal(replay.src, `/media/replay/${replay.date_start.slice(0, 10)}/${recorded.id}.replay.gz`);
    const file = await rawGet(server.origin + replay.src);
    assert.equal(file.headers['content-encoding'], 'gzip');
    const text = gunzipSync(file.body).toString('utf8');
    assert.match(text, /^4\.size,1\.0,4\.1024,3\.768;/);
    const syncs = [...text.matchAll(/4\.sync,\d+\.(\d+);/g)].map((match) => Number(match[1]));
    assert.ok(syncs.length > 100, 'typed a key a frame');
    assert.ok(syncs.every((time, index) => index === 0 || time >= syncs[index - 1]));
    assert.ok(Math.abs(syncs[0] - Date.parse(recorded.date_start)) < 1000, 'frames carry epoch milliseconds from the start');
  });

  test('one terminal session is in the older JSON format: its output keyed by seconds from the start', async () => {
    const { recorded, replay } = await recordedOfType('json', 'protocol=ssh');
    assert.ok(replay.src.endsWith(`/${recorded.id}.gz`));
    const frames = JSON.parse(gunzipSync((await rawGet(server.origin + replay.src)).body).toString('utf8'));
    const times = Object.keys(frames).map(Number);
    assert.ok(times.length > 20 && times.every((time) => Number.isFinite(time) && time >= 0));
    const commands = (await admin.get(`/api/v1/terminal/commands/?session_id=${recorded.id}`)).body;
    const screen = Object.values(frames).join('');
    for (const command of commands) assert.ok(screen.includes(command.input), `the recording shows "${command.input}"`);
  });

  test('an applet session is recorded as an mp4 video, served as it is', async () => {
    const { recorded, replay } = await recordedOfType('mp4', 'protocol=http');
    assert.ok(replay.src.endsWith(`/${recorded.id}.replay.mp4`));
    const file = await rawGet(server.origin + replay.src);
    assert.equal(file.headers['content-type'], 'video/mp4');
    assert.equal(file.headers['content-encoding'], undefined);
    assert.equal(file.body.subarray(4, 8).toString('latin1'), 'ftyp');
  });

  test('a session without a recording is answered 404 with the storage error; an unknown one at once', async () => {
    const [online] = await sessions('is_finished=0&limit=1').then((page) => page.results);
    assert.equal(online.has_replay, false);
    const missing = await replayOf(admin, online.id);
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, { error: 'Not found REPLAY file' });
    const unknown = await admin.get('/api/v1/terminal/sessions/00000000-0000-4000-8000-000000000000/replay/');
    assert.equal(unknown.status, 404);
  });

  test('the download is a tar of the recording and the session', async () => {
    const { recorded } = await recordedOfType('asciicast', 'protocol=ssh');
    const download = await admin.get(`/api/v1/terminal/sessions/${recorded.id}/replay/download/`);
    assert.equal(download.status, 200);
    assert.match(download.headers.get('content-disposition'), new RegExp(`attachment; filename\\*=UTF-8''${recorded.id}\\.tar`));
    const names = [];
    for (let offset = 0; offset + 512 <= download.buffer.length;) {
      const name = download.buffer
        .subarray(offset, offset + 100)
        .toString('utf8')
        .replace(/\0.*$/s, '');
      if (!name) break;
      const size = parseInt(download.buffer.subarray(offset + 124, offset + 136).toString('utf8'), 8);
      if (name.endsWith('.json')) assert.equal(JSON.parse(download.buffer.subarray(offset + 512, offset + 512 + size).toString('utf8')).id, recorded.id);
      names.push(name);
      offset += 512 + Math.ceil(size / 512) * 512;
    }
    assert.deepEqual(names, [`${recorded.id}.cast.gz`, `${recorded.id}.json`]);
  });

  test('an RDP session’s file transfers are dated while it ran, at different moments of it', async () => {
    const rdp = new Map((await sessions('protocol=rdp&is_finished=1&limit=200')).results.map((recorded) => [recorded.id, recorded]));
    const transfers = (await admin.get('/api/v1/audits/ftp-logs/?limit=1000')).body.results.filter((transfer) => rdp.has(transfer.session));
    assert.ok(transfers.length > 1, 'some RDP sessions moved files');
    const offsets = transfers.map((transfer) => {
      const recorded = rdp.get(transfer.session);
      const at = Date.parse(transfer.date_start);
      assert.ok(at > Date.parse(recorded.date_start) && at < Date.parse(recorded.date_end), `${transfer.filename} while its session ran`);
      return at - Date.parse(recorded.date_start);
    });
    assert.ok(new Set(offsets).size > 1, 'not all at the same moment of their sessions');
  });

  test('replays need terminal.view_sessionreplay', async () => {
    const [recorded] = await sessions('is_finished=1&has_replay=1&limit=1').then((page) => page.results);
    const user = inOrg(await server.login('user'));
    assert.equal((await user.get(`/api/v1/terminal/sessions/${recorded.id}/replay/`)).status, 403);
    assert.equal((await user.get(`/api/v1/terminal/sessions/${recorded.id}/replay/download/`)).status, 403);
  });
});

describe('pausing and terminating', () => {
  const toggle = (client, session_id, task_name) => client.post('/api/v1/terminal/tasks/toggle-lock-session/', { session_id, task_name });

  test('toggle-lock-session locks and unlocks a running session', async () => {
    const running = (await sessions('is_finished=0')).find((row) => !row.is_locked);
    const locked = await toggle(admin, running.id, 'lock_session');
    assert.equal(locked.status, 200);
    assert.deepEqual(locked.body, { ok: [running.id] });
    assert.equal((await session(running.id)).is_locked, true);
    assert.deepEqual((await toggle(admin, running.id, 'unlock_session')).body, { ok: [running.id] });
    assert.equal((await session(running.id)).is_locked, false);
    const tasks = (await admin.get(`/api/v1/terminal/tasks/?args=${running.id}`)).body;
    assert.deepEqual(tasks.map((task) => task.name).sort(), ['lock_session', 'unlock_session']);
  });

  test('toggle-lock-session validates its body as LockTaskSessionSerializer does and skips finished sessions', async () => {
    const [finished] = await sessions('is_finished=1&limit=1').then((page) => page.results);
    const wrong = await toggle(admin, finished.id, 'pause');
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body, { task_name: ['"pause" is not a valid choice.'] });
    const missing = await admin.post('/api/v1/terminal/tasks/toggle-lock-session/', { task_name: 'lock_session' });
    assert.deepEqual(missing.body, { session_id: ['This field is required.'] });
    assert.deepEqual((await toggle(admin, finished.id, 'lock_session')).body, { ok: [] });
    assert.equal((await session(finished.id)).is_locked, false);
  });

  test('pausing needs terminal.terminate_session', async () => {
    const [running] = await sessions('is_finished=0&limit=1').then((page) => page.results);
    const user = inOrg(await server.login('user'));
    assert.equal((await toggle(user, running.id, 'lock_session')).status, 403);
  });

  test('kill-session finishes a paused session, which is then neither locked nor terminable', async () => {
    const paused = (await sessions('is_finished=0')).find((row) => row.is_locked);
    assert.ok(paused, 'the seed has a paused session');
    const killed = await admin.post('/api/v1/terminal/tasks/kill-session/', [paused.id, 'not-a-session']);
    assert.deepEqual(killed.body, { ok: [paused.id] });
    const after = await session(paused.id);
    assert.equal(after.is_finished, true);
    assert.equal(after.is_locked, false);
    assert.equal(after.can_terminate, false);
    assert.ok(after.date_end);
    assert.deepEqual((await admin.post('/api/v1/terminal/tasks/kill-session/', [paused.id])).body, { ok: [] });
  });

  test('a session names its terminal with its type, which decides whether it can be paused', async () => {
    const [running] = await sessions('is_finished=0&limit=1').then((page) => page.results);
    assert.deepEqual(Object.keys(running.terminal).sort(), ['id', 'name', 'type']);
    // Rendered as this backend renders every related choice (a real server sends the bare value).
    assert.ok(['koko', 'lion', 'chen'].includes(running.terminal.type.value));
  });
});
