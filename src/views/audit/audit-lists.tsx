import { listScreen, READ_ONLY_LOG, type ListScreenConfig } from '../common/list-screen';
import { AUDIT_URLS } from './audit-urls';
import { CommandOutput, SessionLink } from './command-cells';
import { RiskLevel } from './session-audit/risk-level';

const log = (url: string, routeName: string, resource: string, defaultColumns: readonly string[], app = 'audits') =>
  // The first column links a row to its detail page, where the log has one.
  listScreen({ ...READ_ONLY_LOG, url, routeName, perms: { app, resource }, defaultColumns, minColumns: defaultColumns.slice(0, 1), linkColumn: defaultColumns[0] });

const LOGIN_COLUMNS = ['username', 'type', 'ip', 'city', 'backend_display', 'mfa', 'reason_display', 'status', 'datetime'];

// The audit lists: read-only logs of the last week unless another range is chosen.

/** Every session, as an element embeds it to read; the console's own page splits them into running and past (session-screens). */
export const SessionLog = log(
  AUDIT_URLS.sessions,
  'SessionList',
  'session',
  ['user', 'asset', 'account', 'protocol', 'login_from', 'remote_addr', 'command_amount', 'date_start', 'duration'],
  'terminal',
);
/** Commands with their risk (stopped ones in red), each opening on what it printed, and the session it was typed in. */
export const COMMAND_LIST: ListScreenConfig = {
  ...READ_ONLY_LOG,
  url: AUDIT_URLS.commands,
  routeName: 'CommandList',
  perms: { app: 'terminal', resource: 'command' },
  defaultColumns: ['input', 'risk_level', 'user', 'asset', 'account', 'remote_addr', 'session', 'timestamp_display'],
  minColumns: ['input'],
  linkColumn: 'input',
  columns: { risk_level: { render: (row) => <RiskLevel value={row['risk_level']} /> }, session: { render: (row) => <SessionLink id={row['session']} /> } },
  rowDetail: (row) => <CommandOutput row={row} />,
};
/** The commands alone, as an element embeds them; the console's page has the storage tree beside (command-list). */
export const CommandLog = listScreen(COMMAND_LIST);
export const FtpLog = log(AUDIT_URLS.ftp, 'FtpLog', 'ftplog', ['user', 'remote_addr', 'asset', 'account', 'operate', 'filename', 'is_success', 'date_start']);
export const LoginLogList = log(AUDIT_URLS.logins, 'LoginLogList', 'userloginlog', LOGIN_COLUMNS);
export const OperateLogList = log(AUDIT_URLS.operations, 'OperateLogList', 'operatelog', ['user', 'action', 'resource_type', 'resource', 'remote_addr', 'org_name', 'datetime']);
export const PasswordChangeLog = log(AUDIT_URLS.passwordChanges, 'PasswordChangeLog', 'passwordchangelog', ['user', 'change_by', 'remote_addr', 'datetime']);
export const JobExecutionLog = log(AUDIT_URLS.jobs, 'JobExecutionLog', 'joblog', ['job', 'job_type', 'is_finished', 'is_success', 'time_cost', 'date_start', 'created_by']);

/** Who is signed in now (not a dated log), as an element embeds it to read; the console's page takes users offline (session-screens). */
export const OnlineUserLog = listScreen({
  ...READ_ONLY_LOG,
  dateRange: false,
  url: AUDIT_URLS.onlineUsers,
  routeName: 'OnlineSession',
  perms: { app: 'audits', resource: 'usersession' },
  defaultColumns: ['user', 'ip', 'city', 'type', 'backend', 'user_agent', 'date_created', 'date_expired'],
  minColumns: ['user'],
  exclude: ['is_current_user_session'],
});
