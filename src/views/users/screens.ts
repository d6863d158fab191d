import { resourceScreens, withScreenMessages, type ScreenLoaders } from '../types';

/** The users screens by route name; each is a small configuration of the shared blocks. */
export const screens: ScreenLoaders = {
  ...resourceScreens('User', { list: () => import('./user-list'), form: () => import('./user-form') }),
  ...resourceScreens('UserGroup', { list: () => import('./user-group-list'), form: () => import('./user-group-form') }),
  ...resourceScreens('Role', { list: () => import('./role-list'), form: () => import('./role-form') }),
  // The detail pages' tabs speak the screens' part of the catalogue; the lists and forms (the first page) need only the shell's.
  ...withScreenMessages({
    UserDetail: () => import('./user-detail'),
    UserGroupDetail: () => import('./user-group-detail'),
    RoleDetail: () => import('./role-detail'),
  }),
};
