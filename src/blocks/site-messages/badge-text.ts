import { BADGE_MAX } from '../../core/constants';

/** The badge hides at zero and shows "99+" above 99. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
