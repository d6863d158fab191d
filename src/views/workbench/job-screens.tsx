import { detailScreen } from '../common/detail-screen';
import { formScreen } from '../common/form-screen';
import { listScreen, READ_ONLY_LOG } from '../common/list-screen';
import { RELATED_FIELDS } from '../common/related-fields';

const JOBS_URL = '/api/v1/ops/jobs/';
const JOB_FIELDS = ['name', 'type', 'module', 'args', 'playbook', 'assets', 'nodes', 'runas', 'runas_policy', 'timeout', 'chdir', 'is_periodic', 'interval', 'crontab', 'comment'];

/** Saved jobs (ad hoc commands or playbooks on assets) and their executions. */
export const jobs = listScreen({
  url: JOBS_URL,
  routeName: 'JobList',
  defaultColumns: ['name', 'type', 'assets', 'runas', 'is_periodic', 'executed_amount', 'date_last_run', 'created_by'],
  minColumns: ['name'],
  toolbar: { import: false },
});
export const form = formScreen({
  url: JOBS_URL,
  create: 'JobCreate',
  update: 'JobUpdate',
  groups: [{ fields: JOB_FIELDS }],
  overrides: { ...RELATED_FIELDS, playbook: { related: { url: '/api/v1/ops/playbooks/' } } },
});
export const detail = detailScreen({ url: JOBS_URL, routeName: 'JobDetail', fields: [...JOB_FIELDS, 'executed_amount', 'date_last_run', 'created_by', 'date_created'] });
export const executions = listScreen({
  ...READ_ONLY_LOG,
  dateRange: false,
  url: '/api/v1/ops/job-executions/',
  routeName: 'Execution',
  perms: { app: 'ops', resource: 'jobexecution' },
  defaultColumns: ['job', 'job_type', 'is_finished', 'is_success', 'time_cost', 'date_start', 'created_by'],
  minColumns: ['job'],
});
