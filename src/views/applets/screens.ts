import { withScreenMessages, type ScreenLoaders } from '../types';

const details = () => import('./applets-details');

/** The remote applications screens (extended edition) by route name. */
export const screens: ScreenLoaders = withScreenMessages({
  Applets: () => import('./applets-page'),
  AppletDetail: () => details().then((module) => ({ default: module.AppletDetail })),
  AppletHostCreate: () => details().then((module) => ({ default: module.AppletHostForm })),
  AppletHostUpdate: () => details().then((module) => ({ default: module.AppletHostForm })),
  AppletHostDetail: () => details().then((module) => ({ default: module.AppletHostDetail })),
});
