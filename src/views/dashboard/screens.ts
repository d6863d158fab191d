import { withScreenMessages, type ScreenLoaders } from '../types';

/** The three landing pages: the console's and the audit's figures, the workbench's recent activity. */
export const screens: ScreenLoaders = withScreenMessages({
  AdminDashboard: () => import('./admin-dashboard'),
  AuditDashboard: () => import('./audit-dashboard'),
  MyHome: () => import('./my-home'),
});
