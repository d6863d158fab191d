import { withScreenMessages, type ScreenLoaders } from '../types';

const template = (screen: 'Template' | 'adhocForm' | 'adhocDetail' | 'playbookForm' | 'playbookDetail') => () =>
  import('./template-screens').then((module) => ({ default: module[screen] }));
const job = (screen: 'jobs' | 'form' | 'detail' | 'executions') => () => import('./job-screens').then((module) => ({ default: module[screen] }));

/** The workbench screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = withScreenMessages({
  JobList: job('jobs'),
  JobCreate: job('form'),
  JobUpdate: job('form'),
  JobDetail: job('detail'),
  Execution: job('executions'),
  ExecutionDetail: () => import('./execution-detail'),
  QuickJob: () => import('./quick-job'),
  Template: template('Template'),
  AdhocCreate: template('adhocForm'),
  AdhocUpdate: template('adhocForm'),
  AdhocDetail: template('adhocDetail'),
  PlaybookCreate: template('playbookForm'),
  PlaybookUpdate: template('playbookForm'),
  PlaybookDetail: template('playbookDetail'),
  MyAssets: () => import('./my-assets'),
});
