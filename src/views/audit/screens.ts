import { routeScreens, withScreenMessages, type ScreenLoaders } from '../types';

const lists = () => import('./audit-lists');
const details = () => import('./audit-details');

/** The audit screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = withScreenMessages({
  ...routeScreens(() => import('./session-screens'), ['SessionList', 'OnlineSession']),
  ...routeScreens(() => import('./command-list'), ['CommandList']),
  ...routeScreens(lists, ['FtpLog', 'LoginLogList', 'OperateLogList', 'PasswordChangeLog', 'JobExecutionLog']),
  ...routeScreens(details, ['SessionDetail', 'LoginLogDetail', 'OperateLogDetail']),
});
