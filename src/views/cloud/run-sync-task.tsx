import { useState, type ReactNode } from 'react';
import { Button } from '../../blocks/controls/button';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { useT } from '../../blocks/i18n/use-t';
import { TaskLogView } from '../../blocks/task-log/task-log-view';
import { http } from '../../core/http';
import * as page from '../common/page.css';
import { syncTaskPart } from './cloud-urls';

/**
 * Runs a sync task now, its log streaming in place across the page; the task is
 * read again when the run ends. The cards given go under the run button.
 */
export function RunSyncTask({ taskId, canRun, onEnd, children }: { taskId: string; canRun: boolean; onEnd: () => void; children?: ReactNode }) {
  const t = useT();
  const [run, setRun] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      setRun((await http.get<{ task: string }>(syncTaskPart(taskId, 'run'))).task);
    } finally {
      setStarting(false);
    }
  };
  return (
    <>
      <div className={page.stack}>
        <DetailSection title={t('cloud.runManually')} padded>
          <Button variant="primary" icon="play" disabled={!canRun} loading={starting} onClick={() => void start().catch(() => undefined)}>
            {t('cloud.run')}
          </Button>
        </DetailSection>
        {children}
      </div>
      {run && (
        <DetailSection title={t('taskLog.title')} wide>
          <TaskLogView taskId={run} onEnd={onEnd} />
        </DetailSection>
      )}
    </>
  );
}
