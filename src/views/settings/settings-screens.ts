import type { MessageKey } from '../../core/i18n';
import { ipList, periodInOrder } from '../../core/validation';
import { saml2Advanced, syncOrganizations } from './settings-fields';
import { LicensePage, settingsPage, settingsTabs, type SettingsSectionConfig } from './settings-page';
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

/** OAuth2 as the official form groups it; the logo, an upload there, is shown on the login page only. */
const oauth2: SettingsSectionConfig = {
  category: 'oauth2',
  overrides: attributeMap('AUTH_OAUTH2_USER_ATTR_MAP', 'settings.attribute.user', 'settings.attribute.oauth2'),
  groups: [
    {
      title: 'settings.group.basic',
      fields: ['AUTH_OAUTH2', 'AUTH_OAUTH2_PROVIDER', 'AUTH_OAUTH2_CLIENT_ID', 'AUTH_OAUTH2_CLIENT_SECRET', 'AUTH_OAUTH2_ACCESS_TOKEN_METHOD'],
    },
    {
      title: 'settings.group.params',
      fields: [
        'AUTH_OAUTH2_SCOPE',
        'AUTH_OAUTH2_PROVIDER_AUTHORIZATION_ENDPOINT',
        'AUTH_OAUTH2_ACCESS_TOKEN_ENDPOINT',
        'AUTH_OAUTH2_PROVIDER_USERINFO_ENDPOINT',
        'AUTH_OAUTH2_PROVIDER_END_SESSION_ENDPOINT',
      ],
    },
    { title: 'settings.group.other', fields: ['AUTH_OAUTH2_LOGOUT_COMPLETELY', 'AUTH_OAUTH2_ALWAYS_UPDATE_USER', 'AUTH_OAUTH2_USER_ATTR_MAP'] },
  ],
};

/** Authentication as the official console's eleven tabs (its names, for its links), then what this console adds: Slack. */
export const Auth = settingsTabs([
  { name: 'Basic', title: 'settings.group.basic', layout: ['auth', 'sso'] },
  {
    name: 'LDAP',
    title: 'settings.section.ldap',
    layout: [
      {
        category: 'ldap',
        overrides: (t) => ({ ...attributeMap('AUTH_LDAP_USER_ATTR_MAP', 'settings.attribute.user', 'settings.attribute.ldap')(t), AUTH_LDAP_SYNC_ORG_IDS: syncOrganizations }),
      },
    ],
  },
  {
    name: 'CAS',
    title: 'settings.section.cas',
    layout: [{ category: 'cas', overrides: attributeMap('CAS_RENAME_ATTRIBUTES', 'settings.attribute.cas', 'settings.attribute.user') }],
  },
  { name: 'Passkey', title: 'settings.section.passkey', layout: ['passkey'] },
  {
    name: 'OIDC',
    title: 'settings.section.oidc',
    layout: [{ category: 'oidc', overrides: attributeMap('AUTH_OPENID_USER_ATTR_MAP', 'settings.attribute.user', 'settings.attribute.oidc') }],
  },
  {
    name: 'SAML2',
    title: 'settings.section.saml2',
    layout: [
      {
        category: 'saml2',
        overrides: (t) => ({ ...attributeMap('SAML2_RENAME_ATTRIBUTES', 'settings.attribute.saml2', 'settings.attribute.user')(t), SAML2_SP_ADVANCED_SETTINGS: saml2Advanced(t) }),
      },
    ],
  },
  { name: 'OAuth2', title: 'settings.section.oauth2', layout: [oauth2] },
  { name: 'WeCom', title: 'settings.section.wecom', layout: ['wecom'] },
  { name: 'DingTalk', title: 'settings.section.dingtalk', layout: ['dingtalk'] },
  { name: 'FeiShu', title: 'settings.section.feishu', layout: ['feishu'] },
  { name: 'Radius', title: 'settings.section.radius', layout: ['radius'] },
  { name: 'Slack', title: 'settings.section.slack', layout: ['slack'] },
]);
/** Security as the official console's four tabs (authentication, login limits, passwords, sessions), then the log retention this console keeps here. */
export const Security = settingsTabs([
  {
    name: 'Auth',
    title: 'settings.section.securityAuth',
    layout: [
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
    ],
  },
  {
    name: 'AuthLimit',
    title: 'settings.section.securityLoginLimit',
    layout: [
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
    ],
  },
  {
    name: 'Password',
    title: 'settings.section.securityPassword',
    layout: [
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
    ],
  },
  {
    name: 'Session',
    title: 'settings.section.securitySession',
    layout: [
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
    ],
  },
  { name: 'Clean', title: 'settings.section.clean', layout: ['clean'] },
]);
export const Interface = settingsPage(['interface']);
export const License = LicensePage;
