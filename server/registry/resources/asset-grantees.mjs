// Who may reach an asset (the asset detail's permission tab): the users and user
// groups that valid asset permissions grant it to, directly or through a node,
// and the permissions behind one of them (JumpServer's perm-users views).
import { nowIso } from '../../util/time.mjs';
import { defineResource } from '../define.mjs';
import { assetpermission } from './perms.mjs';
import { user, usergroup } from './users.mjs';

/** Valid permissions (alias p in the subquery) covering the route's asset, directly or through a node above it. */
function permissionsCovering(ctx) {
  const now = nowIso();
  return {
    sql: `SELECT p.id FROM asset_permissions p WHERE p.is_active = 1 AND p.date_expired > ? AND (p.date_start IS NULL OR p.date_start <= ?)
      AND p.id IN (
        SELECT pa.src FROM asset_permissions__assets pa WHERE pa.dst = ?
        UNION
        SELECT pn.src FROM asset_permissions__nodes pn JOIN nodes granted ON granted.id = pn.dst
          JOIN nodes n ON n.org_id = granted.org_id AND (n.key = granted.key OR n.key LIKE granted.key || ':%')
          JOIN assets__nodes l ON l.dst = n.id WHERE l.src = ?)`,
    args: [now, now, ctx.params.id, ctx.params.id],
  };
}

const pick = (fields, names) => Object.fromEntries(names.map((name) => [name, fields[name]]));
const perm = 'perms.view_assetpermission';
// Lists only: JumpServer has no detail view under them.
const readOnly = { methods: ['GET'], detail: /** @type {false} */ (false), perms: { view: perm, add: null, change: null, delete: null }, audit: /** @type {false} */ (false) };

export const assetpermuser = defineResource({
  ...readOnly,
  name: 'assetpermuser',
  app: 'perms',
  url: 'assets/assets/:id/perm-users',
  label: 'Asset permission user',
  table: 'users',
  slug: 'username',
  search: user.search,
  ordering: ['username'],
  fields: pick(user.fields, ['name', 'username', 'email', 'source', 'is_active', 'is_valid', 'is_expired']),
  where(ctx) {
    const covering = permissionsCovering(ctx);
    return {
      sql: `t.id IN (SELECT u.dst FROM asset_permissions__users u WHERE u.src IN (${covering.sql})
        UNION SELECT ug.src FROM users__groups ug JOIN asset_permissions__user_groups g ON g.dst = ug.dst WHERE g.src IN (${covering.sql}))`,
      args: [...covering.args, ...covering.args],
    };
  },
});

export const assetpermusergroup = defineResource({
  ...readOnly,
  name: 'assetpermusergroup',
  app: 'perms',
  url: 'assets/assets/:id/perm-user-groups',
  label: 'Asset permission user group',
  table: 'usergroups',
  org: true,
  search: usergroup.search,
  fields: pick(usergroup.fields, ['name', 'users_amount', 'comment']),
  where(ctx) {
    const covering = permissionsCovering(ctx);
    return { sql: `t.id IN (SELECT g.dst FROM asset_permissions__user_groups g WHERE g.src IN (${covering.sql}))`, args: covering.args };
  },
});

/** The permissions that give the asset to one of its users (directly or through a group) or groups. */
function grantingPermissions(name, url, grantee) {
  return defineResource({
    ...readOnly,
    name,
    app: 'perms',
    url,
    label: 'Asset permission',
    table: 'asset_permissions',
    org: true,
    search: assetpermission.search,
    ordering: assetpermission.ordering,
    fields: pick(assetpermission.fields, [
      'name',
      'users_amount',
      'user_groups_amount',
      'assets_amount',
      'nodes_amount',
      'accounts',
      'actions',
      'is_active',
      'is_valid',
      'date_start',
      'date_expired',
      'comment',
    ]),
    where(ctx) {
      const covering = permissionsCovering(ctx);
      const by = grantee(ctx);
      return { sql: `t.id IN (${covering.sql}) AND ${by.sql}`, args: [...covering.args, ...by.args] };
    },
  });
}

export const assetpermuserpermission = grantingPermissions('assetpermuserpermission', 'assets/assets/:id/perm-users/:user/permissions', (ctx) => ({
  sql: `(t.id IN (SELECT u.src FROM asset_permissions__users u WHERE u.dst = ?)
    OR t.id IN (SELECT g.src FROM asset_permissions__user_groups g JOIN users__groups ug ON ug.dst = g.dst WHERE ug.src = ?))`,
  args: [ctx.params.user, ctx.params.user],
}));

export const assetpermusergrouppermission = grantingPermissions('assetpermusergrouppermission', 'assets/assets/:id/perm-user-groups/:group/permissions', (ctx) => ({
  sql: 't.id IN (SELECT g.src FROM asset_permissions__user_groups g WHERE g.dst = ?)',
  args: [ctx.params.group],
}));

export default [assetpermuser, assetpermusergroup, assetpermuserpermission, assetpermusergrouppermission];
