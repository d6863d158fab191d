import { useState } from 'react';
import { useData } from '../../blocks/data/use-data';
import { Button } from '../../blocks/controls/button';
import { DetailItems } from '../../blocks/detail-page/detail-card';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { ResourceForm } from '../../blocks/form/resource-form';
import { useT } from '../../blocks/i18n/use-t';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import { TaskLogView } from '../../blocks/task-log/task-log-view';
import { http } from '../../core/http';
import { detailUrl } from '../../core/resources';
import { navigateTo } from '../../core/routes';
import { useDetailScreenEnv } from '../common/detail-screen-env';
import type { ScreenProps } from '../types';
import { ASSETS_URL, HOSTS_URL } from './assets-urls';
import * as styles from '../common/page.css';

/**
 * What a hardware refresh gathered from a host (vendor, CPU, memory, disks,
 * system): the server alone writes it, so it is read here and gathered again
 * on demand, the task's log streaming in.
 */
function Hardware({ id }: { id: string }) {
  const t = useT();
  const { can } = useDetailScreenEnv();
  const { meta } = useMetadata(HOSTS_URL);
  const host = useData(['host-hardware', id], () => http.get<{ gathered_info?: Record<string, unknown> }>(detailUrl(HOSTS_URL, id), { silent: true }), {
    revalidateOnFocus: false,
  });
  const [task, setTask] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const fields = meta?.actions.GET?.find((field) => field.name === 'gathered_info')?.children ?? [];
  const info = host.data?.gathered_info ?? {};
  const refresh = async () => {
    setStarting(true);
    try {
      setTask((await http.post<{ task: string }>(`${detailUrl(ASSETS_URL, id)}tasks/`, { action: 'refresh' })).task);
    } finally {
      setStarting(false);
    }
  };
  return (
    <DetailSection
      title={t('assets.hardware')}
      actions={
        <Button icon="refresh" disabled={!can('assets.refresh_assethardwareinfo')} loading={starting} onClick={() => void refresh().catch(() => undefined)}>
          {t('assets.refreshHardware')}
        </Button>
      }
    >
      <DetailItems items={fields.map((field) => ({ key: field.label, value: String(info[field.name] ?? '') || '-' }))} />
      {task && <TaskLogView taskId={task} onEnd={() => void host.mutate()} />}
    </DetailSection>
  );
}

/** An asset's name and address, and its hardware as the server gathered it (lina's "Update more detail"). */
export default function AssetMoreInformationEdit({ params }: ScreenProps) {
  const t = useT();
  const id = params['id'] ?? '';
  const back = () => navigateTo({ name: 'AssetDetail', params: { id } });
  return (
    <div className={styles.stack}>
      <ResourceForm
        url={HOSTS_URL}
        objectUrl={detailUrl(HOSTS_URL, id)}
        groups={[{ title: t('form.groupBasic'), fields: ['name', 'address'] }]}
        hasSaveContinue={false}
        onSuccess={back}
      />
      <Hardware id={id} />
    </div>
  );
}
