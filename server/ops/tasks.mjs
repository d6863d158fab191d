// Background tasks as the console sees them: a celery task execution row whose
// log grows line by line and ends with the end mark, announced on the bus so the
// task-log websocket can stream it. Nothing really runs: the lines are scripted.
import { uuid } from '../util/ids.mjs';
import { nowIso } from '../util/time.mjs';

export const TASK_LOG_EVENT = 'task-log';
/** Five NUL bytes end a celery task log, as in JumpServer. */
export const END_MARK = '\0\0\0\0\0';
const LINE_INTERVAL_MS = 60;

/**
 * @param {{db: any, bus: any, timers: Set<any>}} services
 * @param {{id?: string, name: string, taskName?: string, args?: any[], kwargs?: Record<string, any>, lines: string[], success?: boolean, onFinish?: () => void}} task
 *   `id`: the task's id when the caller names it first (an automation execution takes its task's id, as in JumpServer)
 * @returns {string} the task id
 */
export function startTask(services, { id = uuid(), name, taskName = name, args = [], kwargs = {}, lines, success = true, onFinish }) {
  const { db, bus, timers } = services;
  const now = nowIso();
  db.run(
    `INSERT INTO task_executions (id, name, task_name, args, kwargs, is_finished, is_success, state, date_published, date_start, log)
     VALUES (?, ?, ?, ?, ?, 0, 0, 'RUNNING', ?, ?, '')`,
    id, name, taskName, JSON.stringify(args), JSON.stringify(kwargs), now, now,
  );
  const queue = [...lines];
  const timer = setInterval(() => {
    const line = queue.shift();
    if (line !== undefined) {
      append(services, id, `${line}\r\n`);
      return;
    }
    clearInterval(timer);
    timers.delete(timer);
    const finished = nowIso();
    db.run(
      "UPDATE task_executions SET is_finished = 1, is_success = ?, state = ?, date_finished = ?, log = log || ? WHERE id = ?",
      success ? 1 : 0, success ? 'SUCCESS' : 'FAILURE', finished, END_MARK, id,
    );
    onFinish?.();
    bus.emit(TASK_LOG_EVENT, { id, chunk: '', end: true });
  }, LINE_INTERVAL_MS);
  timers.add(timer);
  return id;
}

function append(services, id, chunk) {
  services.db.run('UPDATE task_executions SET log = log || ? WHERE id = ?', chunk, id);
  services.bus.emit(TASK_LOG_EVENT, { id, chunk, end: false });
}

/** The lines of an ansible-like run over some assets. */
export function ansibleLines(title, assets, success = true) {
  const lines = [`>>> ${title}`, '', `PLAY [${title}] ${'*'.repeat(40)}`, ''];
  for (const asset of assets) {
    lines.push(`TASK [${asset.name}] ${'*'.repeat(40)}`);
    lines.push(success ? `ok: [${asset.name}] => {"changed": false, "ping": "pong"}` : `fatal: [${asset.name}]: UNREACHABLE! => {"msg": "Connection timed out"}`);
    lines.push('');
  }
  lines.push(`PLAY RECAP ${'*'.repeat(40)}`);
  for (const asset of assets) lines.push(`${asset.name.padEnd(30)}: ok=${success ? 1 : 0}    changed=0    unreachable=${success ? 0 : 1}    failed=0`);
  lines.push('', `>>> ${success ? 'Task finished' : 'Task failed'}`);
  return lines;
}
