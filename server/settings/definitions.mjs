// System settings by category (GET/PATCH /api/v1/settings/setting/?category=),
// declared with the registry's fields so validation and OPTIONS come for free.
import { randomUUID } from 'node:crypto';
import { f } from '../registry/fields.mjs';
import { FieldError } from '../registry/messages.mjs';
import { isIpItem } from '../util/ip.mjs';

const bool = (label, value, options = {}) => f.bool(label, { default: value, ...options });
const int = (label, value, options = {}) => f.int(label, { default: value, ...options });
const str = (label, value = '', options = {}) => f.string(label, { default: value, allowBlank: true, maxLength: 1024, ...options });
const secret = (label) => f.secret(label, { allowBlank: true, required: false });
const choice = (label, choices, value, options = {}) => f.choice(label, choices, { default: value, plain: true, ...options });
const strings = (label, value = []) => f.list(label, f.string('', { maxLength: 1024 }), { default: value });

/** A login IP list (ip_child_validator): each item *, an address, a network or a range. */
function ipList(label) {
  const item = f.string('', { maxLength: 1024 });
  const parse = item.parse;
  item.parse = (value, ctx) => {
    const text = parse(value, ctx);
    if (!isIpItem(text)) throw new FieldError([`IP address invalid: \`${text}\``]);
    return text;
  };
  return f.list(label, item, {
    default: [],
    help: 'Format for comma-delimited string. Such as: 192.168.10.1, 192.168.1.0/24, 10.1.1.1-10.1.1.20, 2001:db8:2de::e13, 2001:db8:1a:1110::/64',
  });
}

/** An announcement as v3.8's settings keep it, with the period v4 adds; each save gives it a new ID, so readers who closed the old one see it. */
function announcementField() {
  const spec = f.nested(
    'Announcement',
    {
      ID: str('', '', { allowNull: true }),
      SUBJECT: f.string('Subject', { required: true, maxLength: 1024 }),
      CONTENT: f.text('Content', { required: true }),
      LINK: f.url('More url', { default: '', allowBlank: true, allowNull: true }),
      // When it shows, as later servers (v4) keep it; no dates, always.
      DATE_START: f.datetime('Date start', { allowNull: true }),
      DATE_END: f.datetime('Date end', { allowNull: true }),
    },
    { default: { ID: 'welcome', SUBJECT: 'Welcome to the JumpServer development backend', CONTENT: 'Demo data only: do not store real secrets here.', LINK: '' } },
  );
  const parse = spec.parse;
  spec.parse = (value, ctx) => parse({ ...value, ID: randomUUID() }, ctx);
  return spec;
}

/**
 * @typedef {{perm: string|null, writePerm?: string, fields: Record<string, import('../registry/fields.mjs').Field>}} Category
 * `perm` is what v3.8's SettingsApi asks for every method of the category (null: only a superuser, as a category it
 * has no permission for); `writePerm` a stricter one for writes.
 */

/** @param {Record<string, import('../registry/fields.mjs').Field>} fields */
const smsProvider = (fields) => ({ perm: null, fields: { SMS_TEST_PHONE: str('Test phone', '', { allowNull: true }), ...fields } });

/** The SMS providers' own settings (the test phone is shared). */
function smsProviders() {
  const signature = (prefix) => ({
    [`${prefix}_VERIFY_SIGN_NAME`]: f.string('Signature', { required: true, maxLength: 256, default: '' }),
    [`${prefix}_VERIFY_TEMPLATE_CODE`]: f.string('Template code', { required: true, maxLength: 256, default: '' }),
  });
  return {
    alibaba: {
      ...smsProvider({
        ALIBABA_ACCESS_KEY_ID: f.string('Access Key ID', { required: true, maxLength: 256, default: '' }),
        ALIBABA_ACCESS_KEY_SECRET: secret('Access Key Secret'),
        ...signature('ALIBABA'),
      }),
      perm: 'settings.change_sms',
    },
    tencent: {
      ...smsProvider({
        TENCENT_SECRET_ID: f.string('Secret ID', { required: true, maxLength: 256, default: '' }),
        TENCENT_SECRET_KEY: secret('Secret Key'),
        TENCENT_SDKAPPID: f.string('SDK APP ID', { required: true, maxLength: 256, default: '' }),
        ...signature('TENCENT'),
      }),
      perm: 'settings.change_sms',
    },
    huawei: smsProvider({
      HUAWEI_APP_KEY: f.string('App Key', { required: true, maxLength: 256, default: '' }),
      HUAWEI_APP_SECRET: secret('App Secret'),
      HUAWEI_SMS_ENDPOINT: f.string('App Access Address', { required: true, maxLength: 1024, default: '' }),
      HUAWEI_SIGN_CHANNEL_NUM: f.string('Signature channel number', { required: true, maxLength: 1024, default: '' }),
      ...signature('HUAWEI'),
    }),
    cmpp2: smsProvider({
      CMPP2_HOST: f.string('Host', { required: true, maxLength: 256, default: '' }),
      CMPP2_PORT: int('Port', 7890),
      CMPP2_SP_ID: f.string('Enterprise code(SP id)', { required: true, default: '' }),
      CMPP2_SP_SECRET: secret('Shared secret(Shared secret)'),
      CMPP2_SRC_ID: str('Original number(Src id)', '', { maxLength: 256 }),
      CMPP2_SERVICE_ID: f.string('Business type(Service id)', { required: true, maxLength: 256, default: '' }),
      CMPP2_VERIFY_SIGN_NAME: f.string('Signature', { required: true, maxLength: 256, default: '' }),
      CMPP2_VERIFY_TEMPLATE_CODE: f.string('Template', {
        required: true,
        maxLength: 69,
        default: '{code}',
        help: 'Template need contain {code} and Signature + template length does not exceed 67 words. For example, your verification code is {code}, which is valid for 5 minutes. Please do not disclose it to others.',
      }),
    }),
    custom: smsProvider({
      CUSTOM_SMS_URL: f.url('URL', { required: true, default: '', allowBlank: false }),
      CUSTOM_SMS_API_PARAMS: f.json('Parameters', { default: { phone_numbers: '{phone_numbers}', content: 'The verification code is: {code}' } }),
      CUSTOM_SMS_REQUEST_METHOD: choice(
        'Request method',
        [
          ['get', 'Get'],
          ['post', 'Post'],
        ],
        'get',
      ),
    }),
  };
}

/** @type {Record<string, Category>} */
const PARTS = {
  basic: {
    perm: 'settings.view_setting',
    writePerm: 'settings.change_basic',
    fields: {
      SITE_URL: f.url('Site URL', { default: 'http://127.0.0.1:8080', help: 'Email links or other system callbacks are used to access it, eg: http://dev.jumpserver.org:8080' }),
      USER_GUIDE_URL: str('User guide url', '', { help: 'User first login update profile done redirect to it' }),
      FORGOT_PASSWORD_URL: str('Forgot password url', '', { help: 'The forgot password url on login page, If you use ldap or cas external authentication, you can set it' }),
      GLOBAL_ORG_DISPLAY_NAME: str('Global organization name', '', { help: 'The name of global organization to display' }),
      HELP_DOCUMENT_URL: str('Document URL', 'https://docs.jumpserver.org/', { help: 'Document URL refers to the address in the top navigation bar Help - Document' }),
      HELP_SUPPORT_URL: str('Support URL', 'https://www.jumpserver.org/support/', { help: 'Support URL refers to the address in the top navigation bar Help - Support' }),
    },
  },
  email: {
    perm: 'settings.change_email',
    fields: {
      EMAIL_PROTOCOL: choice(
        'Protocol',
        [
          ['smtp', 'SMTP'],
          ['exchange', 'EXCHANGE'],
        ],
        'smtp',
      ),
      EMAIL_HOST: str('Host', 'smtp.example.com'),
      EMAIL_PORT: int('Port', 25, { minValue: 1, maxValue: 65535 }),
      EMAIL_HOST_USER: str('Account', 'noreply@example.com', { help: 'The user to be used for email server authentication' }),
      EMAIL_HOST_PASSWORD: secret('Password'),
      EMAIL_FROM: str('Sender', '', { help: 'Sender email address (default to using the Account)' }),
      EMAIL_RECIPIENT: str('Test recipient', '', { help: "The recipient is used for testing the email server's connectivity" }),
      EMAIL_SUBJECT_PREFIX: str('Subject prefix', '[JMS] '),
      EMAIL_USE_SSL: bool('Use SSL', false, {
        help: 'Whether to use an implicit TLS (secure) connection when talking to the SMTP server. In most email documentation this type of TLS connection is referred to as SSL. It is generally used on port 465',
      }),
      EMAIL_USE_TLS: bool('Use TLS', false, {
        help: 'Whether to use a TLS (secure) connection when talking to the SMTP server. This is used for explicit TLS connections, generally on port 587',
      }),
    },
  },
  email_content: {
    perm: 'settings.change_email',
    fields: {
      EMAIL_CUSTOM_USER_CREATED_SUBJECT: str('Create user email subject', '', {
        help: 'Tips: When creating a user, send the subject of the email (eg:Create account successfully)',
      }),
      EMAIL_CUSTOM_USER_CREATED_HONORIFIC: str('Create user honorific', '', { help: 'Tips: When creating a user, send the honorific of the email (eg:Hello)' }),
      EMAIL_CUSTOM_USER_CREATED_BODY: str('Create user email content', '', {
        help: 'Tips: When creating a user, send the content of the email, support {username} {name} {email} label',
      }),
      EMAIL_CUSTOM_USER_CREATED_SIGNATURE: str('Signature', '', { help: 'Tips: Email signature (eg:jumpserver)' }),
    },
  },
  ldap: {
    perm: 'settings.change_auth',
    fields: {
      AUTH_LDAP: bool('LDAP', false),
      AUTH_LDAP_SERVER_URI: str('Server', 'ldap://localhost:389', { help: 'LDAP server URI' }),
      AUTH_LDAP_BIND_DN: str('Bind DN', 'cn=admin,dc=jumpserver,dc=org', { help: 'Binding Distinguished Name' }),
      AUTH_LDAP_BIND_PASSWORD: secret('Password'),
      AUTH_LDAP_SEARCH_OU: str('Search OU', 'ou=tech,dc=jumpserver,dc=org', { help: 'User Search Base, if there are multiple OUs, you can separate them with the `|` symbol' }),
      AUTH_LDAP_SEARCH_FILTER: str('Search filter', '(cn=%(user)s)', { help: 'Selection could include (cn|uid|sAMAccountName=%(user)s)' }),
      AUTH_LDAP_USER_ATTR_MAP: f.json('User attribute', {
        default: { username: 'cn', name: 'sn', email: 'mail' },
        help: 'User attribute mapping, where the `key` is the JumpServer user attribute name and the `value` is the LDAP service user attribute name',
      }),
      AUTH_LDAP_SYNC_ORG_IDS: f.json('Organization', { default: ['00000000-0000-0000-0000-000000000002'] }),
      AUTH_LDAP_SYNC_IS_PERIODIC: bool('Periodic run', false),
      AUTH_LDAP_SYNC_INTERVAL: int('Interval', 24, { help: 'Unit: hour' }),
      AUTH_LDAP_SYNC_CRONTAB: str('Crontab', '', { help: 'Crontab expression' }),
      AUTH_LDAP_CONNECT_TIMEOUT: int('Connect timeout (s)', 30),
      AUTH_LDAP_SEARCH_PAGED_SIZE: int('Search paged size (piece)', 1000),
    },
  },
  auth: {
    perm: 'settings.change_auth',
    fields: {
      AUTH_CAS: bool('CAS', false),
      AUTH_OPENID: bool('OIDC', false),
      AUTH_RADIUS: bool('Radius', false),
      AUTH_SAML2: bool('SAML2', false),
      AUTH_OAUTH2: bool('OAuth2', false),
      AUTH_WECOM: bool('WeCom', false),
      AUTH_DINGTALK: bool('DingTalk', false),
      AUTH_FEISHU: bool('FeiShu', false),
      AUTH_LARK: bool('Lark', false),
      AUTH_SLACK: bool('Slack', false),
      AUTH_SSO: bool('SSO Token', false),
      AUTH_TEMP_TOKEN: bool('Temporary token', true),
      AUTH_PASSKEY: bool('Passkey', false),
      EMAIL_SUFFIX: str('Email suffix', 'example.com', {
        help: "After third-party user authentication is successful, if the third-party authentication service platform does not return the user's email information, the system will automatically create the user using this email suffix",
      }),
    },
  },
  security_password: {
    perm: 'settings.change_security',
    fields: {
      SECURITY_PASSWORD_EXPIRATION_TIME: int('User password expiration (day)', 9999, { minValue: 1, maxValue: 99999 }),
      OLD_PASSWORD_HISTORY_LIMIT_COUNT: int('Number of repeated historical passwords', 5, { minValue: 0, maxValue: 99999 }),
      SECURITY_PASSWORD_MIN_LENGTH: int('Minimum length (User)', 6, { minValue: 6, maxValue: 30 }),
      SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: int('Minimum length (Org admin)', 6, { minValue: 6, maxValue: 30 }),
      SECURITY_PASSWORD_UPPER_CASE: bool('Uppercase', false),
      SECURITY_PASSWORD_LOWER_CASE: bool('Lowercase', false),
      SECURITY_PASSWORD_NUMBER: bool('Digit', false),
      SECURITY_PASSWORD_SPECIAL_CHAR: bool('Special character', false),
    },
  },
  security_auth: {
    perm: 'settings.change_security',
    fields: {
      SECURITY_MFA_AUTH: choice(
        'Global MFA auth',
        [
          [0, 'Disable'],
          [1, 'All users'],
          [2, 'Only admin users'],
        ],
        0,
      ),
      SECURITY_MFA_AUTH_ENABLED_FOR_THIRD_PARTY: bool('Third-party login MFA', true),
      OTP_ISSUER_NAME: str('OTP issuer name', 'JumpServer', { maxLength: 16 }),
      OTP_VALID_WINDOW: int('OTP valid window', 2, { minValue: 0, maxValue: 10 }),
      SECURITY_MFA_VERIFY_TTL: int('MFA verification TTL', 3600, {
        minValue: 5,
        maxValue: 36000,
        help: 'Unit: second, The verification MFA takes effect only when you view the account password',
      }),
      SECURITY_MFA_IN_LOGIN_PAGE: bool('MFA in login page', false, { help: 'Eu security regulations(GDPR) require MFA to be on the login page' }),
      VERIFY_CODE_TTL: int('Verify code TTL (second)', 60, { minValue: 5, maxValue: 36000, help: 'Reset password and send SMS code expiration time' }),
      SECURITY_LOGIN_CHALLENGE_ENABLED: bool('Enable Login dynamic code', false),
      SECURITY_LOGIN_CAPTCHA_ENABLED: bool('Enable Login captcha', false),
      SECURITY_CHECK_DIFFERENT_CITY_LOGIN: bool('Remote Login Protection', true),
      SECURITY_UNCOMMON_USERS_TTL: int('Unused user timeout (day)', 90, {
        minValue: 30,
        maxValue: 99999,
        help: 'Detect infrequent users daily and disable them if they exceed the predetermined time limit.',
      }),
    },
  },
  security_session: {
    perm: 'settings.change_security',
    fields: {
      SECURITY_WATERMARK_ENABLED: bool('Watermark', true),
      SECURITY_MAX_IDLE_TIME: int('Connection max idle time (minute)', 30, { minValue: 1, maxValue: 99999 }),
      SECURITY_MAX_SESSION_TIME: int('Session max connection time (hour)', 24, { minValue: 1, maxValue: 99999 }),
      SECURITY_LUNA_REMEMBER_AUTH: bool('Remember manual auth', true),
      SECURITY_SESSION_SHARE: bool('Session share', true),
    },
  },
  security_basic: {
    perm: 'settings.change_security',
    fields: {
      SECURITY_INSECURE_COMMAND: bool('Insecure command alert', false),
      SECURITY_INSECURE_COMMAND_EMAIL_RECEIVER: str('Email recipient', '', { maxLength: 8192, help: 'Multiple user using , split' }),
    },
  },
  security_login_limit: {
    perm: 'settings.change_security',
    fields: {
      SECURITY_LOGIN_LIMIT_COUNT: int('Limit the number of user login failures', 7, { minValue: 3, maxValue: 99999 }),
      SECURITY_LOGIN_LIMIT_TIME: int('Block user login interval', 30, {
        minValue: 5,
        maxValue: 99999,
        help: 'Unit: minute, If the user has failed to log in for a limited number of times, no login is allowed during this time interval.',
      }),
      SECURITY_LOGIN_IP_LIMIT_COUNT: int('Limit the number of IP login failures', 99999, { minValue: 3, maxValue: 99999 }),
      SECURITY_LOGIN_IP_LIMIT_TIME: int('Block IP login interval', 30, {
        minValue: 5,
        maxValue: 99999,
        help: 'Unit: minute, If the IP has failed to log in for a limited number of times, no login is allowed during this time interval.',
      }),
      SECURITY_LOGIN_IP_WHITE_LIST: ipList('Login IP White List'),
      SECURITY_LOGIN_IP_BLACK_LIST: ipList('Login IP Black List'),
      USER_LOGIN_SINGLE_MACHINE_ENABLED: bool('Single machine login', false),
      ONLY_ALLOW_EXIST_USER_AUTH: bool('Only exist user login', false),
      ONLY_ALLOW_AUTH_FROM_SOURCE: bool('Only from source login', false),
    },
  },
  // Kept beside the five parts of "security" for this project's console (v3.8 has them in no category).
  security_console: {
    perm: 'settings.change_security',
    fields: {
      SECURITY_VIEW_AUTH_NEED_MFA: bool('Viewing secret needs MFA', true, { help: 'Viewing account secrets and access keys requires a confirmation of the identity first' }),
      SESSION_EXPIRE_AT_BROWSER_CLOSE: bool('Session expire at browser closed', false),
      SECURITY_INSECURE_COMMAND_LEVEL: int('Insecure command level', 5),
      VIEW_ASSET_ONLINE_SESSION_INFO: bool('View asset online session info', true),
    },
  },
  terminal: {
    perm: 'settings.change_terminal',
    fields: {
      SECURITY_SERVICE_ACCOUNT_REGISTRATION: bool('Enable terminal register', true, {
        help: 'Allow terminal register, after all terminal setup, you should disable this for security',
      }),
      TERMINAL_PASSWORD_AUTH: bool('Password auth', true),
      TERMINAL_PUBLIC_KEY_AUTH: bool('Public key auth', true),
      TERMINAL_ASSET_LIST_SORT_BY: choice(
        'Asset list sorting',
        [
          ['name', 'Name'],
          ['ip', 'IP'],
        ],
        'name',
      ),
      TERMINAL_ASSET_LIST_PAGE_SIZE: choice(
        'Asset list page size',
        [
          ['all', 'All'],
          ['auto', 'Auto'],
          ['10', '10'],
          ['15', '15'],
          ['25', '25'],
          ['50', '50'],
        ],
        'auto',
      ),
      TERMINAL_TELNET_REGEX: str('Telnet login regex'),
      TERMINAL_RAZOR_ENABLED: bool('Razor', true),
      TERMINAL_MAGNUS_ENABLED: bool('Magnus', true),
      TERMINAL_KOKO_SSH_ENABLED: bool('SSH client', true),
      TERMINAL_OMNIDB_ENABLED: bool('OmniDB', true),
    },
  },
  cas: {
    perm: 'settings.change_auth',
    fields: {
      AUTH_CAS: bool('CAS', false),
      CAS_SERVER_URL: str('Server', 'https://cas.example.com/cas/'),
      CAS_ROOT_PROXIED_AS: str('Proxy server'),
      CAS_LOGOUT_COMPLETELY: bool('Logout completely', true),
      CAS_VERSION: int('Version', 3, { minValue: 1, maxValue: 3 }),
      CAS_USERNAME_ATTRIBUTE: str('Username attr', 'cas:user'),
      CAS_APPLY_ATTRIBUTES_TO_USER: bool('Enable attributes map', false),
      CAS_RENAME_ATTRIBUTES: f.json('Rename attr', { default: { 'cas:user': 'username' } }),
      CAS_CREATE_USER: bool('Create user', true, { help: 'Automatically create a new user if not found.' }),
    },
  },
  keycloak: {
    perm: null,
    fields: {
      BASE_SITE_URL: str('Base site URL', '', { allowNull: true, help: "The current site's URL is used to construct the callback address" }),
      AUTH_OPENID_CLIENT_ID: str('Client Id', 'client-id'),
      AUTH_OPENID_CLIENT_SECRET: secret('Client Secret'),
      AUTH_OPENID_CLIENT_AUTH_METHOD: choice(
        'Client authentication method',
        [
          ['client_secret_basic', 'Client Secret Basic'],
          ['client_secret_post', 'Client Secret Post'],
        ],
        'client_secret_basic',
      ),
      AUTH_OPENID_SHARE_SESSION: bool('Share session', true),
      AUTH_OPENID_IGNORE_SSL_VERIFICATION: bool('Ignore ssl verification', true),
      AUTH_OPENID_USER_ATTR_MAP: f.json('User attribute', { required: true, default: { name: 'name', username: 'preferred_username', email: 'email' } }),
      AUTH_OPENID_PKCE: bool('Enable PKCE', false),
      AUTH_OPENID_CODE_CHALLENGE_METHOD: choice(
        'Code challenge method',
        [
          ['S256', 'HS256'],
          ['plain', 'Plain'],
        ],
        'S256',
      ),
      AUTH_OPENID_KEYCLOAK: bool('Use Keycloak', false),
      AUTH_OPENID_SERVER_URL: str('Server url', 'https://keycloak.example.com'),
      AUTH_OPENID_REALM_NAME: str('Realm name', '', { allowNull: true }),
    },
  },
  oidc_provider: {
    perm: 'settings.change_auth',
    fields: {
      AUTH_OPENID: bool('OIDC', false),
      AUTH_OPENID_PROVIDER_ENDPOINT: str('Provider endpoint', 'https://oidc.example.com/'),
      AUTH_OPENID_PROVIDER_AUTHORIZATION_ENDPOINT: str('Provider auth endpoint', 'https://oidc.example.com/authorize'),
      AUTH_OPENID_PROVIDER_TOKEN_ENDPOINT: str('Provider token endpoint', 'https://oidc.example.com/token'),
      AUTH_OPENID_PROVIDER_JWKS_ENDPOINT: str('Provider jwks endpoint', 'https://oidc.example.com/jwks'),
      AUTH_OPENID_PROVIDER_USERINFO_ENDPOINT: str('Provider userinfo endpoint', 'https://oidc.example.com/userinfo'),
      AUTH_OPENID_PROVIDER_END_SESSION_ENDPOINT: str('Provider end session endpoint', 'https://oidc.example.com/logout'),
      AUTH_OPENID_PROVIDER_SIGNATURE_ALG: str('Provider sign alg', 'HS256'),
      AUTH_OPENID_PROVIDER_SIGNATURE_KEY: str('Provider sign key', '', { allowNull: true }),
      AUTH_OPENID_SCOPES: str('Scopes', 'openid profile email'),
      AUTH_OPENID_ID_TOKEN_MAX_AGE: int('Id token max age (s)', 60),
      AUTH_OPENID_ID_TOKEN_INCLUDE_CLAIMS: bool('Id token include claims', true),
      AUTH_OPENID_USE_STATE: bool('Use state', true),
      AUTH_OPENID_USE_NONCE: bool('Use nonce', true),
      AUTH_OPENID_ALWAYS_UPDATE_USER: bool('Always update user', true),
    },
  },
  oauth2: {
    perm: 'settings.change_auth',
    fields: {
      AUTH_OAUTH2: bool('Enable OAuth2 Auth', false),
      // An image upload there; here the path it shows, which the login page's button uses.
      AUTH_OAUTH2_LOGO_PATH: f.string('Logo', { readOnly: true, default: '/static/img/login_oauth2_logo.png' }),
      AUTH_OAUTH2_PROVIDER: f.string('Service provider', { required: true, maxLength: 16, default: 'OAuth2' }),
      AUTH_OAUTH2_CLIENT_ID: f.string('Client Id', { required: true, maxLength: 1024, default: 'client-id' }),
      AUTH_OAUTH2_CLIENT_SECRET: secret('Client Secret'),
      AUTH_OAUTH2_SCOPE: str('Scope'),
      AUTH_OAUTH2_PROVIDER_AUTHORIZATION_ENDPOINT: f.string('Provider auth endpoint', { required: true, maxLength: 1024, default: 'https://oauth2.example.com/authorize' }),
      AUTH_OAUTH2_ACCESS_TOKEN_ENDPOINT: f.string('Provider token endpoint', { required: true, maxLength: 1024, default: 'https://oauth2.example.com/access_token' }),
      AUTH_OAUTH2_ACCESS_TOKEN_METHOD: choice(
        'Client authentication method',
        [
          ['GET', 'GET'],
          ['POST', 'POST'],
        ],
        'GET',
      ),
      AUTH_OAUTH2_PROVIDER_USERINFO_ENDPOINT: f.string('Provider userinfo endpoint', { required: true, maxLength: 1024, default: 'https://oauth2.example.com/userinfo' }),
      AUTH_OAUTH2_PROVIDER_END_SESSION_ENDPOINT: str('Provider end session endpoint', 'https://oauth2.example.com/logout'),
      AUTH_OAUTH2_LOGOUT_COMPLETELY: bool('Logout completely', true),
      AUTH_OAUTH2_USER_ATTR_MAP: f.json('User attr map', { required: true, default: { name: 'name', username: 'username', email: 'email' } }),
      AUTH_OAUTH2_ALWAYS_UPDATE_USER: bool('Always update user', true),
    },
  },
  saml2: {
    perm: 'settings.change_auth',
    fields: {
      AUTH_SAML2: bool('SAML2', false),
      SAML2_IDP_METADATA_URL: str('IDP metadata URL'),
      SAML2_IDP_METADATA_XML: str('IDP metadata XML', '', { maxLength: 65535 }),
      SAML2_SP_ADVANCED_SETTINGS: f.json('SP advanced settings', {
        default: { organization: { en: { name: 'JumpServer', displayname: 'JumpServer', url: 'https://jumpserver.org/' } }, strict: true, security: {} },
      }),
      SAML2_RENAME_ATTRIBUTES: f.json('Rename attr', { default: { uid: 'username', email: 'email' } }),
    },
  },
  radius: {
    perm: 'settings.change_auth',
    fields: {
      AUTH_RADIUS: bool('Radius', false),
      RADIUS_SERVER: str('Host', '127.0.0.1'),
      RADIUS_PORT: int('Port', 1812, { minValue: 1, maxValue: 65535 }),
      RADIUS_SECRET: secret('Secret'),
      OTP_IN_RADIUS: bool('OTP in RADIUS', false),
    },
  },
  sso: {
    perm: 'settings.change_auth',
    fields: {
      AUTH_SSO: bool('SSO Token', false),
      AUTH_SSO_AUTHKEY_TTL: int('SSO auth key TTL', 900, { minValue: 60, help: 'Unit: second' }),
    },
  },
  wecom: {
    perm: 'settings.change_auth',
    fields: { AUTH_WECOM: bool('WeCom', false), WECOM_CORPID: str('Corporation ID'), WECOM_AGENTID: str('Agent ID'), WECOM_SECRET: secret('Secret') },
  },
  dingtalk: {
    perm: 'settings.change_auth',
    fields: { AUTH_DINGTALK: bool('DingTalk', false), DINGTALK_AGENTID: str('Agent ID'), DINGTALK_APPKEY: str('App key'), DINGTALK_APPSECRET: secret('App secret') },
  },
  feishu: {
    perm: 'settings.change_auth',
    fields: { AUTH_FEISHU: bool('FeiShu', false), FEISHU_APP_ID: str('App ID'), FEISHU_APP_SECRET: secret('App secret') },
  },
  slack: {
    perm: 'settings.change_auth',
    fields: { AUTH_SLACK: bool('Slack', false), SLACK_CLIENT_ID: str('Client Id'), SLACK_CLIENT_SECRET: secret('Client Secret'), SLACK_BOT_TOKEN: secret('Client bot Token') },
  },
  interface: {
    perm: 'settings.change_interface',
    fields: {
      LOGIN_TITLE: str('Login title', 'JumpServer Open Source Bastion Host'),
      THEME: choice(
        'Theme',
        [
          ['classic_green', 'Classic green'],
          ['classic_blue', 'Classic blue'],
          ['tech_blue', 'Tech blue'],
          ['purple', 'Purple'],
        ],
        'classic_green',
      ),
      FOOTER_CONTENT: str('Footer content'),
    },
  },
  clean: {
    perm: 'settings.change_clean',
    fields: {
      LOGIN_LOG_KEEP_DAYS: int('Login log retention days', 180, { minValue: 1 }),
      TASK_LOG_KEEP_DAYS: int('Task log retention days', 180, { minValue: 1 }),
      OPERATE_LOG_KEEP_DAYS: int('Operate log retention days', 180, { minValue: 1 }),
      FTP_LOG_KEEP_DAYS: int('FTP log retention days', 180, { minValue: 1 }),
      CLOUD_SYNC_TASK_EXECUTION_KEEP_DAYS: int('Cloud sync task history retention days', 180, { minValue: 1 }),
      ACTIVITY_LOG_KEEP_DAYS: int('Activity log retention days', 180, { minValue: 1 }),
      TERMINAL_SESSION_KEEP_DURATION: int('Session log retention days', 180, { minValue: 1 }),
      JOB_EXECUTION_KEEP_DAYS: int('Job execution retention days', 180, { minValue: 1 }),
    },
  },
  sms: {
    perm: 'settings.change_sms',
    fields: {
      SMS_ENABLED: bool('SMS', false),
      SMS_BACKEND: choice(
        'SMS provider',
        [
          ['alibaba', 'Alibaba cloud'],
          ['tencent', 'Tencent cloud'],
          ['huawei', 'Huawei Cloud'],
          ['cmpp2', 'CMPP v2.0'],
          ['custom', 'Custom type'],
        ],
        'alibaba',
      ),
      SMS_CODE_LENGTH: int('Code length', 4, { minValue: 4, maxValue: 16 }),
    },
  },
  vault: {
    perm: 'settings.change_vault',
    fields: {
      VAULT_ENABLED: bool('Vault', false),
      VAULT_HCP_HOST: str('Host'),
      VAULT_HCP_TOKEN: secret('Token'),
      VAULT_HCP_MOUNT_POINT: str('Mount Point', 'jumpserver'),
    },
  },
  announcement: {
    perm: 'settings.change_announcement',
    fields: {
      // Off until an administrator turns it on: the seeded announcement is a template, not a notice for every page.
      ANNOUNCEMENT_ENABLED: bool('Announcement enabled', false),
      ANNOUNCEMENT: announcementField(),
    },
  },
  ticket: {
    perm: 'settings.change_ticket',
    fields: {
      TICKETS_ENABLED: bool('Enable tickets', true),
      TICKET_AUTHORIZE_DEFAULT_TIME: int('Ticket authorize default time', 7, { minValue: 1, maxValue: 999999 }),
      TICKET_AUTHORIZE_DEFAULT_TIME_UNIT: choice(
        'Ticket authorize default time unit',
        [
          ['day', 'day'],
          ['hour', 'hour'],
        ],
        'day',
      ),
    },
  },
  ops: {
    perm: 'settings.change_ops',
    fields: {
      SECURITY_COMMAND_EXECUTION: bool('Operation center', true, { help: 'Allow user run batch command or not using ansible' }),
      SECURITY_COMMAND_BLACKLIST: strings('Operation center command blacklist', ['reboot', 'shutdown', 'poweroff', 'halt', 'dd', 'half', 'top']),
    },
  },
  other_settings: {
    perm: 'settings.change_other',
    fields: {
      PERM_SINGLE_ASSET_TO_UNGROUP_NODE: bool('Perm ungroup node', false),
    },
  },
  // What v3.8 keeps in no category, for this project's console.
  other_console: {
    perm: 'settings.change_other',
    fields: {
      TICKETS_DIRECT_APPROVE: bool('Allow direct approval ticket', false),
      CHAT_AI_ENABLED: bool('Chat AI', false),
      GPT_MODEL: str('GPT Model', 'gpt-3.5-turbo'),
      VIRTUAL_APP_ENABLED: bool('Virtual app', false),
      FILE_UPLOAD_SIZE_LIMIT_MB: int('File upload size limit (MB)', 200, { minValue: 1 }),
      REFERER_CHECK_ENABLED: bool('Enable check Referer', false),
      CONNECTION_TOKEN_REUSABLE: bool('Connection token reusable', false),
      CACHE_LOGIN_PASSWORD_ENABLED: bool('Cache login password', false),
    },
  },
  passkey: {
    perm: null,
    fields: {
      AUTH_PASSKEY: bool('Passkey', false, { help: 'Only SSL domain can use passkey auth' }),
      FIDO_SERVER_ID: str('FIDO server ID', '', {
        maxLength: 255,
        help: 'The hostname can using passkey auth, If not set, will use request host and the request host in DOMAINS, If multiple domains, use comma to separate',
      }),
      FIDO_SERVER_NAME: f.string('FIDO server name', { required: true, maxLength: 255, default: 'JumpServer' }),
    },
  },
  ...smsProviders(),
};

/** A category made of others, their fields in order (a serializer of several bases). */
const union = (perm, categories, names) => ({ perm, fields: Object.assign({}, ...names.map((name) => categories[name].fields)) });

/** Parts that are no category of their own. */
const PARTS_ONLY = new Set(['security_console', 'oidc_provider', 'other_settings', 'other_console']);
/** @type {Record<string, Category>} */
const COMPOSED = {
  ...Object.fromEntries(Object.entries(PARTS).filter(([name]) => !PARTS_ONLY.has(name))),
  security: union('settings.change_security', PARTS, ['security_password', 'security_auth', 'security_session', 'security_basic', 'security_login_limit', 'security_console']),
  oidc: union('settings.change_auth', PARTS, ['keycloak', 'oidc_provider']),
  // v3.8's "other" is PERM_SINGLE_ASSET_TO_UNGROUP_NODE alone; this project's console edits the rest here too.
  other: union('settings.change_other', PARTS, ['other_settings', 'announcement', 'ticket', 'ops', 'other_console']),
};

/**
 * Every category of GET/PATCH /api/v1/settings/setting/?category=, as v3.8.2 names them.
 * @type {Record<string, Category>}
 */
export const SETTING_CATEGORIES = {
  ...COMPOSED,
  all: union(null, COMPOSED, [
    'basic',
    'ldap',
    'auth',
    'terminal',
    'security',
    'wecom',
    'dingtalk',
    'feishu',
    'email',
    'email_content',
    'other',
    'oidc',
    'saml2',
    'oauth2',
    'keycloak',
    'cas',
    'radius',
    'clean',
    'alibaba',
    'tencent',
    'cmpp2',
    'custom',
    'passkey',
  ]),
};

/** Where each key lives, and its field, across categories. */
export const SETTING_FIELDS = Object.fromEntries(Object.values(PARTS).flatMap((category) => Object.entries(category.fields)));
for (const [name, field] of Object.entries(SETTING_FIELDS)) field.name = name;
