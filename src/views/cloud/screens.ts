import { namedScreen, resourceScreens, withScreenMessages, type ScreenLoaders } from '../types';

const forms = () => import('./cloud-forms');
const details = () => import('./cloud-details');
const lists = () => import('./cloud-lists');

/** The cloud sync screens (extended edition) by route name. */
export const screens: ScreenLoaders = withScreenMessages({
  CloudCenter: () => import('./cloud-center'),
  ...resourceScreens('SyncInstanceTask', { list: namedScreen(lists, 'SyncTaskList'), form: namedScreen(forms, 'SyncTaskForm'), detail: namedScreen(details, 'SyncTaskDetail') }),
  ...resourceScreens('CloudStrategy', { list: namedScreen(lists, 'StrategyList'), form: namedScreen(forms, 'StrategyForm'), detail: namedScreen(details, 'StrategyDetail') }),
  ...resourceScreens('Account', { form: namedScreen(forms, 'AccountForm'), detail: namedScreen(details, 'AccountDetail') }),
});
