import { withScreenMessages, type ScreenLoaders } from '../types';

/** The users screens by route name; each is a small configuration of the shared blocks. */
export const screens: ScreenLoaders = {
  UserList: () => import('./user-list'),
  UserCreate: () => import('./user-form'),
  UserUpdate: () => import('./user-form'),
  UserGroupList: () => import('./user-group-list'),
  UserGroupCreate: () => import('./user-group-form'),
  UserGroupUpdate: () => import('./user-group-form'),
  RoleList: () => import('./role-list'),
  RoleCreate: () => import('./role-form'),
  RoleUpdate: () => import('./role-form'),
  // The detail pages' tabs speak the screens' part of the catalogue; the lists and forms (the first page) need only the shell's.
  ...withScreenMessages({
    UserDetail: () => import('./user-detail'),
    UserGroupDetail: () => import('./user-group-detail'),
    RoleDetail: () => import('./role-detail'),
  }),
};
