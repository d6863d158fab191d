import type { FieldGroup, FieldOverride, FormValues } from '../../blocks/form/form-types';
import { t } from '../../core/i18n';
import { publicSettings } from '../../core/public-settings';
import { passwordPolicy, type PasswordPolicy } from '../../core/validation';
import { USER_RELATED_FIELDS } from './users-urls';

/** The user form's groups; a new user gets a password strategy, an existing one only a new password. */
export function userFormGroups(update: boolean): FieldGroup[] {
  return [
    { title: t('users.account'), fields: ['name', 'username', 'email', 'groups'] },
    { title: t('users.authentication'), fields: update ? ['password', 'mfa_level', 'source'] : ['password_strategy', 'password', 'mfa_level', 'source'] },
    { title: t('users.roles'), fields: ['system_roles', 'org_roles'] },
    { title: t('users.other'), fields: ['date_expired', 'phone', 'is_active', 'comment'] },
  ];
}

export function userFormOverrides(update: boolean): Record<string, FieldOverride> {
  const policy = publicSettings()['PASSWORD_RULE'] as PasswordPolicy | undefined;
  return {
    ...USER_RELATED_FIELDS,
    password: {
      rules: [passwordPolicy(policy)],
      ...(update ? { helpText: t('users.passwordKeep') } : { hidden: (values: FormValues) => values['password_strategy'] !== 'custom', required: true }),
    },
  };
}
