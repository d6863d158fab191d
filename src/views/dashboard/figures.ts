import { COOKIES } from '../../core/constants';
import type { MessageKey } from '../../core/i18n';
import { count, type IndexMetrics } from './use-index-metrics';

/** The list behind a figure, linked when the user may open it. */
interface FigureRoute {
  name: string;
  perm: string;
  /** The list's tab, on a page of tabs (the sessions' online and history). */
  query?: Record<string, string>;
}

/** A count a dashboard shows: its name (a message key), how it is read from GET /api/v1/index/'s answer, the list behind it. */
export interface Figure {
  label: MessageKey;
  value: (metrics: IndexMetrics | undefined) => number | undefined;
  route?: FigureRoute;
}

const counted = (key: string) => (metrics: IndexMetrics | undefined) => count(metrics, key);
const listOf = (name: string, perm: string, tab?: string): FigureRoute => ({ name, perm, ...(tab ? { query: { [COOKIES.activeTab]: tab } } : {}) });
// The sessions' page in the tab the figure counts, as the official dashboards link it.
const ONLINE_SESSIONS = listOf('SessionList', 'terminal.view_session', 'OnlineList');

const loginsFailed = (metrics: IndexMetrics | undefined) => {
  const total = count(metrics, 'total_count_user_login_logs');
  const succeeded = count(metrics, 'total_count_user_login_success_logs');
  return total === undefined || succeeded === undefined ? undefined : total - succeeded;
};

/** Every figure of the dashboards, each named, read and linked the same wherever it shows. */
export const FIGURES = {
  onlineSessions: { label: 'dashboard.onlineSessions', value: counted('total_count_online_sessions'), route: ONLINE_SESSIONS },
  onlineUsers: { label: 'dashboard.onlineUsers', value: counted('total_count_online_users'), route: ONLINE_SESSIONS },
  failedSessionsToday: { label: 'dashboard.failedSessionsToday', value: counted('total_count_today_failed_sessions') },
  users: { label: 'dashboard.users', value: counted('total_count_users'), route: listOf('UserList', 'users.view_user') },
  loginUsers: { label: 'dashboard.loginUsers', value: counted('total_count_login_users') },
  newUsersThisWeek: { label: 'dashboard.newUsersThisWeek', value: counted('total_count_users_this_week') },
  assets: { label: 'dashboard.assets', value: counted('total_count_assets'), route: listOf('AssetList', 'assets.view_asset') },
  activeAssetsToday: { label: 'dashboard.activeAssetsToday', value: counted('total_count_today_active_assets') },
  newAssetsThisWeek: { label: 'dashboard.newAssetsThisWeek', value: counted('total_count_assets_this_week') },
  logins: { label: 'dashboard.logins', value: counted('total_count_user_login_logs'), route: listOf('LoginLogList', 'audits.view_userloginlog') },
  operations: { label: 'dashboard.operations', value: counted('total_count_operate_logs'), route: listOf('OperateLogList', 'audits.view_operatelog') },
  passwordChanges: { label: 'dashboard.passwordChanges', value: counted('total_count_change_password_logs'), route: listOf('PasswordChangeLog', 'audits.view_passwordchangelog') },
  pastSessions: { label: 'dashboard.pastSessions', value: counted('total_count_history_sessions'), route: listOf('SessionList', 'terminal.view_session', 'OfflineList') },
  fileTransfers: { label: 'dashboard.fileTransfers', value: counted('total_count_ftp_logs'), route: listOf('FtpLog', 'audits.view_ftplog') },
  loginSucceeded: { label: 'dashboard.loginSucceeded', value: counted('total_count_user_login_success_logs') },
  loginFailed: { label: 'dashboard.loginFailed', value: loginsFailed },
  commands: { label: 'dashboard.commands', value: counted('total_count_commands'), route: listOf('CommandList', 'terminal.view_command') },
  dangerousCommands: { label: 'dashboard.dangerousCommands', value: counted('total_count_commands_danger') },
  jobRuns: { label: 'dashboard.jobRuns', value: counted('total_count_job_logs'), route: listOf('JobExecutionLog', 'audits.view_joblog') },
  jobsRunning: { label: 'dashboard.jobsRunning', value: counted('total_count_job_logs_running') },
  jobsFailed: { label: 'dashboard.jobsFailed', value: counted('total_count_job_logs_failed') },
} satisfies Record<string, Figure>;

export type FigureName = keyof typeof FIGURES;
