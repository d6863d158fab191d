import { createStore } from 'zustand/vanilla';
import type { ThemeColorName } from './constants';

/** The public settings the console reads (GET /api/v1/settings/public/); the rest is kept as is. */
export interface PublicSettings {
  XPACK_ENABLED?: boolean;
  XPACK_LICENSE_IS_VALID?: boolean;
  XPACK_LICENSE_INFO?: { corporation?: string; [field: string]: unknown };
  INTERFACE?: {
    favicon?: string;
    login_title?: string;
    logo_index?: string;
    logo_logout?: string;
    theme?: string;
    theme_info?: { colors?: Partial<Record<ThemeColorName, string>> } & Record<string, unknown>;
    [field: string]: unknown;
  };
  SECURITY_MFA_VERIFY_TTL?: number;
  SECURITY_COMMAND_EXECUTION?: boolean;
  SECURITY_PASSWORD_EXPIRATION_TIME?: number;
  TICKETS_ENABLED?: boolean;
  AUTH_TEMP_TOKEN?: boolean;
  AUTH_PASSKEY?: boolean;
  HELP_DOCUMENT_URL?: string;
  HELP_SUPPORT_URL?: string;
  [setting: string]: unknown;
}

export const settingsStore = createStore<{ settings: PublicSettings; loaded: boolean }>(() => ({
  settings: {},
  loaded: false,
}));

export function setPublicSettings(settings: PublicSettings): void {
  settingsStore.setState({ settings, loaded: true });
}

export function publicSettings(): PublicSettings {
  return settingsStore.getState().settings;
}

export function xpackEnabled(): boolean {
  return publicSettings().XPACK_ENABLED === true;
}
