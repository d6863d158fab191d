import type { MessageKey } from '../../core/i18n';
import { ipList, periodInOrder } from '../../core/validation';
import { saml2Advanced, syncOrganizations } from './settings-fields';
import { LicensePage, settingsPage } from './settings-page';
export { TerminalDetail, TerminalSetting, TerminalUpdate } from './terminal-screens';
export { Tools } from './tools-screen';

/** The settings pages by route name: which categories each one edits. */
export const Basic = settingsPage(['basic']);
export const Msg = settingsPage(['email', 'email_content', 'sms']);
/** Features as the official console's tabs: the announcement, tickets, the job center, then what this console adds, and the vault. */
export const Feature = settingsPage([
  { category: 'announcement', overrides: () => ({ ANNOUNCEMENT: { rules: [periodInOrder('DATE_START', 'DATE_END')] } }) },
  'ticket',
  'ops',
  {
    category: 'other',
    groups: [
      {
        fields: [
          'PERM_SINGLE_ASSET_TO_UNGROUP_NODE',
          'TICKETS_DIRECT_APPROVE',
          'CHAT_AI_ENABLED',
          'GPT_MODEL',
          'VIRTUAL_APP_ENABLED',
          'FILE_UPLOAD_SIZE_LIMIT_MB',
          'REFERER_CHECK_ENABLED',
          'CONNECTION_TOKEN_REUSABLE',
          'CACHE_LOGIN_PASSWORD_ENABLED',
        ],
      },
    ],
  },
  'vault',
]);
/** An attribute map, two columns headed by what its keys and values are (the official console edits it as JSON). */
const attributeMap = (name: string, key: MessageKey, value: MessageKey) => (t: (key: MessageKey) => string) => ({
  [name]: { widget: 'key-value' as const, keyValue: { key: t(key), value: t(value) } },
});

export const Auth = settingsPage([
  'auth',
  {
    category: 'ldap',
    overrides: (t) => ({ ...attributeMap('AUTH_LDAP_USER_ATTR_MAP', 'settings.attribute.user', 'settings.attribute.ldap')(t), AUTH_LDAP_SYNC_ORG_IDS: syncOrganizations }),
  },
  { category: 'cas', overrides: attributeMap('CAS_RENAME_ATTRIBUTES', 'settings.attribute.cas', 'settings.attribute.user') },
  { category: 'oidc', overrides: attributeMap('AUTH_OPENID_USER_ATTR_MAP', 'settings.attribute.user', 'settings.attribute.oidc') },
  {
    category: 'saml2',
    overrides: (t) => ({ ...attributeMap('SAML2_RENAME_ATTRIBUTES', 'settings.attribute.saml2', 'settings.attribute.user')(t), SAML2_SP_ADVANCED_SETTINGS: saml2Advanced(t) }),
  },
  'radius',
  'sso',
  'wecom',
  'dingtalk',
  'feishu',
  'slack',
]);
/** Security as the official console sorts it: authentication, login limits (a user's apart from an IP's), passwords, sessions. */
export const Security = settingsPage([
  {
    category: 'security',
    name: 'securityAuth',
    groups: [
      {
        title: 'settings.group.basic',
        fields: ['SECURITY_LOGIN_CAPTCHA_ENABLED', 'SECURITY_LOGIN_CHALLENGE_ENABLED', 'SECURITY_UNCOMMON_USERS_TTL', 'SECURITY_CHECK_DIFFERENT_CITY_LOGIN', 'VERIFY_CODE_TTL'],
      },
      {
        title: 'settings.group.mfa',
        fields: [
          'SECURITY_MFA_AUTH',
          'SECURITY_MFA_IN_LOGIN_PAGE',
          'SECURITY_MFA_AUTH_ENABLED_FOR_THIRD_PARTY',
          'SECURITY_MFA_VERIFY_TTL',
          'OTP_ISSUER_NAME',
          'OTP_VALID_WINDOW',
          'SECURITY_VIEW_AUTH_NEED_MFA',
        ],
      },
    ],
  },
  {
    category: 'security',
    name: 'securityLoginLimit',
    overrides: () => ({ SECURITY_LOGIN_IP_WHITE_LIST: { rules: [ipList] }, SECURITY_LOGIN_IP_BLACK_LIST: { rules: [ipList] } }),
    groups: [
      { title: 'settings.group.userLoginLimit', fields: ['SECURITY_LOGIN_LIMIT_COUNT', 'SECURITY_LOGIN_LIMIT_TIME'] },
      {
        title: 'settings.group.ipLoginLimit',
        fields: ['SECURITY_LOGIN_IP_LIMIT_COUNT', 'SECURITY_LOGIN_IP_LIMIT_TIME', 'SECURITY_LOGIN_IP_WHITE_LIST', 'SECURITY_LOGIN_IP_BLACK_LIST'],
      },
      { title: 'settings.group.loginSources', fields: ['USER_LOGIN_SINGLE_MACHINE_ENABLED', 'ONLY_ALLOW_EXIST_USER_AUTH', 'ONLY_ALLOW_AUTH_FROM_SOURCE'] },
    ],
  },
  {
    category: 'security',
    name: 'securityPassword',
    groups: [
      { title: 'settings.group.basic', fields: ['SECURITY_PASSWORD_EXPIRATION_TIME', 'OLD_PASSWORD_HISTORY_LIMIT_COUNT'] },
      {
        title: 'settings.group.passwordRules',
        fields: [
          'SECURITY_PASSWORD_MIN_LENGTH',
          'SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH',
          'SECURITY_PASSWORD_UPPER_CASE',
          'SECURITY_PASSWORD_LOWER_CASE',
          'SECURITY_PASSWORD_NUMBER',
          'SECURITY_PASSWORD_SPECIAL_CHAR',
        ],
      },
    ],
  },
  {
    category: 'security',
    name: 'securitySession',
    groups: [
      {
        fields: [
          'SECURITY_WATERMARK_ENABLED',
          'SECURITY_SESSION_SHARE',
          'SECURITY_MAX_IDLE_TIME',
          'SECURITY_MAX_SESSION_TIME',
          'SECURITY_LUNA_REMEMBER_AUTH',
          'SESSION_EXPIRE_AT_BROWSER_CLOSE',
          'VIEW_ASSET_ONLINE_SESSION_INFO',
        ],
      },
    ],
  },
  { category: 'security', name: 'securityOther' },
  'clean',
]);
export const Interface = settingsPage(['interface']);
export const License = LicensePage;
