// Whether MFA applies to a user, as JumpServer's users.models.MFAMixin decides:
// SECURITY_MFA_AUTH 1 forces it on everyone, 2 on administrators (superusers and
// organization administrators), and a user's own mfa_level 2 forces it on them.
import { ROLE_IDS, SYSTEM_ADMIN_ROLE_ID } from '../rbac/builtin-roles.mjs';
import { settingValue } from '../settings/lookup.mjs';

const ADMIN_ROLES = [SYSTEM_ADMIN_ROLE_ID, ROLE_IDS.OrgAdmin];

/** A superuser or an organization administrator somewhere (User.is_org_admin). */
export function isAdministrator(userId, db) {
  const placeholders = ADMIN_ROLES.map(() => '?').join(', ');
  return Boolean(db.get(`SELECT 1 FROM role_bindings WHERE user_id = ? AND role_id IN (${placeholders}) LIMIT 1`, userId, ...ADMIN_ROLES));
}

/** @param {{id: string, mfa_level: number}} user */
export function mfaForced(user, services) {
  const level = settingValue(services, 'SECURITY_MFA_AUTH');
  if (level === 1 || level === true) return true;
  if (level === 2 && isAdministrator(user.id, services.db)) return true;
  return user.mfa_level === 2;
}

export function mfaEnabled(user, services) {
  return user.mfa_level > 0 || mfaForced(user, services);
}
