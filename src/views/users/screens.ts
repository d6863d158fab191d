import type { ScreenLoaders } from '../types';

/** The users screens by route name; each is a small configuration of the shared blocks. */
export const screens: ScreenLoaders = {
  UserList: () => import('./user-list'),
  UserCreate: () => import('./user-form'),
  UserUpdate: () => import('./user-form'),
  UserDetail: () => import('./user-detail'),
  UserGroupList: () => import('./user-group-list'),
  UserGroupCreate: () => import('./user-group-form'),
  UserGroupUpdate: () => import('./user-group-form'),
  UserGroupDetail: () => import('./user-group-detail'),
  RoleList: () => import('./role-list'),
  RoleCreate: () => import('./role-form'),
  RoleUpdate: () => import('./role-form'),
  RoleDetail: () => import('./role-detail'),
};
