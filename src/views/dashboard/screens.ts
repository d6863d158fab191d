import dashboardMessages from 'jms:messages/dashboard';
import { withMessages } from '../../core/i18n';
import type { ScreenLoaders } from '../types';

/**
 * The three landing pages: the console's and the audit's figures, the
 * workbench's recent activity. They wait for their own messages only, not
 * every screen's: the console opens on one.
 */
export const screens: ScreenLoaders = {
  AdminDashboard: withMessages(dashboardMessages, () => import('./admin-dashboard')),
  AuditDashboard: withMessages(dashboardMessages, () => import('./audit-dashboard')),
  MyHome: withMessages(dashboardMessages, () => import('./my-home')),
};
