/** The settings categories the pages edit (api-contract 4.3): one GET/PATCH URL each. */
export type SettingsCategory =
  | 'basic'
  | 'email'
  | 'email_content'
  | 'sms'
  | 'other'
  | 'announcement'
  | 'ticket'
  | 'ops'
  | 'vault'
  | 'auth'
  | 'ldap'
  | 'cas'
  | 'oidc'
  | 'saml2'
  | 'oauth2'
  | 'passkey'
  | 'radius'
  | 'sso'
  | 'wecom'
  | 'dingtalk'
  | 'feishu'
  | 'slack'
  | 'security'
  | 'clean'
  | 'interface'
  | 'terminal';

/** The cards the security category is shown in, as the official console's tabs. */
export type SecuritySection = 'securityAuth' | 'securityLoginLimit' | 'securityPassword' | 'securitySession' | 'securityOther';

export const settingsUrl = (category: SettingsCategory) => `/api/v1/settings/setting/?category=${category}`;

/** lina calls it without a trailing slash. */
export const LICENSE_DETAIL_URL = '/api/v1/xpack/license/detail';
