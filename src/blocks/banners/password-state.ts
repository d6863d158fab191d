import { PASSWORD_WARNING_DAYS } from '../../core/constants';
import { parseServerDate } from '../../core/i18n';
import type { Profile } from '../../core/session/types';

const DAY_MS = 86_400_000;

type PasswordNotice = { kind: 'expired' } | { kind: 'expiring'; daysLeft: number };

/**
 * The password banner (spec section 9), for local users only: expired when
 * the password's age in days reaches the configured expiration, a warning
 * when 5 or fewer days remain.
 */
export function passwordNotice(profile: Profile | null, expirationDays: unknown, now: Date = new Date()): PasswordNotice | null {
  if (!profile || profile.source?.value !== 'local') return null;
  if (typeof expirationDays !== 'number' || !Number.isFinite(expirationDays) || expirationDays <= 0) return null;
  const updated = parseServerDate(profile.date_password_last_updated);
  if (!updated) return null;
  const age = Math.floor((now.getTime() - updated.getTime()) / DAY_MS);
  if (age >= expirationDays) return { kind: 'expired' };
  const daysLeft = expirationDays - age;
  return daysLeft <= PASSWORD_WARNING_DAYS ? { kind: 'expiring', daysLeft } : null;
}
