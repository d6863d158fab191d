import { useT } from '../../blocks/i18n/use-t';
import { TaskRunner } from '../../blocks/task-log/task-runner';
import { http } from '../../core/http';
import { syncTaskPart } from './cloud-urls';

/** Runs a sync task now, its log streaming in place; the task is read again when the run ends. */
export function RunSyncTask({ taskId, canRun, onEnd }: { taskId: string; canRun: boolean; onEnd: () => void }) {
  const t = useT();
  const start = async () => (await http.get<{ task: string }>(syncTaskPart(taskId, 'run'))).task;
  return <TaskRunner title={t('cloud.runManually')} actions={[{ name: 'run', label: t('cloud.run'), icon: 'play', start, disabled: !canRun }]} onEnd={onEnd} />;
}
