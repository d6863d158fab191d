import type { ScreenLoaders } from '../types';

const organization = (screen: 'list' | 'form' | 'detail') => () => import('./organization-screens').then((module) => ({ default: module[screen] }));

/** The settings screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = {
  OrganizationList: organization('list'),
  OrganizationCreate: organization('form'),
  OrganizationUpdate: organization('form'),
  OrganizationDetail: organization('detail'),
};
