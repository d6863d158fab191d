import { namedScreen, resourceScreens, withScreenMessages, type ScreenLoaders } from '../types';

const templates = () => import('./template-screens');
const jobs = () => import('./job-screens');

/** The workbench screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = withScreenMessages({
  ...resourceScreens('Job', { list: namedScreen(jobs, 'jobs'), form: namedScreen(jobs, 'form'), detail: namedScreen(jobs, 'detail') }),
  Execution: namedScreen(jobs, 'executions'),
  ExecutionDetail: () => import('./execution-detail'),
  QuickJob: () => import('./quick-job'),
  Template: namedScreen(templates, 'Template'),
  ...resourceScreens('Adhoc', { form: namedScreen(templates, 'adhocForm'), detail: namedScreen(templates, 'adhocDetail') }),
  ...resourceScreens('Playbook', { form: namedScreen(templates, 'playbookForm'), detail: namedScreen(templates, 'playbookDetail') }),
  MyAssets: () => import('./my-assets'),
});
