// Roles, role bindings and the permission catalogue (api-contract 4.16).
// Built-in roles are rows with fixed ids whose permissions come from rules
// (rbac/builtin-roles.mjs); custom roles store permission ids.
import { notFound, permissionDenied } from '../../http/errors.mjs';
import { permissionTree } from '../../rbac/permission-tree.mjs';
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { FieldError } from '../messages.mjs';

const SCOPES = [
  ['system', 'System'],
  ['org', 'Organization'],
];

/** @param {{name: string, url: string, label: string, scope?: 'system'|'org', model: string}} entry */
function roleResource({ name, url, label, scope, model }) {
  return defineResource({
    name,
    app: 'rbac',
    model,
    url,
    label,
    table: 'roles',
    scope: scope ? { scope } : {},
    search: ['name', 'comment'],
    ordering: ['-builtin', 'scope', 'name'],
    fields: {
      name: f.string('Name', { required: true, unique: true, filter: true, order: true }),
      display_name: f.computed('Display name', 'string', (row, ctx) => (row.builtin ? ctx.t(row.name) : row.name)),
      // Writable as JumpServer's RoleSerializer has it (the official form sends it); the scoped lists keep their own.
      scope: f.choice('Scope', SCOPES, { default: scope ?? 'org', filter: true }),
      builtin: f.bool('Builtin', { readOnly: true, default: false, filter: true, order: true }),
      users_amount: f.sql('Users amount', 'integer', 'SELECT COUNT(DISTINCT user_id) FROM role_bindings b WHERE b.role_id = t.id'),
      permissions: f.m2m('Permissions', 'permission', {
        link: { table: 'roles__permissions', src: 'src', dst: 'dst' },
        writeOnly: true,
      }),
      comment: f.comment(),
      ...stamps(),
    },
    // JumpServer's RoleViewSet refuses these with 403 (PermissionDenied), in these words.
    validate(value, ctx, instance) {
      if (scope) value.scope = scope;
      else if (instance) delete value.scope;
      if (instance?.builtin) throw permissionDenied("Internal role, can't be update");
    },
    beforeDelete(row, ctx) {
      if (row.builtin) throw permissionDenied("Internal role, can't be destroy");
      if (ctx.services.db.get('SELECT 1 AS bound FROM role_bindings WHERE role_id = ? LIMIT 1', row.id)) {
        throw permissionDenied("The role has been bound to users, can't be destroy");
      }
    },
    actions: [
      {
        method: 'GET',
        path: ':id/permissions/',
        perm: `rbac.view_${model}`,
        handler(ctx) {
          const role = ctx.services.db.get('SELECT id FROM roles WHERE id = ?', ctx.params.id);
          if (!role) return [];
          const codenames = [...ctx.services.rbac.rolePerms(role.id)].sort();
          return ctx.services.db.all(
            'SELECT id, codename, name, app_label, model FROM permissions WHERE codename IN (SELECT value FROM json_each(?)) ORDER BY codename',
            JSON.stringify(codenames),
          );
        },
      },
      {
        method: 'GET',
        path: ':id/permissions/tree/',
        perm: `rbac.view_${model}`,
        handler(ctx) {
          const role = ctx.services.db.get('SELECT id, scope, builtin FROM roles WHERE id = ?', ctx.params.id);
          if (!role) throw notFound(label);
          return permissionTree(ctx, role);
        },
      },
    ],
  });
}

/** @param {{name: string, url: string, label: string, scope?: 'system'|'org', model: string}} entry */
function bindingResource({ name, url, label, scope, model }) {
  return defineResource({
    name,
    app: 'rbac',
    model,
    url,
    label,
    table: 'role_bindings',
    org: scope === 'org',
    scope: scope ? { scope } : {},
    search: ['user', 'role'],
    ordering: ['-date_created'],
    fields: {
      user: f.fk('User', 'user', { required: true, filter: true, display: ['id', 'name', 'username'], onDelete: 'cascade' }),
      role: f.fk('Role', scope === 'system' ? 'systemrole' : scope === 'org' ? 'orgrole' : 'role', {
        required: true,
        filter: true,
        display: ['id', 'name', 'display_name'],
        onDelete: 'cascade',
      }),
      ...(scope ? {} : { scope: f.choice('Scope', SCOPES, { default: 'system', filter: true }) }),
      date_created: f.dateCreated(),
      created_by: f.createdBy(),
    },
    validate(value, ctx, instance) {
      const roleId = value.role ?? instance?.role_id;
      const role = roleId ? ctx.services.db.get('SELECT scope FROM roles WHERE id = ?', roleId) : null;
      const bindingScope = scope ?? value.scope ?? instance?.scope ?? 'system';
      // A system role given through an organization binding is a way around the right to bind system roles.
      if (role?.scope === 'system' && !ctx.can('rbac.add_systemrolebinding')) throw permissionDenied('You do not have permission to bind system roles.');
      if (role && role.scope !== bindingScope) throw new FieldError({ role: [`The role's scope (${role.scope}) is not the binding's (${bindingScope})`] });
    },
  });
}

export const role = roleResource({ name: 'role', url: 'rbac/roles', label: 'Role', model: 'role' });
export const systemrole = roleResource({ name: 'systemrole', url: 'rbac/system-roles', label: 'System role', scope: 'system', model: 'systemrole' });
export const orgrole = roleResource({ name: 'orgrole', url: 'rbac/org-roles', label: 'Organization role', scope: 'org', model: 'orgrole' });

export const rolebinding = bindingResource({ name: 'rolebinding', url: 'rbac/role-bindings', label: 'Role binding', model: 'rolebinding' });
export const systemrolebinding = bindingResource({
  name: 'systemrolebinding',
  url: 'rbac/system-role-bindings',
  label: 'System role binding',
  scope: 'system',
  model: 'systemrolebinding',
});
export const orgrolebinding = bindingResource({
  name: 'orgrolebinding',
  url: 'rbac/org-role-bindings',
  label: 'Organization role binding',
  scope: 'org',
  model: 'orgrolebinding',
});

/** The catalogue as Django permission rows (integer ids), filled from the registry at start. */
export const permission = defineResource({
  name: 'permission',
  app: 'rbac',
  url: 'rbac/permissions',
  label: 'Permission',
  table: 'permissions',
  integerIds: true,
  slug: 'codename',
  methods: ['GET'],
  search: ['codename', 'name'],
  ordering: ['codename'],
  fields: {
    codename: f.string('Codename', { readOnly: true, filter: true, order: true }),
    name: f.string('Name', { readOnly: true, filter: true }),
    app_label: f.string('App', { readOnly: true, filter: true }),
    model: f.string('Model', { readOnly: true, filter: true }),
  },
});

export default [role, systemrole, orgrole, rolebinding, systemrolebinding, orgrolebinding, permission];
