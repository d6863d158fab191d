// Background tasks as the console sees them: a celery task execution row whose
// log grows line by line and ends with the end mark, announced on the bus so the
// task-log websocket can stream it. Nothing really runs: the lines are scripted.
import { uuid } from '../util/ids.mjs';
import { nowIso } from '../util/time.mjs';

export const TASK_LOG_EVENT = 'task-log';

/** The celery tasks this backend knows by name, with what each is called (CeleryTask.meta's verbose name) and how often the periodic ones run. */
export const CELERY_TASKS = [
  ['assets.tasks.test_assets', 'Test assets connectivity'],
  ['assets.tasks.refresh_assets', 'Update assets hardware info'],
  ['accounts.tasks.verify_account.verify_accounts_connectivity_task', 'Verify accounts connectivity'],
  ['accounts.tasks.push_account.push_accounts_to_assets_task', 'Push accounts to assets'],
  ['accounts.tasks.execute_push_account_automation', 'Execute account push automation'],
  ['accounts.tasks.execute_gather_accounts_automation', 'Execute account gather automation'],
  ['accounts.tasks.execute_change_secret_automation', 'Execute account change secret automation'],
  ['accounts.tasks.execute_backup_account_automation', 'Execute account backup automation'],
  ['ops.tasks.run_ops_job_execution', 'Run ops job execution'],
  ['terminal.tasks.run_applet_host_deployment', 'Deploy applet host'],
  ['ops.tasks.clean_celery_tasks_period', 'Clean celery log period', 'Every 24 hours'],
  ['users.tasks.check_password_expired_periodic', 'Check password expired', 'Every 24 hours'],
  ['terminal.tasks.delete_terminal_status_period', 'Delete terminal status period', 'Every 24 hours'],
];

/** A task sent: known to the task list from then on (as celery registers every task it has), its last publication stamped. */
function published(db, taskName, now) {
  const comment = CELERY_TASKS.find(([name]) => name === taskName)?.[1] ?? taskName;
  db.run(
    'INSERT INTO celery_tasks (id, name, meta, exec_cycle) SELECT ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM celery_tasks WHERE name = ?)',
    uuid(),
    taskName,
    JSON.stringify({ comment, queue: 'ansible' }),
    '',
    taskName,
  );
  db.run('UPDATE celery_tasks SET date_last_publish = ? WHERE name = ?', now, taskName);
}
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
    id,
    name,
    taskName,
    JSON.stringify(args),
    JSON.stringify(kwargs),
    now,
    now,
  );
  published(db, taskName, now);
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
      'UPDATE task_executions SET is_finished = 1, is_success = ?, state = ?, date_finished = ?, log = log || ? WHERE id = ?',
      success ? 1 : 0,
      success ? 'SUCCESS' : 'FAILURE',
      finished,
      END_MARK,
      id,
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
