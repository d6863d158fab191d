export const JOBS_URL = '/api/v1/ops/jobs/';
export const ADHOCS_URL = '/api/v1/ops/adhocs/';
export const PLAYBOOKS_URL = '/api/v1/ops/playbooks/';
export const EXECUTIONS_URL = '/api/v1/ops/job-executions/';
/** A playbook's work directory (v3.8.2 PlaybookFileBrowserAPIView): the tree, a file's content by ?key=, and changes. */
export const playbookFilesUrl = (id: string) => `/api/v1/ops/playbook/${encodeURIComponent(id)}/file/`;
