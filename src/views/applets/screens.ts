import { namedScreen, resourceScreens, withScreenMessages, type ScreenLoaders } from '../types';

const details = () => import('./applets-details');

/** The remote applications screens (extended edition) by route name. */
export const screens: ScreenLoaders = withScreenMessages({
  Applets: () => import('./applets-page'),
  AppletDetail: namedScreen(details, 'AppletDetail'),
  ...resourceScreens('AppletHost', { form: namedScreen(details, 'AppletHostForm'), detail: namedScreen(details, 'AppletHostDetail') }),
});
