import type { FieldGroup, FieldOverride, FormValues } from '../../blocks/form/form-types';
import { t } from '../../core/i18n';
import { publicSettings } from '../../core/public-settings';
import { passwordPolicy, type PasswordPolicy } from '../../core/validation';
import { USER_RELATED_FIELDS } from './users-urls';

/** A password the administrator types (the other strategy mails a link to set one). */
const customPasswordOnly = (values: FormValues) => values['password_strategy'] !== 'custom';

/** The user form's groups; a new user gets a password strategy, an existing one only a new password. */
export function userFormGroups(update: boolean): FieldGroup[] {
  return [
    { title: t('users.account'), fields: ['name', 'username', 'email', 'groups'] },
    { title: t('users.authentication'), fields: update ? ['password', 'mfa_level', 'source'] : ['password_strategy', 'password', 'need_update_password', 'mfa_level', 'source'] },
    { title: t('users.roles'), fields: ['system_roles', 'org_roles'] },
    { title: t('users.other'), fields: ['date_expired', 'phone', 'is_active', 'comment'] },
  ];
}

/**
 * What a new user starts with, as on the official console: a real server's
 * metadata gives none of these defaults (its model holds them).
 */
export const NEW_USER: FormValues = { need_update_password: true, mfa_level: 0, source: 'local', is_active: true };

export function userFormOverrides(update: boolean): Record<string, FieldOverride> {
  const policy = publicSettings()['PASSWORD_RULE'] as PasswordPolicy | undefined;
  return {
    ...USER_RELATED_FIELDS,
    password: {
      rules: [passwordPolicy(policy)],
      ...(update ? { helpText: t('users.passwordKeep') } : { hidden: customPasswordOnly, required: true }),
    },
    need_update_password: { hidden: customPasswordOnly },
  };
}
