import { POPUP_WINDOW } from '../constants';
import { serverUrl } from '../http';

/** A background task's log page (api-contract 4.11), opened as the official console does: a 900×600 window. */
export function openTaskLog(taskId: string, type = 'celery'): void {
  const { width, height } = POPUP_WINDOW;
  const top = Math.max(0, (window.screen.height - 30 - height) / 2);
  const left = Math.max(0, (window.screen.width - 10 - width) / 2);
  window.open(serverUrl(`/core/ops/${type}/task/${encodeURIComponent(taskId)}/log/?type=${type}`), '', `width=${width},height=${height},top=${top},left=${left}`);
}
