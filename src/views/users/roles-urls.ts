/** Roles of both scopes share one list; the system-role rights stand for both. */
export const ROLES_URL = '/api/v1/rbac/roles/';
export const ROLE_PERMS = { app: 'rbac', resource: 'systemrole' } as const;
