import { useStore } from 'zustand';
import { hasPermission } from '../core/perms';
import { licenseValidIn } from '../core/routes';
import { settingsStore, type PublicSettings } from '../core/public-settings';
import { sessionStore } from '../core/session/store';

/** Whether the user holds a permission (spec section 6 rules), re-rendering when permissions change. */
export function useHasPermission(required: string | readonly string[]): boolean {
  const perms = useStore(sessionStore, (state) => state.perms);
  return hasPermission(perms, required);
}

export function usePublicSettings(): PublicSettings {
  return useStore(settingsStore, (state) => state.settings);
}

export function useLicenseValid(): boolean {
  return licenseValidIn(usePublicSettings());
}
