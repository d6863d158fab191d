import { listScreen, READ_ONLY_LOG } from '../common/list-screen';
import { AUDIT_URLS } from './audit-urls';

const log = (url: string, routeName: string, resource: string, defaultColumns: readonly string[], app = 'audits') =>
  // The first column links a row to its detail page, where the log has one.
  listScreen({ ...READ_ONLY_LOG, url, routeName, perms: { app, resource }, defaultColumns, minColumns: defaultColumns.slice(0, 1), linkColumn: defaultColumns[0] });

const LOGIN_COLUMNS = ['username', 'type', 'ip', 'city', 'backend_display', 'mfa', 'reason_display', 'status', 'datetime'];

/** The audit lists: read-only logs of the last week unless another range is chosen. */
export const SessionList = log(
  AUDIT_URLS.sessions,
  'SessionList',
  'session',
  ['user', 'asset', 'account', 'protocol', 'login_from', 'remote_addr', 'command_amount', 'date_start', 'duration'],
  'terminal',
);
export const CommandList = log(AUDIT_URLS.commands, 'CommandList', 'command', ['input', 'risk_level', 'user', 'asset', 'account', 'remote_addr', 'timestamp_display'], 'terminal');
export const FtpLog = log(AUDIT_URLS.ftp, 'FtpLog', 'ftplog', ['user', 'remote_addr', 'asset', 'account', 'operate', 'filename', 'is_success', 'date_start']);
export const LoginLogList = log(AUDIT_URLS.logins, 'LoginLogList', 'userloginlog', LOGIN_COLUMNS);
export const OperateLogList = log(AUDIT_URLS.operations, 'OperateLogList', 'operatelog', ['user', 'action', 'resource_type', 'resource', 'remote_addr', 'org_name', 'datetime']);
export const PasswordChangeLog = log(AUDIT_URLS.passwordChanges, 'PasswordChangeLog', 'passwordchangelog', ['user', 'change_by', 'remote_addr', 'datetime']);
export const JobExecutionLog = log(AUDIT_URLS.jobs, 'JobExecutionLog', 'joblog', ['job', 'job_type', 'is_finished', 'is_success', 'time_cost', 'date_start', 'created_by']);
/** Who is signed in now: not a dated log. */
export const OnlineSession = listScreen({
  ...READ_ONLY_LOG,
  dateRange: false,
  url: AUDIT_URLS.onlineUsers,
  routeName: 'OnlineSession',
  perms: { app: 'audits', resource: 'usersession' },
  defaultColumns: ['user', 'ip', 'city', 'type', 'backend', 'user_agent', 'date_created', 'date_expired'],
  minColumns: ['user'],
});
