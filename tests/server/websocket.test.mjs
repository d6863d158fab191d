// The websockets: unread counts pushed on connect and when messages arrive or
// are read; task logs streamed as the task runs, then the end event.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inOrg, openSocket, startBackend } from './helpers.mjs';

let server;
let admin;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
});
after(() => server.close());

describe('site messages', () => {
  test('list, unread-total, mark-as-read and mark-as-read-all (PATCH)', async () => {
    const user = await server.login('user');
    const unread = (await user.get('/api/v1/notifications/site-messages/?has_read=false&limit=15&offset=0')).body;
    assert.ok(unread.count > 0);
    const [first] = unread.results;
    assert.deepEqual(Object.keys(first).sort(), ['content', 'date_created', 'has_read', 'id', 'read_at']);
    for (const key of ['id', 'subject', 'message', 'date_created', 'date_updated', 'sender']) assert.ok(key in first.content);
    assert.equal((await user.get('/api/v1/notifications/site-messages/unread-total/')).body.total, unread.count);
    assert.equal((await user.post('/api/v1/notifications/site-messages/mark-as-read/', { ids: [first.id] })).status, 405, 'POST is not how it is done');
    assert.deepEqual((await user.patch('/api/v1/notifications/site-messages/mark-as-read/', { ids: [first.id] })).body, { detail: 'ok' });
    assert.equal((await user.get('/api/v1/notifications/site-messages/unread-total/')).body.total, unread.count - 1);
    assert.deepEqual((await user.patch('/api/v1/notifications/site-messages/mark-as-read-all/')).body, { detail: 'ok' });
    assert.equal((await user.get('/api/v1/notifications/site-messages/unread-total/')).body.total, 0);
    const admins = (await admin.get('/api/v1/notifications/site-messages/?limit=1')).body.results[0];
    assert.equal((await user.get(`/api/v1/notifications/site-messages/${admins.id}/`)).status, 404, "nobody reads another user's messages");
  });

  test('only a superuser may send', async () => {
    const user = await server.login('user');
    assert.equal((await user.post('/api/v1/notifications/site-messages/send/', { subject: 'x', message: 'y', user_ids: [] })).status, 403);
    assert.equal((await admin.post('/api/v1/notifications/site-messages/send/', { message: 'no subject' })).status, 400);
  });

  test('the websocket pushes the count on connect, on a new message, and on reading', async () => {
    const approver = await server.login('approver');
    const socket = openSocket(approver, '/ws/notifications/site-msg/');
    await socket.opened;
    const initial = await socket.next((message) => message.type === 'unread_count');
    assert.equal(typeof initial.unread_count, 'number');
    const approverId = (await approver.get('/api/v1/users/profile/')).body.id;
    const sent = await admin.post('/api/v1/notifications/site-messages/send/', { subject: 'Pushed', message: '**hello**', user_ids: [approverId] });
    assert.equal(sent.body.detail, 'ok');
    assert.ok(sent.body.site_msg_id);
    const pushed = await socket.next((message) => message.type === 'unread_count');
    assert.deepEqual(pushed, { type: 'unread_count', unread_count: initial.unread_count + 1 });
    await approver.patch('/api/v1/notifications/site-messages/mark-as-read-all/');
    assert.deepEqual(await socket.next(), { type: 'unread_count', unread_count: 0 });
    socket.close();
  });

  test('a message to someone else is not pushed to this user', async () => {
    const user = await server.login('user');
    const socket = openSocket(user, '/ws/notifications/site-msg/');
    await socket.opened;
    await socket.next();
    const adminId = (await admin.get('/api/v1/users/profile/')).body.id;
    await admin.post('/api/v1/notifications/site-messages/send/', { subject: 'Only admin', message: 'x', user_ids: [adminId] });
    await assert.rejects(socket.next(() => true, 400));
    socket.close();
  });

  test('an anonymous websocket is refused', async () => {
    const socket = openSocket(server.client(), '/ws/notifications/site-msg/');
    await assert.rejects(socket.opened, (error) => error.status === 403);
  });

  test("a page of another origin cannot open a signed-in user's socket; the server's own origin can", async () => {
    const user = await server.login('user');
    const hijack = openSocket(user, '/ws/notifications/site-msg/', { origin: 'https://evil.example' });
    await assert.rejects(hijack.opened, (error) => error.status === 403);
    const lookalike = openSocket(user, '/ws/notifications/site-msg/', { origin: `${server.origin}.evil.example` });
    await assert.rejects(lookalike.opened, (error) => error.status === 403);
    const own = openSocket(user, '/ws/notifications/site-msg/', { origin: server.origin });
    await own.opened;
    assert.equal(typeof (await own.next((message) => 'unread_count' in message)).unread_count, 'number');
    own.ws.close();
  });

  test("the official console's dev server on another port of the host opens the quick job's log socket, as JumpServer lets it", async () => {
    // vue-cli's proxy (changeOrigin) rewrites Host to the backend's and keeps the page's Origin: another port, same host.
    const devServer = new URL(server.origin);
    devServer.port = String(Number(devServer.port) === 9528 ? 9529 : 9528);
    const socket = openSocket(admin, '/ws/ops/tasks/log/', { origin: devServer.origin });
    await socket.opened;
    socket.ws.send(JSON.stringify({ task: 'no-such-task' }));
    assert.equal((await socket.next()).message, 'Task not found');
    socket.close();
    const otherHost = openSocket(admin, '/ws/ops/tasks/log/', { origin: `http://not-${devServer.hostname}.example:${devServer.port}` });
    await assert.rejects(otherHost.opened, (error) => error.status === 403);
  });
});

describe('task logs', () => {
  test('an asset test runs as a task: streamed over the websocket, then end; the REST views agree', async () => {
    const hosts = (await admin.get('/api/v1/perms/users/self/assets/?limit=2')).body.results;
    const started = await admin.post('/api/v1/assets/assets/tasks/', { action: 'test', assets: hosts.map((host) => host.id) });
    assert.equal(started.status, 200);
    const { task } = started.body;
    assert.match(task, /^[0-9a-f-]{36}$/);
    const socket = openSocket(admin, '/ws/ops/tasks/log/');
    await socket.opened;
    socket.ws.send(JSON.stringify({ task }));
    const end = await socket.next((message) => message.event === 'end', 5000);
    assert.deepEqual(end, { event: 'end', task, message: '' });
    const text = socket.messages.map((message) => message.message).join('');
    assert.ok(text.includes(hosts[0].name));
    assert.ok(text.includes('\r\n'));
    socket.close();
    const execution = (await admin.get(`/api/v1/ops/task-executions/${task}/`)).body;
    assert.equal(execution.is_finished, true);
    assert.equal(execution.is_success, true);
    for (const key of ['id', 'name', 'task_name', 'args', 'kwargs', 'time_cost', 'timedelta', 'date_published', 'date_start', 'date_finished']) assert.ok(key in execution, key);
    const page = await admin.get(`/core/ops/celery/task/${task}/log/`);
    assert.equal(page.status, 200);
    assert.ok(page.body.includes(hosts[0].name));
    const tested = (await admin.get(`/api/v1/assets/hosts/${hosts[0].id}/`)).body;
    assert.equal(tested.connectivity.value, 'ok');
  });

  test('an unknown task is reported on the socket', async () => {
    const socket = openSocket(admin, '/ws/ops/tasks/log/');
    await socket.opened;
    socket.ws.send(JSON.stringify({ task: '00000000-0000-0000-0000-00000000dead' }));
    assert.equal((await socket.next()).message, 'Task not found');
    socket.close();
  });

  test('a quick job (instant) returns its task id and an execution row', async () => {
    const hosts = (await admin.get('/api/v1/perms/users/self/assets/?limit=2')).body.results;
    const job = await admin.post('/api/v1/ops/jobs/', { type: 'adhoc', module: 'shell', args: 'uptime', assets: hosts.map((host) => host.id), instant: true, runas: 'root' });
    assert.equal(job.status, 201, JSON.stringify(job.body));
    assert.ok(job.body.task_id);
    const executions = (await admin.get(`/api/v1/ops/job-executions/?job=${job.body.id}`)).body;
    assert.equal(executions.length, 1);
    assert.equal(executions[0].task_id, job.body.task_id);
    const rerun = await admin.post('/api/v1/ops/job-executions/', { job: job.body.id });
    assert.equal(rerun.status, 201);
    assert.ok(rerun.body.task_id);
  });
});
