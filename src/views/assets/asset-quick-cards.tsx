import { useState } from 'react';
import { useT } from '../../blocks/i18n/use-t';
import { QuickUpdate, type QuickUpdateLine } from '../../blocks/quick-update/quick-update';
import type { Row } from '../../blocks/resource/row';
import { RelationCard } from '../../blocks/relation/relation-card';
import { toOption, type SelectOption } from '../../blocks/select/option';
import { TaskLogDialog } from '../../blocks/task-log/task-log-dialog';
import { http } from '../../core/http';
import { ASSETS_URL, LABELS_URL, NODES_URL } from './assets-urls';

const options = (value: unknown, labelKey?: string): SelectOption[] =>
  Array.isArray(value) ? value.map((item) => toOption(item, labelKey)).filter((item): item is SelectOption => Boolean(item)) : [];

interface AutoConfig {
  ansible_enabled?: boolean;
  ping_enabled?: boolean;
  gather_facts_enabled?: boolean;
}

/**
 * Beside an asset's basic information, as the official console has them: the
 * quick updates (active; refresh its hardware and test it, each task's log in a
 * dialog) and the cards of its nodes and its labels, added and removed in place
 * (the asset PATCHed with the whole new list).
 */
export function AssetQuickCards({ asset, reload, can }: { asset: Row; reload: () => void; can: (perm: string) => boolean }) {
  const t = useT();
  const [task, setTask] = useState<{ title: string; id: string } | null>(null);
  const automation = (asset['auto_config'] ?? {}) as AutoConfig;
  /** A task of the asset (refresh, test) started from a button, its log then shown in a dialog. */
  const taskButton = (action: 'refresh' | 'test', title: string, label: string, allowed: boolean): QuickUpdateLine => ({
    kind: 'button',
    name: action,
    title,
    label,
    variant: 'primary',
    can: allowed,
    run: async () => {
      const { task: id } = await http.post<{ task: string }>(`${ASSETS_URL}${asset.id}/tasks/`, { action });
      setTask({ title, id });
    },
    success: '',
  });
  const ansible = Boolean(automation.ansible_enabled);
  const lines: QuickUpdateLine[] = [
    { kind: 'switch', name: 'active', title: t('assets.quick.active'), field: 'is_active', can: can('assets.change_asset') },
    taskButton('refresh', t('assets.refreshHardware'), t('assets.quick.refresh'), can('assets.refresh_assethardwareinfo') && ansible && Boolean(automation.gather_facts_enabled)),
    taskButton('test', t('assets.testConnectivity'), t('assets.test'), can('assets.test_assetconnectivity') && ansible && Boolean(automation.ping_enabled)),
  ];
  const nodes = options(asset['nodes'], 'full_value');
  const labels = options(asset['labels']).map((label, index) => {
    const raw = (asset['labels'] as Array<{ name?: string; value?: string }>)[index];
    return { ...label, label: `${raw?.name ?? ''}:${raw?.value ?? ''}` };
  });
  const patch = (body: object) => http.patch(`${ASSETS_URL}${asset.id}/`, body);
  const mayChange = can('assets.change_asset');
  return (
    <>
      <QuickUpdate url={ASSETS_URL} object={asset} lines={lines} onChanged={reload} />
      <RelationCard
        title={t('assets.nodes')}
        items={nodes}
        source={{ url: NODES_URL, labelKey: 'full_value' }}
        disabled={!mayChange}
        onAdd={(ids) => patch({ nodes: [...nodes.map((node) => node.value), ...ids] })}
        onRemove={(node) => patch({ nodes: nodes.filter((item) => item.value !== node.value).map((item) => item.value) })}
        onChanged={reload}
      />
      <RelationCard
        title={t('assets.labels')}
        items={labels}
        source={{ url: LABELS_URL }}
        disabled={!mayChange}
        onAdd={(ids) => patch({ labels: [...labels.map((label) => ({ pk: label.value })), ...ids.map((pk) => ({ pk }))] })}
        onRemove={(label) => patch({ labels: labels.filter((item) => item.value !== label.value).map((item) => ({ pk: item.value })) })}
        onChanged={reload}
      />
      {task && <TaskLogDialog title={task.title} taskId={task.id} onClose={() => setTask(null)} onEnd={reload} />}
    </>
  );
}
