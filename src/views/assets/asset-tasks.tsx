import { DetailCard, itemsFromMetadata } from '../../blocks/detail-page/detail-card';
import { useT } from '../../blocks/i18n/use-t';
import type { Row } from '../../blocks/resource/row';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import { TaskRunner } from '../../blocks/task-log/task-runner';
import { http } from '../../core/http';
import { ASSETS_URL } from './assets-urls';
import { kindOf } from './asset-kinds';

type AssetTask = 'test' | 'refresh';

/**
 * An asset's connectivity: its last result, a test (and, for hosts, a
 * hardware refresh) run now with its log streaming in place; the result is
 * read again when the task ends.
 */
export function AssetTasks({ asset, reload, canTest }: { asset: Row; reload: () => void; canTest: boolean }) {
  const t = useT();
  const { meta } = useMetadata(ASSETS_URL);
  const task = (action: AssetTask, label: string, icon: 'refresh') => ({
    name: action,
    label,
    icon,
    disabled: !canTest,
    start: async () => (await http.post<{ task: string }>(`${ASSETS_URL}${asset.id}/tasks/`, { action })).task,
  });
  return (
    <>
      <DetailCard title={t('assets.connectivity')} items={itemsFromMetadata(asset, meta?.actions.GET ?? [], ['connectivity', 'date_verified'])} />
      <TaskRunner
        title={t('assets.tasks')}
        actions={[task('test', t('assets.testConnectivity'), 'refresh'), ...(kindOf(asset)?.category === 'host' ? [task('refresh', t('assets.refreshHardware'), 'refresh')] : [])]}
        onEnd={reload}
      />
    </>
  );
}
