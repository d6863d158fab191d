import { socketUrl } from './websocket-url';

/** JumpServer streams a task's log here: send `{"task": id}`, get the log so far, then chunks, then `{"event": "end"}`. */
const TASK_LOG_SOCKET_PATH = '/ws/ops/tasks/log/';
/** The server's own page for a task's log, to open in a window of its own. */
export const taskLogPage = (taskId: string) => `/core/ops/celery/task/${encodeURIComponent(taskId)}/log/`;

interface TaskLogListener {
  /** More of the log, line breaks as \n. */
  onText(text: string): void;
  /** The task finished: nothing more will come. */
  onEnd(): void;
  /** The stream broke before the task ended. */
  onError(): void;
}

/** Follows one task's log until it ends; the returned function stops following. */
export function followTaskLog(taskId: string, listener: TaskLogListener): () => void {
  const socket = new WebSocket(socketUrl(TASK_LOG_SOCKET_PATH));
  let ended = false;
  socket.addEventListener('open', () => socket.send(JSON.stringify({ task: taskId })));
  socket.addEventListener('message', (event) => {
    let data: { message?: unknown; event?: unknown; task?: unknown };
    try {
      data = JSON.parse(String(event.data)) as typeof data;
    } catch {
      return;
    }
    if (data.task !== undefined && data.task !== taskId) return;
    if (typeof data.message === 'string' && data.message) listener.onText(data.message.replace(/\r\n/g, '\n'));
    if (data.event === 'end') {
      ended = true;
      listener.onEnd();
      socket.close();
    }
  });
  socket.addEventListener('close', () => {
    if (!ended) listener.onError();
  });
  return () => {
    ended = true;
    socket.close();
  };
}
