// The actions of the audit and ticket pages as JumpServer answers them: the
// online users taken offline (their login ends), and the session an approved
// login to an asset let through, which the ticket's session/ answers.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { backendWithAdmin, inOrg } from './helpers.mjs';

const backend = backendWithAdmin();

const onlineRows = async (client) => (await client.get('/api/v1/audits/user-sessions/?limit=100')).body.results;

describe('online users', () => {
  test('a browser login is an online user row, the signed-in caller told which row is theirs', async () => {
    const user = await backend.server.login('user');
    const rows = await onlineRows(backend.admin);
    const own = rows.filter((row) => row.is_current_user_session);
    assert.equal(own.length, 1, 'exactly one row is the caller’s');
    assert.equal(own[0].user.username, 'admin');
    const theirs = rows.find((row) => row.user.username === 'user' && !row.is_current_user_session);
    assert.ok(theirs, 'the other login is listed');
    assert.equal(theirs.key, undefined, 'the session key is never shown');
    assert.equal((await user.get('/api/v1/users/profile/')).status, 200);
  });

  test('taking a user offline ends their login; the caller’s own row is passed over', async () => {
    const user = await backend.server.login('user');
    const profile = (await user.get('/api/v1/users/profile/')).body;
    const rows = await onlineRows(backend.admin);
    const theirs = rows.filter((row) => row.user.id === profile.id);
    const own = rows.find((row) => row.is_current_user_session);
    const answer = await backend.admin.post('/api/v1/audits/user-sessions/offline/', { ids: [...theirs.map((row) => row.id), own.id] });
    assert.equal(answer.status, 200);
    assert.equal((await user.get('/api/v1/users/profile/')).status, 401, 'the user is signed out');
    const left = await onlineRows(backend.admin);
    assert.ok(!left.some((row) => row.user.id === profile.id), 'their rows are gone');
    assert.ok(
      left.some((row) => row.id === own.id),
      'the caller stays online',
    );
    assert.equal((await backend.admin.get('/api/v1/users/profile/')).status, 200);
  });

  test('taking users offline needs audits.offline_usersession (auditors have it, as every audits permission)', async () => {
    const user = inOrg(await backend.server.login('user'));
    const row = (await onlineRows(backend.admin)).find((item) => !item.is_current_user_session);
    const answer = await user.post('/api/v1/audits/user-sessions/offline/', { ids: [row.id] });
    assert.equal(answer.status, 403);
  });

  test('signing out removes the login’s row', async () => {
    const user = await backend.server.login('user');
    const before = (await onlineRows(backend.admin)).length;
    await user.get('/core/auth/logout/');
    assert.equal((await onlineRows(backend.admin)).length, before - 1);
  });
});

describe('a ticket’s session', () => {
  const tickets = async (query) => (await backend.admin.get(`/api/v1/tickets/tickets/?limit=100&${query}`)).body.results;

  test('every approved login to an asset answers the session it let through (the official console asks until it does); other tickets 404 as on JumpServer', async () => {
    const approved = await tickets('type=login_asset_confirm&state=approved');
    assert.ok(approved.length > 0);
    for (const ticket of approved) assert.equal((await backend.admin.get(`/api/v1/tickets/tickets/${ticket.id}/session/`)).status, 200, ticket.serial_num);
    const linked = await backend.admin.get(`/api/v1/tickets/tickets/${approved[0].id}/session/`);
    assert.equal(linked.status, 200);
    assert.equal(typeof linked.body.id, 'string');
    assert.ok(linked.body.terminal?.type, 'the console reads terminal.type to offer pausing');
    const [pending] = await tickets('type=apply_asset&state=pending');
    assert.equal((await backend.admin.get(`/api/v1/tickets/tickets/${pending.id}/session/`)).status, 404);
  });

  test('approving a pending login to an asset starts the applicant’s session on it, which session/ then answers', async () => {
    const approver = inOrg(await backend.server.login('approver'));
    const [ticket] = await tickets('type=login_asset_confirm&state=pending');
    assert.equal((await backend.admin.get(`/api/v1/tickets/tickets/${ticket.id}/session/`)).status, 404);
    const detail = (await backend.admin.get(`/api/v1/tickets/apply-login-asset-tickets/${ticket.id}/`)).body;
    assert.equal((await approver.put(`/api/v1/tickets/apply-login-asset-tickets/${ticket.id}/approve/`)).status, 200);
    const answer = await backend.admin.get(`/api/v1/tickets/tickets/${ticket.id}/session/`);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.user_id, ticket.applicant.id);
    assert.equal(answer.body.asset_id, detail.apply_login_asset.id);
    assert.equal(answer.body.is_finished, false);
    assert.equal(answer.body.can_terminate, true);
    const online = (await backend.admin.get(`/api/v1/terminal/sessions/?is_finished=0&limit=100`)).body.results;
    assert.ok(
      online.some((session) => session.id === answer.body.id),
      'the session is online',
    );
  });

  test('the approver of the ticket pauses, resumes and terminates its session without the terminal permissions; others get 403', async () => {
    const approver = inOrg(await backend.server.login('approver'));
    const user = inOrg(await backend.server.login('user'));
    const [ticket] = await tickets('type=login_asset_confirm&state=pending');
    await approver.put(`/api/v1/tickets/apply-login-asset-tickets/${ticket.id}/approve/`);
    const { id } = (await backend.admin.get(`/api/v1/tickets/tickets/${ticket.id}/session/`)).body;
    assert.equal((await approver.post('/api/v1/terminal/tasks/kill-session/', [id])).status, 403, 'no terminal permission');
    assert.equal((await user.post('/api/v1/terminal/tasks/kill-session-for-ticket/', [id])).status, 403, 'not the approver');
    const paused = await approver.post('/api/v1/terminal/tasks/toggle-lock-session-for-ticket/', { session_id: id, task_name: 'lock_session' });
    assert.deepEqual(paused.body, { ok: [id] });
    assert.equal((await backend.admin.get(`/api/v1/terminal/sessions/${id}/`)).body.is_locked, true);
    const killed = await approver.post('/api/v1/terminal/tasks/kill-session-for-ticket/', [id]);
    assert.deepEqual(killed.body, { ok: [id] });
    assert.equal((await backend.admin.get(`/api/v1/terminal/sessions/${id}/`)).body.is_finished, true);
  });
});
