import { useState } from 'react';
import { DetailItems } from '../../blocks/detail-page/detail-card';
import { DetailPage } from '../../blocks/detail-page/detail-page';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { useT } from '../../blocks/i18n/use-t';
import { CellValue } from '../../blocks/display/cell-value';
import { ListTable } from '../../blocks/list-table/list-table';
import type { Row } from '../../blocks/resource/row';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import { TaskLogDialog } from '../../blocks/task-log/task-log-dialog';
import { http } from '../../core/http';
import { useDetailScreenEnv } from '../common/detail-screen-env';
import { RELATED_LIST } from '../common/list-screen';
import { textsListScreen } from '../common/texts-list-screen';
import type { ScreenProps } from '../types';
import * as styles from './tasks.css';

const TASKS_URL = '/api/v1/ops/tasks/';
const EXECUTIONS_URL = '/api/v1/ops/task-executions/';
const PERMS = { app: 'ops', resource: 'celerytask' };

type Health = keyof typeof styles.state;
const metaOf = (task: Row) => (task['meta'] ?? {}) as { comment?: string; queue?: string };
const summaryOf = (task: Row) => (task['summary'] ?? {}) as { total?: number; success?: number };
/** What a task is called, else its dotted name. */
const titleOf = (task: Row) => metaOf(task).comment || String(task.name ?? '');

/** Green, yellow or red, said in words as well. */
function TaskState({ value }: { value: unknown }) {
  const t = useT();
  const health: Health = value === 'red' || value === 'yellow' ? value : 'green';
  return <span className={styles.state[health]}>{t(`tasks.state.${health}`)}</span>;
}

/** The task monitor: every task the server runs (periodic ones with their cycle), how its last runs went, when it was last sent. */
export const TaskList = textsListScreen((t) => ({
  url: TASKS_URL,
  routeName: 'TaskList',
  ...RELATED_LIST,
  defaultColumns: ['name', 'meta', 'summary', 'state', 'exec_cycle', 'next_exec_time', 'date_last_publish'],
  minColumns: ['name'],
  columns: {
    name: {
      width: 300,
      render: (task) => (
        <>
          {titleOf(task)}
          <span className={styles.taskName}>{String(task.name ?? '')}</span>
        </>
      ),
    },
    meta: { label: t('tasks.queue'), render: (task) => metaOf(task).queue ?? '-' },
    summary: { label: t('tasks.successTotal'), render: (task) => `${summaryOf(task).success ?? 0}/${summaryOf(task).total ?? 0}` },
    state: { render: (task) => <TaskState value={task['state']} /> },
  },
}));

/** A task's runs: each one's output, and a run sent again whose output then streams in. */
function TaskHistory({ task }: { task: Row }) {
  const t = useT();
  const { can } = useDetailScreenEnv();
  const [log, setLog] = useState<{ id: string; title: string } | null>(null);
  const open = (run: Row, id = run.id) => setLog({ id, title: String(run['task_name'] ?? titleOf(task)) });
  return (
    <DetailSection title={t('tasks.executions')} wide>
      <ListTable
        {...RELATED_LIST}
        url={EXECUTIONS_URL}
        routeName="TaskDetail"
        name="task-executions"
        perms={{ app: 'ops', resource: 'celerytaskexecution' }}
        query={{ task_id: task.id }}
        search={false}
        linkColumn="task_name"
        onOpen={(run) => open(run)}
        defaultColumns={['task_name', 'is_finished', 'is_success', 'time_cost', 'date_start', 'date_finished']}
        minColumns={['task_name']}
        columns={{ time_cost: { render: (run) => (typeof run['time_cost'] === 'number' ? `${run['time_cost'].toFixed(2)}s` : '-') } }}
        rowActions={{
          update: false,
          delete: false,
          extra: [
            { name: 'output', title: t('tasks.output'), order: 10, onClick: ({ row }) => row && open(row) },
            {
              name: 'runAgain',
              title: t('tasks.runAgain'),
              order: 20,
              has: can('ops.add_celerytaskexecution'),
              onClick: async ({ row, reload }) => {
                if (!row) return;
                const answer = await http.post<{ task_id: string }>(`${EXECUTIONS_URL}?from=${encodeURIComponent(row.id)}`, {});
                reload();
                open(row, answer.task_id);
              },
            },
          ],
        }}
      />
      {log && <TaskLogDialog title={log.title} taskId={log.id} onClose={() => setLog(null)} />}
    </DetailSection>
  );
}

/** What a task is, where it runs and how it has been going. */
function TaskInfo({ task }: { task: Row }) {
  const t = useT();
  const { meta } = useMetadata(TASKS_URL);
  const field = (name: string) => meta?.actions.GET?.find((item) => item.name === name);
  const line = (name: string) => ({ key: field(name)?.label ?? name, value: <CellValue name={name} value={task[name]} field={field(name)} /> });
  return (
    <DetailSection title={t('detail.basicInfo')}>
      <DetailItems
        items={[
          line('name'),
          { key: t('tasks.comment'), value: metaOf(task).comment || '-' },
          { key: t('tasks.queue'), value: metaOf(task).queue || '-' },
          { key: field('state')?.label ?? 'state', value: <TaskState value={task['state']} /> },
          { key: t('tasks.successTotal'), value: `${summaryOf(task).success ?? 0}/${summaryOf(task).total ?? 0}` },
          line('exec_cycle'),
          line('next_exec_time'),
          line('date_last_publish'),
        ]}
      />
    </DetailSection>
  );
}

/** A task: what it is, and its runs with their output. */
export function TaskDetail({ params, query }: ScreenProps) {
  const t = useT();
  const { can } = useDetailScreenEnv();
  return (
    <DetailPage
      url={TASKS_URL}
      id={params['id'] ?? ''}
      routeName="TaskDetail"
      routeQuery={query}
      perms={PERMS}
      title={titleOf}
      actions={{ update: false, delete: false }}
      activity={false}
      defaultTab="TaskDetail"
      tabs={[
        { name: 'TaskDetail', title: t('tasks.detail'), render: (task) => <TaskInfo task={task} /> },
        { name: 'TaskHistory', title: t('tasks.executions'), has: can('ops.view_celerytaskexecution'), render: (task) => <TaskHistory task={task} /> },
      ]}
    />
  );
}
