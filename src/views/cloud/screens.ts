import { withScreenMessages, type ScreenLoaders } from '../types';

const forms = () => import('./cloud-forms');
const details = () => import('./cloud-details');
const lists = () => import('./cloud-lists');

/** The cloud sync screens (extended edition) by route name. */
export const screens: ScreenLoaders = withScreenMessages({
  CloudCenter: () => import('./cloud-center'),
  SyncInstanceTaskList: () => lists().then((module) => ({ default: module.SyncTaskList })),
  SyncInstanceTaskCreate: () => forms().then((module) => ({ default: module.SyncTaskForm })),
  SyncInstanceTaskUpdate: () => forms().then((module) => ({ default: module.SyncTaskForm })),
  SyncInstanceTaskDetail: () => details().then((module) => ({ default: module.SyncTaskDetail })),
  CloudStrategyList: () => lists().then((module) => ({ default: module.StrategyList })),
  CloudStrategyCreate: () => forms().then((module) => ({ default: module.StrategyForm })),
  CloudStrategyUpdate: () => forms().then((module) => ({ default: module.StrategyForm })),
  CloudStrategyDetail: () => details().then((module) => ({ default: module.StrategyDetail })),
  AccountCreate: () => forms().then((module) => ({ default: module.AccountForm })),
  AccountUpdate: () => forms().then((module) => ({ default: module.AccountForm })),
  AccountDetail: () => details().then((module) => ({ default: module.AccountDetail })),
});
