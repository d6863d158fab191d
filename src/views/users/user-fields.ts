import type { FieldOverride } from '../../blocks/form/form-types';
import { ORG_ROLES_URL, SYSTEM_ROLES_URL, USER_GROUPS_URL } from './users-urls';

/** The users list's columns, and what a bulk update may set. */
export const USER_LIST_COLUMNS = ['name', 'username', 'email', 'system_roles', 'org_roles', 'source', 'is_valid'] as const;
export const USER_BULK_FIELDS = ['groups', 'system_roles', 'org_roles', 'date_expired', 'is_active', 'comment'] as const;

/** Where the user forms find groups and roles. */
export const USER_RELATED_FIELDS: Readonly<Record<string, FieldOverride>> = {
  groups: { related: { url: USER_GROUPS_URL } },
  system_roles: { related: { url: SYSTEM_ROLES_URL, labelKey: 'display_name' } },
  org_roles: { related: { url: ORG_ROLES_URL, labelKey: 'display_name' } },
};
