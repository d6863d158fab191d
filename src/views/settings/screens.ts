import { namedScreen, resourceScreens, routeScreens, withScreenMessages, type ScreenLoaders } from '../types';

const settings = () => import('./settings-screens');
const terminalForms = () => import('./terminal-forms').then((module) => module.TERMINAL_FORMS);
const organizations = () => import('./organization-screens');

/** The settings screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = withScreenMessages({
  ...resourceScreens('Organization', { list: namedScreen(organizations, 'list'), form: namedScreen(organizations, 'form'), detail: namedScreen(organizations, 'detail') }),
  ...routeScreens(settings, ['Basic', 'Msg', 'Feature', 'Auth', 'Security', 'Interface', 'TerminalSetting', 'TerminalDetail', 'TerminalUpdate', 'Tools', 'License']),
  ...routeScreens(terminalForms, ['CreateReplayStorage', 'ReplayStorageUpdate', 'CreateCommandStorage', 'CommandStorageUpdate']),
  ...routeScreens(terminalForms, ['EndpointCreate', 'EndpointUpdate', 'EndpointRuleCreate', 'EndpointRuleUpdate']),
  ...routeScreens(() => import('./task-screens'), ['TaskList', 'TaskDetail']),
});
