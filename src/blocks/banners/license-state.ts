import { LICENSE_WARNING_DAYS } from '../../core/constants';
import { parseServerDate } from '../../core/i18n';

const DAY_MS = 86_400_000;

/** GET /api/v1/xpack/license/detail, the fields the banner reads. */
export interface LicenseDetail {
  date_expired?: string;
  asset_count?: number;
  current_asset_count?: number;
  corporation?: string;
  edition?: string;
  [field: string]: unknown;
}

type LicenseNotice = { kind: 'expired' } | { kind: 'expiring'; date: Date; daysLeft: number } | { kind: 'assetsExceeded'; count: number; limit: number };

/**
 * What the license banner says (spec section 9): expired when the days left
 * are below 0, about to expire under 7 days, and when there are more assets
 * than the license allows.
 */
export function licenseNotices(detail: LicenseDetail | undefined, now: Date = new Date()): LicenseNotice[] {
  if (!detail) return [];
  const notices: LicenseNotice[] = [];
  const expires = parseServerDate(detail.date_expired);
  if (expires) {
    const daysLeft = Math.floor((expires.getTime() - now.getTime()) / DAY_MS);
    if (daysLeft < 0) notices.push({ kind: 'expired' });
    else if (daysLeft < LICENSE_WARNING_DAYS) notices.push({ kind: 'expiring', date: expires, daysLeft });
  }
  const limit = detail.asset_count;
  const count = detail.current_asset_count;
  if (typeof limit === 'number' && typeof count === 'number' && limit > 0 && count > limit) {
    notices.push({ kind: 'assetsExceeded', count, limit });
  }
  return notices;
}
