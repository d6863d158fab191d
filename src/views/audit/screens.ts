import { withScreenMessages, type ScreenLoaders } from '../types';

type List = 'sessions' | 'commands' | 'ftp' | 'logins' | 'operations' | 'passwordChanges' | 'jobs' | 'onlineSessions';
const list = (name: List) => () => import('./audit-lists').then((module) => ({ default: module[name] }));
const detail = (name: 'SessionDetail' | 'LoginLogDetail' | 'OperateLogDetail') => () => import('./audit-details').then((module) => ({ default: module[name] }));

/** The audit screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = withScreenMessages({
  SessionList: list('sessions'),
  CommandList: list('commands'),
  FtpLog: list('ftp'),
  LoginLogList: list('logins'),
  OperateLogList: list('operations'),
  PasswordChangeLog: list('passwordChanges'),
  JobExecutionLog: list('jobs'),
  OnlineSession: list('onlineSessions'),
  SessionDetail: detail('SessionDetail'),
  LoginLogDetail: detail('LoginLogDetail'),
  OperateLogDetail: detail('OperateLogDetail'),
});
