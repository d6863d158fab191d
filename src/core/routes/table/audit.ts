import type { RouteRecord } from '../types';

/** The audit view (routes-v3.8.2.md, "audit"). */
// One route a line, as the route table of the spec has them.
// prettier-ignore
export const auditRoutes: readonly RouteRecord[] = [
  { path: '/audit', name: 'audit', title: 'common.nav.Audits', kind: 'layout', permissions: [], redirect: '/audit/dashboard', showNavSwitcher: ({ session }) => session.auditOrgs.length > 0 },
  { path: '/audit/dashboard', name: 'AuditDashboard', title: 'route.Dashboard', permissions: [], icon: 'dashboard', affix: true },
  { path: '/audit/online-user-session', name: 'OnlineSession', title: 'route.OnlineSession', permissions: ['audits.view_usersession'], icon: 'online' },
  { path: '/audit/sessions', name: 'Sessions', title: 'route.SessionsAudit', kind: 'group', permissions: [], redirect: '/audit/sessions/sessions', icon: 'sessions', menuOpen: true },
  { path: '/audit/sessions/sessions', title: 'route.Sessions', kind: 'group', permissions: ['terminal.view_session'], app: 'terminal', resource: 'session' },
  { path: '/audit/sessions/sessions/', name: 'SessionList', title: 'route.SessionList', permissions: ['terminal.view_session'] },
  { path: '/audit/sessions/sessions/:id', name: 'SessionDetail', title: 'route.SessionDetail', hidden: true },
  { path: '/audit/sessions/command', name: 'CommandList', title: 'route.Commands', permissions: ['terminal.view_command'] },
  { path: '/audit/sessions/ftp', name: 'FtpLog', title: 'route.FileTransfer', permissions: ['audits.view_ftplog'] },
  { path: '/audit/audits', name: 'Audits', title: 'route.LogsAudit', kind: 'group', permissions: [], icon: 'logs', menuOpen: true },
  { path: '/audit/audits/login-logs', name: 'LoginLog', title: 'route.LoginLog', kind: 'group', permissions: ['audits.view_userloginlog'] },
  { path: '/audit/audits/login-logs/', name: 'LoginLogList', title: 'route.LoginLog', permissions: ['audits.view_userloginlog'] },
  { path: '/audit/audits/login-logs/:id', name: 'LoginLogDetail', title: 'route.LoginLog', permissions: ['audits.view_userloginlog'], hidden: true },
  { path: '/audit/audits/operate-logs', title: 'route.OperateLog', kind: 'group', permissions: ['audits.view_operatelog'] },
  { path: '/audit/audits/operate-logs/', name: 'OperateLogList', title: 'route.OperateLog', permissions: ['audits.view_operatelog'] },
  { path: '/audit/audits/operate-logs/:id', name: 'OperateLogDetail', title: 'route.OperateLog', permissions: ['audits.view_operatelog'], hidden: true },
  { path: '/audit/audits/password-change-log', name: 'PasswordChangeLog', title: 'route.PasswordChangeLog', permissions: ['audits.view_passwordchangelog'] },
  { path: '/audit/audits/job-execution-log', name: 'JobExecutionLog', title: 'route.JobExecutionLog', permissions: ['audits.view_joblog'] },
];
