/** The audit area's API. */
export const AUDIT_URLS = {
  sessions: '/api/v1/terminal/sessions/',
  commands: '/api/v1/terminal/commands/',
  ftp: '/api/v1/audits/ftp-logs/',
  logins: '/api/v1/audits/login-logs/',
  operations: '/api/v1/audits/operate-logs/',
  passwordChanges: '/api/v1/audits/password-change-logs/',
  jobs: '/api/v1/audits/job-logs/',
  onlineUsers: '/api/v1/audits/user-sessions/',
} as const;

/** The command storages as a tree, each counting the commands the query's filters select (the command list's tree). */
export const COMMAND_STORAGE_TREE_URL = '/api/v1/terminal/command-storages/tree/';

/** Terminates running sessions: POST a list of session ids. */
export const KILL_SESSION_URL = '/api/v1/terminal/tasks/kill-session/';

/** Pauses or resumes a running session: POST `{session_id, task_name: lock_session | unlock_session}`. */
export const TOGGLE_LOCK_SESSION_URL = '/api/v1/terminal/tasks/toggle-lock-session/';
