import type { ScreenLoaders } from '../types';

/** The assets screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = {
  DomainList: () => import('./domain-list'),
  DomainCreate: () => import('./domain-form'),
  DomainUpdate: () => import('./domain-form'),
  DomainDetail: () => import('./domain-detail'),
  PlatformList: () => import('./platform-list'),
  PlatformCreate: () => import('./platform-form'),
  PlatformUpdate: () => import('./platform-form'),
  PlatformDetail: () => import('./platform-detail'),
  LabelList: () => import('./label-list'),
  LabelCreate: () => import('./label-form'),
  LabelUpdate: () => import('./label-form'),
};
