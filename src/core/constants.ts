/** The console's business constants (spec section 9 of both documents), named once. */
import { version } from '../../package.json';

/**
 * The console's own version. Not the server's: no API answer of JumpServer v3.8.2 or v3.10 carries the server's
 * version (docs/jumpserver-versions.md), and the official console prints its own build stamp too.
 */
export const APP_VERSION = `v${version}`;
export const ROUTER_BASE = '/ui/';
export const LOGIN_PATH = '/core/auth/login/';
export const LOGOUT_PATH = '/core/auth/logout/';
export const PROFILE_URL = '/api/v1/users/profile/';
export const PROFILE_PERMISSIONS_URL = '/api/v1/users/profile/permissions/';
/** Where a user on their first login stays until the wizard there is done. */
export const FIRST_LOGIN_PATH = '/profile/improvement';
export const PUBLIC_SETTINGS_URL = '/api/v1/settings/public/';
export const PUBLIC_SETTINGS_OPEN_URL = '/api/v1/settings/public/open/';
export const ASSET_CATEGORIES_URL = '/api/v1/assets/categories/';

/** Organization ids with a meaning of their own (NOTES.md). */
export const ROOT_ORG_ID = '00000000-0000-0000-0000-000000000000';
export const DEFAULT_ORG_ID = '00000000-0000-0000-0000-000000000002';
export const SYSTEM_ORG_ID = '00000000-0000-0000-0000-000000000004';
export const SYSTEM_ADMIN_ROLE_ID = '00000000-0000-0000-0000-000000000001';

export const HTTP_TIMEOUT_MS = 120_000;
/** How long a prefetched answer waits for the request it was made for (a screen that mounts late, or never). */
export const HTTP_PREFETCH_KEEP_MS = 10_000;
/** How long a flash message (an error or a success) stays. */
export const MESSAGE_FLASH_MS = 5_000;
export const REFRESH_TIMER_MS = 30_000;
export const SESSION_MARKER_REFRESH_MS = 10_000;
export const SESSION_MARKER_LIFE_S = 120;
export const TAB_COOKIE_DAYS = 1;
export const ORG_SWITCH_RELOAD_MS = 400;
export const PROFILE_FAILURE_REDIRECT_MS = 100;
export const SUCCESS_REDIRECT_MS = 100;

export const SITE_MESSAGE_PAGE_SIZE = 15;
/** Signed in by token (no websocket), the unread count is asked for this often. */
export const UNREAD_POLL_MS = 30_000;
export const SITE_MESSAGE_DRAWER_WIDTH_PX = 380;
export const SITE_MESSAGE_DRAWER_MOBILE_WIDTH = '70%';
export const RELATIVE_TIME_DAYS = 7;
export const BADGE_MAX = 99;
export const TICKET_LIST_LIMIT = 15;

export const MOBILE_BREAKPOINT_PX = 992;

export const COPY_THROTTLE_MS = 1_400;
export const COPY_NOTICE_MS = 1_000;
export const POPUP_WINDOW = { width: 900, height: 600 } as const;

export const THEME_COLORS = {
  primary: '#1ab394',
  info: '#1c84c6',
  success: '#2793d7',
  warning: '#f8ac59',
  danger: '#ed5565',
} as const;
export type ThemeColorName = keyof typeof THEME_COLORS;
/** Disabled buttons mix their color with this much white. */
export const DISABLED_WHITE_MIX = 0.35;

export const LICENSE_WARNING_DAYS = 7;
export const PASSWORD_WARNING_DAYS = 5;

export const SQL_DIGEST_KEEP = 10;
export const SQL_COUNT_RED_ABOVE = 10;
export const SQL_COUNT_YELLOW_ABOVE = 5;

// Blocks (console-blocks-and-screens.md section 9).
export const PAGE_SIZES = [15, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 15;
export const PAGER_BUTTONS = 5;
export const ALT_TABLE_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const ALT_TABLE_DEFAULT_PAGE_SIZE = 10;
export const ALT_TABLE_UNPAGED_SIZE = 999;
export const IMPORT_PAGE_SIZE = 10;
export const IMPORT_FILE_MAX_BYTES = 30 * 1024 * 1024;
export const IMPORT_ROW_PAUSE_MS = 100;
export const IMPORT_COLUMN_PX_PER_CHAR = 10;
export const IMPORT_COLUMN_MIN_PX = 100;
export const IMPORT_COLUMN_MAX_PX = 180;
export const SELECT_PAGE_SIZE = 10;
export const SELECT_COLLAPSE_ABOVE = 10;
export const SELECT_LOAD_TRIGGER_PX = 600;
export const SMS_COUNTDOWN_S = 60;
export const LDAP_POLL_MS = 1_000;
export const OTP_LENGTH = 6;
export const SEARCH_EMIT_DELAY_MS = 400;
export const SEARCH_EMPTY_DELETES_TO_REMOVE = 2;
export const TITLE_MAX_CHARS = 80;
export const ACTIVITY_LIMIT = 30;
export const CONFIRM_DIALOG_WIDTH_PX = 600;
export const DIALOG_WIDTH = '60%';
export const DIALOG_MOBILE_WIDTH = '80%';
export const DIALOG_TOP = '3vh';
export const ROW_ACTIONS_SHOWN = 2;
export const DATE_RANGE_SHORTCUT_DAYS = [1, 7, 30, 90, 183, 365] as const;
export const ENCRYPTED_FIELDS = ['password', 'token', 'private_key'] as const;
export const IMPORT_SENSITIVE_COLUMNS = ['password', 'secret', 'private_key'] as const;
export const PRIORITY_RANGE = { min: 1, max: 100 } as const;

/** The id of the host page's chunk graph (host/build/preload-plugin.mjs writes it): only the host page has one. */
export const CHUNK_GRAPH_ID = 'jms-chunk-graph';

/** Local storage keys and cookies the spec names. */
export const STORAGE_KEYS = {
  paginationSize: 'paginationSize',
  themeColors: 'themeColors',
  /** themeColors made readable (blocks/theme/server-theme.ts): what the next start paints before the settings arrive. */
  themeProperties: 'themeProperties',
  tableConfig: 'tableConfig',
  preView: 'PreView',
  currentOrg: 'currentOrg',
  preOrg: 'preOrg',
  /** OPTIONS answers kept between page loads (core/metadata/kept-metadata.ts): an index here, each answer under `keptMetadata:<key>`. */
  keptMetadata: 'keptMetadata',
} as const;
/** At most this many characters of kept OPTIONS answers (about 2 MB of the origin's 5 MB of local storage). */
export const KEPT_METADATA_MAX_CHARS = 1_000_000;
export const COOKIES = {
  language: 'django_language',
  sidebarStatus: 'sidebarStatus',
  activeTab: 'activeTab',
  publicKey: 'jms_public_key',
  sessionExpire: 'jms_session_expire',
  cookiePrefix: 'SESSION_COOKIE_NAME_PREFIX',
  defaultPrefix: 'jms_',
} as const;
export const ORG_HEADER = 'X-JMS-ORG';
export const CSRF_HEADER = 'X-CSRFToken';
export const SQL_COUNT_HEADER = 'X-JMS-SQL-COUNT';
