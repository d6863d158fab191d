import { useData } from '../data/use-data';
import { http } from '../../core/http';
import { hasPermission } from '../../core/perms';
import { useStore } from 'zustand';
import { settingsStore } from '../../core/public-settings';
import { sessionStore } from '../../core/session/store';
import { useAfterMainContent } from '../main-content/use-after-main-content';
import type { LicenseDetail } from './license-state';

/** Called without a trailing slash, as the official console does (api-contract.md 4.8). */
export const LICENSE_DETAIL_URL = '/api/v1/xpack/license/detail';

/** The license detail, asked for only with the extended edition and the change-license permission. */
export function useLicenseDetail(): LicenseDetail | undefined {
  const xpack = useStore(settingsStore, (state) => state.settings.XPACK_ENABLED === true);
  const allowed = useStore(sessionStore, (state) => hasPermission(state.perms, 'settings.change_license'));
  const after = useAfterMainContent();
  const { data } = useData(xpack && allowed && after ? LICENSE_DETAIL_URL : null, (url: string) => http.get<LicenseDetail>(url, { silent: true }), {
    revalidateOnFocus: false,
  });
  return data;
}
