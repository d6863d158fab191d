// The public settings (api-contract 4.3): the open set for the login page and the
// logged-in set, both reflecting the edition and license switches. Neither holds the
// server's version: a real JumpServer (v3.8.2, v3.10) sends it in no API answer
// (docs/jumpserver-versions.md, "The server's version").

const INTERFACE = {
  logo_logout: '/static/img/logo.svg',
  logo_index: '/static/img/logo_text_white.svg',
  login_image: '/static/img/login_image.svg',
  logo_white: '/static/img/logo_white.svg',
  logo_text_white: '/static/img/logo_text_white.svg',
  favicon: '/static/img/facio.svg',
  login_title: 'JumpServer Open Source Bastion Host',
  theme: 'classic_green',
  theme_info: {},
  footer_content: '',
};

const LANGUAGES = [
  { name: '简体中文', code: 'zh-hans', other_codes: ['zh', 'zh-cn'] },
  { name: 'English', code: 'en', other_codes: ['en-us', 'en-gb'] },
  { name: '日本語', code: 'ja', other_codes: ['ja-jp'] },
];

// The extended edition's themes: the default one sends no colors in theme_info (the
// console's own defaults apply), the others their five colors, as theme_info.colors.
export const THEMES = {
  classic_green: {},
  classic_blue: { colors: { primary: '#1c84c6', info: '#23c6c8', success: '#1ab394', warning: '#f8ac59', danger: '#ed5565' } },
  tech_blue: { colors: { primary: '#1f6fd1', info: '#409eff', success: '#3ba272', warning: '#e6a23c', danger: '#d9414b' } },
  purple: { colors: { primary: '#7b5ec6', info: '#409eff', success: '#3ba272', warning: '#e6a23c', danger: '#d9414b' } },
};

/** The INTERFACE block; the extended edition lets the interface settings change it. */
function interfaceOf(config, settings) {
  if (!config.xpack) return INTERFACE;
  const theme = settings.get('THEME');
  return {
    ...INTERFACE,
    login_title: settings.get('LOGIN_TITLE'),
    theme,
    theme_info: THEMES[theme] ?? {},
    footer_content: settings.get('FOOTER_CONTENT'),
  };
}

export function openSettings(config, settings) {
  return {
    XPACK_ENABLED: config.xpack,
    INTERFACE: interfaceOf(config, settings),
    LANGUAGES,
    COUNTRY_CALLING_CODES: [
      { name: 'China(中国)', value: '+86' },
      { name: 'United States', value: '+1' },
      { name: 'Japan(日本)', value: '+81' },
    ],
    VENDOR: 'JumpServer',
  };
}

/** @param {any} config @param {import('./store.mjs').Settings} settings */
export function publicSettings(config, settings) {
  const s = settings.get;
  return {
    ...openSettings(config, settings),
    XPACK_LICENSE_IS_VALID: config.licenseValid,
    XPACK_LICENSE_EDITION_ULTIMATE: config.licenseValid,
    XPACK_LICENSE_INFO: config.license.info,
    PASSWORD_RULE: {
      SECURITY_PASSWORD_MIN_LENGTH: s('SECURITY_PASSWORD_MIN_LENGTH'),
      SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: s('SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH'),
      SECURITY_PASSWORD_UPPER_CASE: s('SECURITY_PASSWORD_UPPER_CASE'),
      SECURITY_PASSWORD_LOWER_CASE: s('SECURITY_PASSWORD_LOWER_CASE'),
      SECURITY_PASSWORD_NUMBER: s('SECURITY_PASSWORD_NUMBER'),
      SECURITY_PASSWORD_SPECIAL_CHAR: s('SECURITY_PASSWORD_SPECIAL_CHAR'),
    },
    SECURITY_PASSWORD_EXPIRATION_TIME: s('SECURITY_PASSWORD_EXPIRATION_TIME'),
    OLD_PASSWORD_HISTORY_LIMIT_COUNT: s('OLD_PASSWORD_HISTORY_LIMIT_COUNT'),
    SECURITY_MAX_IDLE_TIME: s('SECURITY_MAX_IDLE_TIME'),
    SECURITY_DISABLE_VIEW_SECRET: false,
    SECURITY_VIEW_AUTH_NEED_MFA: s('SECURITY_VIEW_AUTH_NEED_MFA'),
    SECURITY_MFA_AUTH: s('SECURITY_MFA_AUTH'),
    SECURITY_MFA_VERIFY_TTL: s('SECURITY_MFA_VERIFY_TTL'),
    SECURITY_COMMAND_EXECUTION: s('SECURITY_COMMAND_EXECUTION'),
    SECURITY_COMMAND_BLACKLIST: s('SECURITY_COMMAND_BLACKLIST'),
    SECURITY_EXPIRED_TOKEN_RECORD_KEEP_DAYS: 7,
    SECURITY_LUNA_REMEMBER_AUTH: s('SECURITY_LUNA_REMEMBER_AUTH'),
    SECURITY_SESSION_SHARE: s('SECURITY_SESSION_SHARE'),
    SESSION_EXPIRE_AT_BROWSER_CLOSE: s('SESSION_EXPIRE_AT_BROWSER_CLOSE'),
    VIEW_ASSET_ONLINE_SESSION_INFO: s('VIEW_ASSET_ONLINE_SESSION_INFO'),
    PRIVACY_MODE: false,
    CHANGE_SECRET_AFTER_SESSION_END: false,
    SECURITY_WATERMARK_ENABLED: s('SECURITY_WATERMARK_ENABLED'),
    SECURITY_WATERMARK_SESSION_CONTENT: '{userId} {name} {account} {assetName}',
    SECURITY_WATERMARK_CONSOLE_CONTENT: '{userId} {name}',
    SECURITY_WATERMARK_COLOR: 'rgba(128,128,128,0.15)',
    SECURITY_WATERMARK_FONT_SIZE: 13,
    SECURITY_WATERMARK_HEIGHT: 200,
    SECURITY_WATERMARK_WIDTH: 200,
    SECURITY_WATERMARK_ROTATE: -45,
    WINDOWS_SKIP_ALL_MANUAL_PASSWORD: false,
    AUTH_LDAP_SYNC_ORG_IDS: s('AUTH_LDAP_SYNC_ORG_IDS'),
    FACE_RECOGNITION_ENABLED: false,
    HELP_DOCUMENT_URL: s('HELP_DOCUMENT_URL'),
    HELP_SUPPORT_URL: s('HELP_SUPPORT_URL'),
    AUTH_PASSKEY: s('AUTH_PASSKEY'),
    AUTH_WECOM: s('AUTH_WECOM'),
    AUTH_DINGTALK: s('AUTH_DINGTALK'),
    AUTH_FEISHU: s('AUTH_FEISHU'),
    AUTH_LARK: s('AUTH_LARK'),
    AUTH_SLACK: s('AUTH_SLACK'),
    AUTH_TEMP_TOKEN: s('AUTH_TEMP_TOKEN'),
    AUTH_UKEY: false,
    TERMINAL_RAZOR_ENABLED: s('TERMINAL_RAZOR_ENABLED'),
    TERMINAL_MAGNUS_ENABLED: s('TERMINAL_MAGNUS_ENABLED'),
    TERMINAL_KOKO_SSH_ENABLED: s('TERMINAL_KOKO_SSH_ENABLED'),
    TERMINAL_OMNIDB_ENABLED: s('TERMINAL_OMNIDB_ENABLED'),
    ANNOUNCEMENT_ENABLED: s('ANNOUNCEMENT_ENABLED'),
    ANNOUNCEMENT: s('ANNOUNCEMENT'),
    TICKETS_ENABLED: s('TICKETS_ENABLED') && config.xpack,
    TICKETS_DIRECT_APPROVE: s('TICKETS_DIRECT_APPROVE'),
    TICKET_AUTHORIZE_DEFAULT_TIME: s('TICKET_AUTHORIZE_DEFAULT_TIME'),
    TICKET_AUTHORIZE_DEFAULT_TIME_UNIT: s('TICKET_AUTHORIZE_DEFAULT_TIME_UNIT'),
    CONNECTION_TOKEN_REUSABLE: s('CONNECTION_TOKEN_REUSABLE'),
    CACHE_LOGIN_PASSWORD_ENABLED: s('CACHE_LOGIN_PASSWORD_ENABLED'),
    VAULT_ENABLED: s('VAULT_ENABLED'),
    VIRTUAL_APP_ENABLED: s('VIRTUAL_APP_ENABLED'),
    CHAT_AI_ENABLED: s('CHAT_AI_ENABLED'),
    CHAT_AI_METHOD: 'api',
    CHAT_AI_EMBED_URL: '',
    CHAT_AI_TYPE: 'gpt',
    GPT_MODEL: s('GPT_MODEL'),
    FILE_UPLOAD_SIZE_LIMIT_MB: s('FILE_UPLOAD_SIZE_LIMIT_MB'),
    FTP_FILE_MAX_STORE: 100,
    LOKI_LOG_ENABLED: false,
    TOOL_USER_ENABLED: false,
    DEFAULT_EXPIRED_YEARS: 70,
    USER_DEFAULT_EXPIRED_DAYS: 365 * 70,
    ASSET_PERMISSION_DEFAULT_EXPIRED_DAYS: 365 * 70,
    JDMC_ENABLED: false,
    FLOWER_ENABLED: false,
    REMOTE_APP_STORE_URL: '',
  };
}
