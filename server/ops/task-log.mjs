// Task logs three ways (api-contract 4.11): the /core/ops/.../log/ page, the
// /ws/ops/tasks/log/ websocket stream, and the REST execution + log-tail views.
import { html } from '../http/reply.mjs';
import { notFound } from '../http/errors.mjs';
import { sendJson } from '../ws/sockets.mjs';
import { END_MARK, TASK_LOG_EVENT } from './tasks.mjs';

const escape = (text) => String(text).replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);

function logPage(ctx) {
  const task = ctx.services.db.get('SELECT id, name, log, is_finished FROM task_executions WHERE id = ?', ctx.params.id);
  const title = task ? task.name : 'Task not found';
  // The page streams from the websocket; without script the stored log is shown as it was.
  return html(`<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{margin:0;background:#1e1e1e;color:#ddd;font:13px/1.4 ui-monospace,monospace}h1{font:600 14px system-ui;padding:8px 12px;margin:0;background:#2d2d2d}pre{padding:12px;margin:0;white-space:pre-wrap}</style>
</head><body><h1>${escape(title)}</h1><pre id="log">${escape((task?.log ?? 'Task not found').replaceAll(END_MARK, ''))}</pre>
${
  task && !task.is_finished
    ? `<script>
const pre = document.getElementById('log'); pre.textContent = '';
const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws/ops/tasks/log/');
ws.onopen = () => ws.send(JSON.stringify({ task: ${JSON.stringify(task.id)} }));
ws.onmessage = (event) => { const data = JSON.parse(event.data); if (data.message) pre.textContent += data.message.replace(/\\r\\n/g, '\\n'); if (data.event === 'end') ws.close(); };
</script>`
    : ''
}</body></html>`);
}

/** LogTailApi: ?mark= is the offset already read; answers {data, end, mark}. */
function logTail(ctx) {
  // /celery/task/<task>/task-execution/<execution>/log/ names both; /celery/task/<execution>/log/ only one.
  const task = ctx.services.db.get('SELECT log, is_finished FROM task_executions WHERE id = ?', ctx.params.execution ?? ctx.params.id);
  if (!task) throw notFound('Celery task execution');
  const offset = Math.max(0, Number(ctx.query.get('mark')) || 0);
  const log = task.log.replaceAll(END_MARK, '');
  return { data: log.slice(offset), end: Boolean(task.is_finished), mark: String(log.length) };
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerTaskLogRoutes(router) {
  // /core/ops/celery/task/<id>/log/, and the ansible/task variants the console may open.
  router.add('GET', '/core/ops/:type/task/:id/log/', logPage, { name: 'Task log' });
  router.add('GET', '/api/v1/ops/celery/task/:id/task-execution/:execution/log/', logTail, { perm: 'ops.view_celerytaskexecution', name: 'Task log' });
  router.add('GET', '/api/v1/ops/celery/task/:id/log/', logTail, { perm: 'ops.view_celerytaskexecution', name: 'Task log' });
}

/** /ws/ops/tasks/log/: the client sends {"task": id}; the log so far, then live chunks, then {"event": "end"}. */
export function createTaskLogChannel({ db, bus }) {
  return function taskLogChannel(ws) {
    let following = null;
    const listener = ({ id, chunk, end }) => {
      if (id !== following) return;
      if (chunk) sendJson(ws, { message: chunk, task: id });
      if (end) sendJson(ws, { event: 'end', task: id, message: '' });
    };
    bus.on(TASK_LOG_EVENT, listener);
    ws.on('close', () => bus.off(TASK_LOG_EVENT, listener));
    ws.on('message', (data) => {
      let request;
      try {
        request = JSON.parse(String(data));
      } catch {
        return;
      }
      const id = typeof request?.task === 'string' ? request.task : null;
      const task = id ? db.get('SELECT log, is_finished FROM task_executions WHERE id = ?', id) : null;
      if (!task) {
        sendJson(ws, { message: 'Task not found', task: id });
        return;
      }
      following = id;
      const log = task.log.replaceAll(END_MARK, '');
      if (log) sendJson(ws, { message: log, task: id });
      if (task.is_finished) sendJson(ws, { event: 'end', task: id, message: '' });
    });
  };
}
