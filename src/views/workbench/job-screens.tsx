import * as controls from '../../blocks/controls/controls.css';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { ListTable, type ListTableProps } from '../../blocks/list-table/list-table';
import type { ActionButton, ColumnConfig } from '../../blocks/list-table/types';
import type { Row } from '../../blocks/resource/row';
import { http } from '../../core/http';
import { t } from '../../core/i18n';
import { openTaskLog } from '../../core/resources';
import { useRouteLinks } from '../../blocks/route-links/route-links';
import { detailScreen } from '../common/detail-screen';
import { formScreen } from '../common/form-screen';
import { listScreen, READ_ONLY_LOG, RELATED_LIST } from '../common/list-screen';
import { RELATED_FIELDS } from '../common/related-fields';
import { EXECUTIONS_URL, JOBS_URL } from './ops-urls';

const JOB_FIELDS = ['name', 'type', 'module', 'args', 'playbook', 'assets', 'nodes', 'runas', 'runas_policy', 'timeout', 'chdir', 'is_periodic', 'interval', 'crontab', 'comment'];

/** Runs a saved job (`POST job-executions/ {job}`), then opens the run's output, as the official Run does. */
const runJob: ActionButton = {
  name: 'run',
  title: t('jobs.run'),
  icon: 'play',
  order: 5,
  onClick: async ({ row }) => {
    if (!row) return;
    const execution = await http.post<{ task_id: string }>(EXECUTIONS_URL, { job: row.id, parameters: {} });
    openTaskLog(execution.task_id);
  },
};

/** The official list's own columns: success/total, the average run time, the number of assets. */
const JOB_COLUMNS: Readonly<Record<string, ColumnConfig>> = {
  summary: {
    label: t('jobs.summary'),
    render: (job) => {
      const summary = job['summary'] as { success?: number; total?: number } | undefined;
      return `${summary?.success ?? 0}/${summary?.total ?? 0}`;
    },
  },
  average_time_cost: { label: t('jobs.averageTime'), render: (job) => `${Number(job['average_time_cost'] ?? 0).toFixed(2)}s` },
  assets: { label: t('jobs.assetAmount'), render: (job) => String(Array.isArray(job['assets']) ? job['assets'].length : 0) },
};

/** Saved jobs (ad hoc commands or playbooks on assets): run from their row, their runs counted. */
export const jobs = listScreen({
  url: JOBS_URL,
  routeName: 'JobList',
  defaultColumns: ['name', 'type', 'assets', 'average_time_cost', 'summary', 'comment', 'date_last_run'],
  minColumns: ['name'],
  columns: JOB_COLUMNS,
  toolbar: { import: false },
  rowActions: { extra: [runJob] },
});
export const form = formScreen({
  url: JOBS_URL,
  create: 'JobCreate',
  update: 'JobUpdate',
  groups: [{ fields: JOB_FIELDS }],
  overrides: { ...RELATED_FIELDS, playbook: { related: { url: '/api/v1/ops/playbooks/' } } },
});

/** A run's output, from its row (its own page is its task id's link). */
const EXECUTION_ACTIONS: readonly ActionButton[] = [
  { name: 'output', title: t('jobs.output'), order: 2, can: ({ row }) => typeof row?.['task_id'] === 'string', onClick: ({ row }) => row && openTaskLog(String(row['task_id'])) },
];

/** A run's job by name, leading to the job's page (through the page's route links: an element's list has none of the console's routes). */
function JobLink({ job }: { job: { id?: string; name?: string } | null }) {
  const { hrefFor } = useRouteLinks();
  return job?.id ? (
    <a className={controls.textLink} href={hrefFor({ name: 'JobDetail', params: { id: job.id } })}>
      {job.name ?? job.id}
    </a>
  ) : (
    '-'
  );
}

const jobLink: ColumnConfig = { render: (execution) => <JobLink job={execution['job'] as { id?: string; name?: string } | null} /> };

const EXECUTION_LIST: Omit<ListTableProps, 'routeQuery'> = {
  ...READ_ONLY_LOG,
  dateRange: false,
  url: EXECUTIONS_URL,
  routeName: 'Execution',
  perms: { app: 'ops', resource: 'jobexecution' },
  defaultColumns: ['task_id', 'job', 'job_type', 'is_finished', 'is_success', 'time_cost', 'date_start', 'created_by'],
  minColumns: ['job'],
  linkColumn: 'task_id',
  detailRoute: 'ExecutionDetail',
  columns: { job: jobLink },
  rowActions: { update: false, delete: false, extra: EXECUTION_ACTIONS },
};

/** A job: what it runs and where, and its runs (the official Execution history tab). */
export const detail = detailScreen(({ can }) => ({
  url: JOBS_URL,
  routeName: 'JobDetail',
  fields: [...JOB_FIELDS, 'executed_amount', 'average_time_cost', 'date_last_run', 'created_by', 'date_created'],
  actions: { extra: [runJob] },
  tabs: [
    {
      name: 'history',
      title: t('jobs.history'),
      has: can('ops.view_jobexecution'),
      render: (job: Row) => (
        <DetailSection title={t('jobs.history')} wide>
          <ListTable {...EXECUTION_LIST} {...RELATED_LIST} name="job-executions" query={{ job_id: job.id }} rowActions={EXECUTION_LIST.rowActions} />
        </DetailSection>
      ),
    },
  ],
}));
export const executions = listScreen(EXECUTION_LIST);
