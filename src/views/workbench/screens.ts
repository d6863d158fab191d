import { withScreenMessages, type ScreenLoaders } from '../types';

const job = (screen: 'jobs' | 'form' | 'detail' | 'executions') => () => import('./job-screens').then((module) => ({ default: module[screen] }));

/** The workbench screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = withScreenMessages({
  JobList: job('jobs'),
  JobCreate: job('form'),
  JobUpdate: job('form'),
  JobDetail: job('detail'),
  Execution: job('executions'),
  MyAssets: () => import('./my-assets'),
});
