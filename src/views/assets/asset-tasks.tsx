import { useState } from 'react';
import { Button } from '../../blocks/controls/button';
import { DetailCard, itemsFromMetadata } from '../../blocks/detail-page/detail-card';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { useT } from '../../blocks/i18n/use-t';
import type { Row } from '../../blocks/resource/row';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import { TaskLogView } from '../../blocks/task-log/task-log-view';
import { http } from '../../core/http';
import { ASSETS_URL, kindOf } from './assets-urls';

type AssetTask = 'test' | 'refresh';

/**
 * An asset's connectivity: its last result, a test (and, for hosts, a
 * hardware refresh) run now with its log streaming in place; the result is
 * read again when the task ends.
 */
export function AssetTasks({ asset, reload, canTest }: { asset: Row; reload: () => void; canTest: boolean }) {
  const t = useT();
  const { meta } = useMetadata(ASSETS_URL);
  const [task, setTask] = useState<string | null>(null);
  const [starting, setStarting] = useState<AssetTask | null>(null);
  const run = async (action: AssetTask) => {
    setStarting(action);
    try {
      const answer = await http.post<{ task: string }>(`${ASSETS_URL}${asset.id}/tasks/`, { action });
      setTask(answer.task);
    } finally {
      setStarting(null);
    }
  };
  return (
    <>
      <DetailCard title={t('assets.connectivity')} items={itemsFromMetadata(asset, meta?.actions.GET ?? [], ['connectivity', 'date_verified'])} />
      <DetailSection title={t('assets.tasks')} padded>
        <Button variant="primary" icon="refresh" disabled={!canTest} loading={starting === 'test'} onClick={() => void run('test').catch(() => undefined)}>
          {t('assets.testConnectivity')}
        </Button>
        {kindOf(asset)?.category === 'host' && (
          <Button icon="refresh" disabled={!canTest} loading={starting === 'refresh'} onClick={() => void run('refresh').catch(() => undefined)}>
            {t('assets.refreshHardware')}
          </Button>
        )}
      </DetailSection>
      {task && (
        <DetailSection title={t('taskLog.title')} wide>
          <TaskLogView taskId={task} onEnd={reload} />
        </DetailSection>
      )}
    </>
  );
}
