// The password policy of the security settings, as users.utils.check_password_rules
// applies it: a minimum length (the administrators' one for them) and the
// character classes switched on.
import { isAdministrator } from './mfa.mjs';

const SPECIAL = /[`~!@#$%^&*()\-=_+[\]{}|;:'",.<>/?]/;
const CLASSES = {
  SECURITY_PASSWORD_UPPER_CASE: /[A-Z]/,
  SECURITY_PASSWORD_LOWER_CASE: /[a-z]/,
  SECURITY_PASSWORD_NUMBER: /\d/,
  SECURITY_PASSWORD_SPECIAL_CHAR: SPECIAL,
};

/** What JumpServer answers when a password breaks the rules. */
export const PASSWORD_RULES_TEXT = 'Password does not match security rules';

/** @param {{id: string}} user */
export function passwordMatchesRules(password, user, { settings, db }) {
  const minimum = settings.get(isAdministrator(user.id, db) ? 'SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH' : 'SECURITY_PASSWORD_MIN_LENGTH');
  if (password.length < minimum) return false;
  return Object.entries(CLASSES).every(([setting, pattern]) => !settings.get(setting) || pattern.test(password));
}
