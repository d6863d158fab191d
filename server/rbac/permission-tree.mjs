// A role's permissions as JumpServer's zTree (rbac/tree.py): the root, the views
// (console, workbench, audit, settings, other), their apps, each app's models, and
// the permissions as leaves checked when the role holds them. Counts of checked
// and all permissions follow each branch's name.
import { isSystemOnly } from './builtin-roles.mjs';

const ROOT = '$ROOT$';
const VIEWS = [
  ['view_console', 'Console view'],
  ['view_workspace', 'Workbench view'],
  ['view_audit', 'Audit view'],
  ['view_setting', 'System setting'],
  ['view_other', 'Other'],
];
/** Which view each app sits under, with its name. */
const APPS = {
  users: ['view_console', 'Users'],
  assets: ['view_console', 'Assets'],
  labels: ['view_console', 'Labels'],
  accounts: ['view_console', 'Accounts'],
  perms: ['view_console', 'Permissions'],
  acls: ['view_console', 'ACLs'],
  ops: ['view_workspace', 'Job center'],
  rbac: ['view_console', 'Role'],
  terminal: ['view_audit', 'Session audits'],
  audits: ['view_audit', 'Audits'],
  settings: ['view_setting', 'Settings'],
  orgs: ['view_setting', 'Organizations'],
  xpack: ['view_setting', 'Extended edition'],
  tickets: ['view_other', 'Tickets'],
  authentication: ['view_other', 'Authentication'],
  notifications: ['view_other', 'Notifications'],
};
const VERBS = { add: 'Create', view: 'View', change: 'Update', delete: 'Delete' };

/**
 * @param {any} ctx the request (its services and translator)
 * @param {{id: string, scope: string, builtin: number|boolean}} role
 */
export function permissionTree(ctx, role) {
  const { db, registry, rbac } = ctx.services;
  const held = rbac.rolePerms(role.id);
  const all = db
    .all('SELECT id, codename, app_label, model FROM permissions ORDER BY codename')
    .filter((permission) => APPS[permission.app_label] && (role.scope === 'system' || !isSystemOnly(permission.codename)));
  const modelLabels = new Map(registry.all.map((resource) => [`${resource.app}.${resource.model}`, resource.label]));
  const disabled = Boolean(role.builtin);
  const counts = new Map();
  const count = (id, checked) => {
    const entry = counts.get(id) ?? { total: 0, checked: 0 };
    entry.total += 1;
    if (checked) entry.checked += 1;
    counts.set(id, entry);
  };

  const leaves = all.map((permission) => {
    const [verb] = permission.codename.split('.')[1].split('_');
    const modelId = `${permission.app_label}.${permission.model}`;
    const model = ctx.t(modelLabels.get(modelId) ?? permission.model);
    const checked = held.has(permission.codename);
    for (const id of [ROOT, APPS[permission.app_label][0], permission.app_label, modelId]) count(id, checked);
    return {
      id: permission.id,
      name: VERBS[verb] ? `${ctx.t(VERBS[verb])} ${model}` : permission.codename,
      title: permission.codename,
      pId: modelId,
      isParent: false,
      chkDisabled: disabled,
      iconSkin: 'file',
      checked,
      open: false,
      meta: { type: 'perm' },
    };
  });

  const branch = (id, name, pId, type, open) => {
    const { total, checked } = counts.get(id) ?? { total: 0, checked: 0 };
    const label = ctx.t(name);
    return {
      id,
      name: `${label}(${checked}/${total})`,
      title: label,
      pId,
      isParent: true,
      chkDisabled: disabled,
      iconSkin: '',
      checked: total > 0 && total === checked,
      open,
      meta: { type },
    };
  };
  const models = [...new Set(all.map((permission) => `${permission.app_label}.${permission.model}`))].map((id) => {
    const [app, model] = id.split('.');
    return branch(id, modelLabels.get(id) ?? model, app, 'model', false);
  });
  const apps = Object.entries(APPS)
    .filter(([app]) => counts.has(app))
    .map(([app, [view, name]]) => branch(app, name, view, 'app', false));
  const views = VIEWS.filter(([view]) => counts.has(view)).map(([view, name]) => branch(view, name, ROOT, 'view', true));
  return [branch(ROOT, 'All permissions', '', 'root', true), ...views, ...apps, ...models, ...leaves];
}
