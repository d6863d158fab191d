import { withScreenMessages, type ScreenLoaders } from '../types';
import type { AutomationKind as Kind } from './automations';

const list = (kind: Kind) => () => import('./automation-with-runs').then((module) => ({ default: module[`${kind}List`] }));
const form = (kind: Kind) => () => import('./automation-form').then((module) => ({ default: module[kind] }));
const detail = (kind: Kind) => () => import('./automation-with-runs').then((module) => ({ default: module[`${kind}Detail`] }));
const runs = (kind: Kind) => () => import('./execution-list').then((module) => ({ default: module[kind] }));
const run = (kind: Kind) => () => import('./execution-detail').then((module) => ({ default: module[kind] }));

const virtual = (name: 'VirtualAccountDetail' | 'VirtualAccountUpdate') => () => import('./virtual-accounts').then((module) => ({ default: module[name] }));

/** The accounts screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = withScreenMessages({
  AssetAccountList: () => import('./account-list'),
  AssetAccountDetail: () => import('./account-detail'),
  VirtualAccountDetail: virtual('VirtualAccountDetail'),
  VirtualAccountUpdate: virtual('VirtualAccountUpdate'),
  AccountTemplateList: () => import('./account-template-list'),
  AccountTemplateCreate: () => import('./account-template-form'),
  AccountTemplateUpdate: () => import('./account-template-form'),
  AccountTemplateDetail: () => import('./account-template-detail'),
  AccountPushList: list('push'),
  AccountPushCreate: form('push'),
  AccountPushUpdate: form('push'),
  AccountPushDetail: detail('push'),
  AccountPushExecutionList: runs('push'),
  AccountPushExecutionDetail: run('push'),
  AccountGatherList: list('gather'),
  AccountGatherTaskCreate: form('gather'),
  AccountGatherTaskUpdate: form('gather'),
  AccountGatherTaskDetail: detail('gather'),
  AccountGatherTaskExecutionList: runs('gather'),
  AccountGatherExecutionDetail: run('gather'),
  AccountChangeSecretList: list('changeSecret'),
  AccountChangeSecretCreate: form('changeSecret'),
  AccountChangeSecretUpdate: form('changeSecret'),
  AccountChangeSecretDetail: detail('changeSecret'),
  AccountChangeSecretExecutionList: runs('changeSecret'),
  AccountChangeSecretExecutionDetail: run('changeSecret'),
  AccountBackupList: list('backup'),
  AccountBackupPlanCreate: form('backup'),
  AccountBackupPlanUpdate: form('backup'),
  AccountBackupPlanDetail: detail('backup'),
  AccountBackupPlanExecutionList: runs('backup'),
  AccountBackupPlanExecutionDetail: run('backup'),
});
