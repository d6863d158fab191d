import type { ScreenLoaders } from '../types';

/**
 * The common screens by route name: not found, and the views' landing pages
 * until their dashboards arrive (an area that registers one of these names
 * later wins, being merged after this list).
 */
export const screens: ScreenLoaders = {
  '404': () => import('./not-found-page'),
  AdminDashboard: () => import('./dashboard-page').then((module) => ({ default: module.ConsoleDashboard })),
  AuditDashboard: () => import('./dashboard-page').then((module) => ({ default: module.AuditDashboard })),
  MyHome: () => import('./dashboard-page').then((module) => ({ default: module.WorkbenchHome })),
};
