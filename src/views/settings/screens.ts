import { withScreenMessages, type ScreenLoaders } from '../types';

const settings = (name: 'Basic' | 'Msg' | 'Feature' | 'Auth' | 'Security' | 'Interface' | 'TerminalSetting' | 'TerminalDetail' | 'TerminalUpdate' | 'Tools' | 'License') => () =>
  import('./settings-screens').then((module) => ({ default: module[name] }));
const terminalForm = (name: keyof typeof import('./terminal-forms').TERMINAL_FORMS) => () =>
  import('./terminal-forms').then((module) => ({ default: module.TERMINAL_FORMS[name] }));
const tasks = (name: 'TaskList' | 'TaskDetail') => () => import('./task-screens').then((module) => ({ default: module[name] }));
const organization = (screen: 'list' | 'form' | 'detail') => () => import('./organization-screens').then((module) => ({ default: module[screen] }));

/** The settings screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = withScreenMessages({
  OrganizationList: organization('list'),
  OrganizationCreate: organization('form'),
  OrganizationUpdate: organization('form'),
  OrganizationDetail: organization('detail'),
  Basic: settings('Basic'),
  Msg: settings('Msg'),
  Feature: settings('Feature'),
  Auth: settings('Auth'),
  Security: settings('Security'),
  Interface: settings('Interface'),
  TerminalSetting: settings('TerminalSetting'),
  TerminalDetail: settings('TerminalDetail'),
  TerminalUpdate: settings('TerminalUpdate'),
  CreateReplayStorage: terminalForm('CreateReplayStorage'),
  ReplayStorageUpdate: terminalForm('ReplayStorageUpdate'),
  CreateCommandStorage: terminalForm('CreateCommandStorage'),
  CommandStorageUpdate: terminalForm('CommandStorageUpdate'),
  EndpointCreate: terminalForm('EndpointCreate'),
  EndpointUpdate: terminalForm('EndpointUpdate'),
  EndpointRuleCreate: terminalForm('EndpointRuleCreate'),
  EndpointRuleUpdate: terminalForm('EndpointRuleUpdate'),
  Tools: settings('Tools'),
  TaskList: tasks('TaskList'),
  TaskDetail: tasks('TaskDetail'),
  License: settings('License'),
});
