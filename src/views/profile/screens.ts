import { withScreenMessages, type ScreenLoaders } from '../types';

/** The profile screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = withScreenMessages({
  ProfileInfo: () => import('./profile-info'),
  ApiKey: () => import('./api-keys'),
});
