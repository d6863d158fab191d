/** The users area's API: lists, and the related lists its forms pick from. */
export const USERS_URL = '/api/v1/users/users/';
export const USER_GROUPS_URL = '/api/v1/users/groups/';
export const SYSTEM_ROLES_URL = '/api/v1/rbac/system-roles/';
export const ORG_ROLES_URL = '/api/v1/rbac/org-roles/';
