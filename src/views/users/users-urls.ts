import type { FieldOverride } from '../../blocks/form/form-types';

/** The users area's API: lists, and the related lists its forms pick from. */
export const USERS_URL = '/api/v1/users/users/';
export const USER_GROUPS_URL = '/api/v1/users/groups/';
export const SYSTEM_ROLES_URL = '/api/v1/rbac/system-roles/';
export const ORG_ROLES_URL = '/api/v1/rbac/org-roles/';

/** Where the user forms find groups and roles. */
export const USER_RELATED_FIELDS: Readonly<Record<string, FieldOverride>> = {
  groups: { related: { url: USER_GROUPS_URL } },
  system_roles: { related: { url: SYSTEM_ROLES_URL, labelKey: 'display_name' } },
  org_roles: { related: { url: ORG_ROLES_URL, labelKey: 'display_name' } },
};
