// Who holds the system administrator role: such a user is changed only by another.
import { SYSTEM_ADMIN_ROLE_ID } from './builtin-roles.mjs';

/** @param {import('../db/database.mjs').Db} db @param {string|undefined} userId */
export function isSuperuser(db, userId) {
  return Boolean(userId && db.get("SELECT 1 AS hit FROM role_bindings WHERE user_id = ? AND scope = 'system' AND role_id = ?", userId, SYSTEM_ADMIN_ROLE_ID));
}
