import type { DetailTab } from '../../blocks/detail-page/detail-page';
import { ListTable, type ListTableProps } from '../../blocks/list-table/list-table';
import type { Row } from '../../blocks/resource/row';
import { openTaskLog } from '../../core/resources';
import { detailScreen } from '../common/detail-screen';
import type { DetailScreenEnv } from '../common/detail-screen-env';
import { RELATED_LIST } from '../common/list-screen';
import { CLOUD_ACCOUNTS_URL, STRATEGIES_URL, SYNC_TASKS_URL, syncTaskPart } from './cloud-urls';
import { RunSyncTask } from './run-sync-task';
import { TaskStrategies } from './task-strategies';

const SUMMARY_KEYS = ['new', 'sync', 'unsync', 'released'] as const;

/** What a run did: how many instances were new, synced again, left alone and released. */
function summaryText(row: Row, label: (key: (typeof SUMMARY_KEYS)[number]) => string): string {
  const summary = (row['summary'] ?? {}) as Record<string, unknown>;
  return SUMMARY_KEYS.map((key) => `${label(key)} ${Number(summary[key] ?? 0)}`).join(' · ');
}

/** What a sync task keeps, each on a tab of its page: the runs it made, and the instances they found. */
const TASK_PARTS = {
  history: { tab: 'HistoryList', resource: 'syncinstancetaskexecution' },
  instances: { tab: 'AssetList', resource: 'syncinstancedetail' },
} as const;

/** The tab of one of a sync task's parts, shown to those who may see that part. */
function taskPartTab(can: DetailScreenEnv['can'], part: keyof typeof TASK_PARTS, title: string, list: Partial<ListTableProps>): DetailTab {
  const { tab, resource } = TASK_PARTS[part];
  return {
    name: tab,
    title,
    has: can(`xpack.view_${resource}`),
    render: (task) => (
      <ListTable
        {...RELATED_LIST}
        name={`sync-task-${part}`}
        url={syncTaskPart(task.id, part)}
        routeName="SyncInstanceTaskDetail"
        perms={{ app: 'xpack', resource }}
        exclude={['task']}
        {...list}
      />
    ),
  };
}

/** A sync task: its settings and a run now, the runs it made (each with its log) and the instances they found. */
export const SyncTaskDetail = detailScreen(({ t, can }) => ({
  url: SYNC_TASKS_URL,
  routeName: 'SyncInstanceTaskDetail',
  fields: [
    'name',
    'account',
    'regions',
    'hostname_strategy',
    'ip_network_segment_group',
    'sync_ip_type',
    'is_always_update',
    'strategy',
    'is_periodic',
    'interval',
    'crontab',
    'date_last_sync',
    'date_created',
    'comment',
  ],
  infoExtra: (task, reload) => (
    <RunSyncTask taskId={task.id} canRun={can('xpack.add_syncinstancetaskexecution')} onEnd={reload}>
      <TaskStrategies task={task} canChange={can('xpack.change_syncinstancetask')} onChanged={reload} />
    </RunSyncTask>
  ),
  tabs: [
    taskPartTab(can, 'history', t('cloud.history'), {
      defaultColumns: ['summary', 'status', 'date_sync'],
      columns: { summary: { render: (row: Row) => summaryText(row, (key) => t(`cloud.summary.${key}`)) } },
      rowActions: { update: false, delete: false, extra: [{ name: 'log', title: t('cloud.viewLog'), onClick: ({ row }) => row && openTaskLog(row.id) }] },
    }),
    taskPartTab(can, 'instances', t('cloud.instances'), { defaultColumns: ['instance_id', 'asset_ip', 'region', 'status', 'date_sync'] }),
  ],
}));

export const StrategyDetail = detailScreen({
  url: STRATEGIES_URL,
  routeName: 'CloudStrategyDetail',
  fields: ['name', 'priority', 'strategy_rules', 'strategy_actions', 'created_by', 'date_created', 'comment'],
});

export const AccountDetail = detailScreen({
  url: CLOUD_ACCOUNTS_URL,
  routeName: 'AccountDetail',
  fields: ['name', 'provider', 'validity', 'task', 'created_by', 'date_created', 'date_updated', 'comment'],
});
