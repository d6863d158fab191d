import { listScreen, READ_ONLY_LOG } from '../common/list-screen';

const log = (path: string, routeName: string, resource: string, defaultColumns: readonly string[], app = 'audits') =>
  listScreen({ ...READ_ONLY_LOG, url: `/api/v1/${path}/`, routeName, perms: { app, resource }, defaultColumns, minColumns: defaultColumns.slice(0, 1) });

/** The audit lists: read-only logs of the last week unless another range is chosen. */
export const sessions = log('terminal/sessions', 'SessionList', 'session', ['user', 'asset', 'account', 'protocol', 'login_from', 'remote_addr', 'command_amount', 'date_start', 'duration'], 'terminal');
export const commands = log('terminal/commands', 'CommandList', 'command', ['input', 'risk_level', 'user', 'asset', 'account', 'remote_addr', 'timestamp_display'], 'terminal');
export const ftp = log('audits/ftp-logs', 'FtpLog', 'ftplog', ['user', 'remote_addr', 'asset', 'account', 'operate', 'filename', 'is_success', 'date_start']);
export const logins = log('audits/login-logs', 'LoginLogList', 'userloginlog', ['username', 'type', 'ip', 'city', 'backend_display', 'mfa', 'reason_display', 'status', 'datetime']);
export const operations = log('audits/operate-logs', 'OperateLogList', 'operatelog', ['user', 'action', 'resource_type', 'resource', 'remote_addr', 'org_name', 'datetime']);
export const passwordChanges = log('audits/password-change-logs', 'PasswordChangeLog', 'passwordchangelog', ['user', 'change_by', 'remote_addr', 'datetime']);
export const jobs = log('audits/job-logs', 'JobExecutionLog', 'joblog', ['job', 'job_type', 'is_finished', 'is_success', 'time_cost', 'date_start', 'created_by']);
/** Who is signed in now: not a dated log. */
export const onlineSessions = listScreen({
  ...READ_ONLY_LOG,
  dateRange: false,
  url: '/api/v1/audits/user-sessions/',
  routeName: 'OnlineSession',
  perms: { app: 'audits', resource: 'usersession' },
  defaultColumns: ['user', 'ip', 'city', 'type', 'backend', 'user_agent', 'date_created', 'date_expired'],
  minColumns: ['user'],
});
