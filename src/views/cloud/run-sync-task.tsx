import type { ReactNode } from 'react';
import { useT } from '../../blocks/i18n/use-t';
import { TaskRunner } from '../../blocks/task-log/task-runner';
import { http } from '../../core/http';
import { syncTaskPart } from './cloud-urls';

/**
 * Runs a sync task now, its log streaming in place across the page; the task is
 * read again when the run ends. The cards given go under the run button.
 */
export function RunSyncTask({ taskId, canRun, onEnd, children }: { taskId: string; canRun: boolean; onEnd: () => void; children?: ReactNode }) {
  const t = useT();
  const start = async () => (await http.get<{ task: string }>(syncTaskPart(taskId, 'run'))).task;
  return (
    <TaskRunner title={t('cloud.runManually')} actions={[{ name: 'run', label: t('cloud.run'), icon: 'play', start, disabled: !canRun }]} onEnd={onEnd}>
      {children}
    </TaskRunner>
  );
}
