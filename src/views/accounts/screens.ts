import { namedScreen, resourceScreens, withScreenMessages, type ScreenLoaders } from '../types';
import { AUTOMATIONS, type AutomationKind as Kind } from './automations';

const withRuns = () => import('./automation-with-runs');
const forms = () => import('./automation-form');
const executions = () => import('./execution-list');
const execution = () => import('./execution-detail');
const virtual = () => import('./virtual-accounts');

/** An automation's screens under the route names it gives: its list, form, detail, executions and one execution. */
function automation(kind: Kind): ScreenLoaders {
  const { list, stem, runs } = AUTOMATIONS[kind];
  return {
    [list]: namedScreen(withRuns, `${kind}List`),
    ...resourceScreens(stem, { form: namedScreen(forms, kind), detail: namedScreen(withRuns, `${kind}Detail`) }),
    [runs.list]: namedScreen(executions, kind),
    [runs.detail]: namedScreen(execution, kind),
  };
}

/** The accounts screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = withScreenMessages({
  AssetAccountList: () => import('./account-list'),
  AssetAccountDetail: () => import('./account-detail'),
  VirtualAccountDetail: namedScreen(virtual, 'VirtualAccountDetail'),
  VirtualAccountUpdate: namedScreen(virtual, 'VirtualAccountUpdate'),
  ...resourceScreens('AccountTemplate', {
    list: () => import('./account-template-list'),
    form: () => import('./account-template-form'),
    detail: () => import('./account-template-detail'),
  }),
  ...automation('push'),
  ...automation('gather'),
  ...automation('changeSecret'),
  ...automation('backup'),
});
