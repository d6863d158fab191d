import { Dialog } from '../dialog/dialog';
import { TaskLogView } from './task-log-view';

/** A task's log in a dialog of its own: a run's output, or a task just started streaming in. */
export function TaskLogDialog({ title, taskId, onClose, onEnd }: { title: string; taskId: string; onClose: () => void; onEnd?: () => void }) {
  return (
    <Dialog title={title} onClose={onClose} width="min(960px, 90vw)">
      <TaskLogView taskId={taskId} {...(onEnd ? { onEnd } : {})} />
    </Dialog>
  );
}
