import { FIRST_LOGIN_PATH, PROFILE_URL } from '../../core/constants';

export { PROFILE_URL };
export const PASSWORD_URL = '/api/v1/users/profile/password/';
export const PUBLIC_KEY_URL = '/api/v1/users/profile/public-key/';
/** The user's tokens, which end by themselves: each kind's API, its screen's route and the authentication model its permissions name. */
export const TOKENS = {
  temp: { url: '/api/v1/authentication/temp-tokens/', routeName: 'TempPassword', resource: 'temptoken' },
  connection: { url: '/api/v1/authentication/connection-token/', routeName: 'ConnectionToken', resource: 'connectiontoken' },
} as const;
export const PASSKEYS_URL = '/api/v1/authentication/passkeys/';

export type PreferenceCategory = 'lina' | 'luna' | 'koko';
export const preferenceUrl = (category: PreferenceCategory) => `/api/v1/users/preference/?category=${category}`;

/** The server's OTP binding pages, coming back to a console page once bound. */
export const otpBindUrl = (backTo: string) => `/core/auth/profile/otp/enable/start/?next=${encodeURIComponent(`/ui/#${backTo}`)}`;
/** The OTP binding pages from the first-login wizard, which they come back to. */
export const OTP_BIND_URL = otpBindUrl(FIRST_LOGIN_PATH);

/** The server page that replaces the user's public key and answers the new private key as a download. */
export const PUBLIC_KEY_GENERATE_URL = '/core/auth/profile/pubkey/generate/';

/** The messaging services a user binds an account of by QR code, in the official order. */
export type ImService = 'wecom' | 'dingtalk' | 'feishu';
/** The service's QR binding page, coming back to a console page (the server only follows a path of its own site). */
export const imBindUrl = (service: ImService, backTo: string) => `/core/auth/${service}/qr/bind/?redirect_url=${encodeURIComponent(`/ui/#${backTo}`)}`;
export const imUnbindUrl = (service: ImService) => `/api/v1/authentication/${service}/qr/unbind/`;
