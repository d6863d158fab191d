import { passwordPolicy, type PasswordPolicy } from '../../core/validation';
import { publicSettings } from '../../core/public-settings';
import type { FieldGroup, FieldOverride, FormValues } from '../../blocks/form/form-types';
import { t } from '../../core/i18n';

export const USERS_URL = '/api/v1/users/users/';
export const USER_GROUPS_URL = '/api/v1/users/groups/';
export const SYSTEM_ROLES_URL = '/api/v1/rbac/system-roles/';
export const ORG_ROLES_URL = '/api/v1/rbac/org-roles/';

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
    groups: { related: { url: USER_GROUPS_URL } },
    system_roles: { related: { url: SYSTEM_ROLES_URL, labelKey: 'display_name' } },
    org_roles: { related: { url: ORG_ROLES_URL, labelKey: 'display_name' } },
    password: {
      rules: [passwordPolicy(policy)],
      ...(update
        ? { helpText: t('users.passwordKeep') }
        : { hidden: (values: FormValues) => values['password_strategy'] !== 'custom', required: true }),
    },
  };
}

export const USER_LIST_COLUMNS = ['name', 'username', 'email', 'system_roles', 'org_roles', 'source', 'is_valid'] as const;
export const USER_BULK_FIELDS = ['groups', 'system_roles', 'org_roles', 'date_expired', 'is_active'] as const;
