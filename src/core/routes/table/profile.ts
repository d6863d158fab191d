import type { RouteRecord } from '../types';

/** The profile view (routes-v3.8.2.md, "profile"). */
// One route a line, as the route table of the spec has them.
// prettier-ignore
export const profileRoutes: readonly RouteRecord[] = [
  { path: '/profile', name: 'profile', title: 'route.UserProfile', kind: 'layout', permissions: [], showOrganization: false, redirect: '/profile/info', showNavSwitcher: false },
  { path: '/profile/info', name: 'ProfileInfo', title: 'users.UserInformation', permissions: [], icon: 'user' },
  { path: '/profile/setting', name: 'ProfileSetting', title: 'users.AuthSetting', permissions: [], icon: 'lock' },
  { path: '/profile/user/setting', name: 'UserSetting', title: 'users.UserSetting', permissions: [], icon: 'preferences' },
  { path: '/profile/improvement', name: 'ProfileImprovement', title: 'route.PersonalInformationImprovement', permissions: [], hidden: true },
  { path: '/profile/api-keys', name: 'ApiKey', title: 'common.nav.APIKey', permissions: ['authentication.view_accesskey'], app: 'authentication', resource: 'accesskey', icon: 'key' },
  { path: '/profile/temp-password', name: 'TempPassword', title: 'common.nav.TempPassword', permissions: ['authentication.view_temptoken'], activeMenu: '/profile/temp-password', available: ({ settings }) => settings.AUTH_TEMP_TOKEN === true, icon: 'clock' },
  { path: '/profile/connection-token', name: 'ConnectionToken', title: 'common.nav.ConnectionToken', permissions: ['authentication.view_connectiontoken'], icon: 'token' },
  { path: '/profile/passkeys', name: 'Passkey', title: 'common.nav.PassKey', permissions: ['authentication.view_connectiontoken'], available: ({ settings }) => settings.AUTH_PASSKEY === true, icon: 'passkey' },
];
