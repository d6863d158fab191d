import { withScreenMessages, type ScreenLoaders } from '../types';

/** The profile screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = withScreenMessages({
  ProfileInfo: () => import('./profile-info'),
  ProfileSetting: () => import('./profile-setting'),
  UserSetting: () => import('./user-setting'),
  ProfileImprovement: () => import('./profile-improvement'),
  ApiKey: () => import('./api-keys'),
  TempPassword: () => import('./temp-password'),
  ConnectionToken: () => import('./connection-tokens'),
  Passkey: () => import('./passkeys'),
});
