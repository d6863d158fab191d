// Who may do what where: the permissions of a user in an organization are the
// union of their system-scope roles and the org-scope roles bound in that org.
import { DEFAULT_ORG_ID, ROOT_ORG_ID, SYSTEM_ORG_ID, orgSummary } from '../orgs/builtin.mjs';
import { BUILTIN_ROLES, EXTRA_PERMISSIONS } from './builtin-roles.mjs';

/**
 * @param {{db: import('../db/database.mjs').Db, registry: import('../registry/index.mjs').Registry, config: any}} services
 */
export function createRbac({ db, registry, config }) {
  const catalogue = [
    ...new Set([...registry.all.flatMap((resource) => [...Object.values(resource.perms), ...(resource.extraPerms ?? [])]).filter(Boolean), ...EXTRA_PERMISSIONS]),
  ].sort();
  const builtin = new Map(
    BUILTIN_ROLES.map((role) => {
      const perms = new Set(catalogue.filter((codename) => role.grants(codename)));
      // What the role grants outside the organizations the user joined.
      const anywhere = role.memberOnly ? new Set([...perms].filter((codename) => !role.memberOnly?.(codename))) : perms;
      return [role.id, { ...role, perms, anywhere }];
    }),
  );
  /** Answers kept until the next write: a role, binding or permission change is one. */
  const cache = db.cache('permissions');

  function rolePerms(roleId) {
    const known = builtin.get(roleId);
    if (known) return known.perms;
    return cache.get(`role:${roleId}`, () => {
      const rows = db.all('SELECT p.codename FROM roles__permissions l JOIN permissions p ON p.id = CAST(l.dst AS INTEGER) WHERE l.src = ?', roleId);
      return new Set(rows.map((row) => row.codename));
    });
  }

  function bindingsOf(userId) {
    return db.all('SELECT role_id, scope, org_id FROM role_bindings WHERE user_id = ?', userId);
  }

  /** @returns {Set<string>} */
  function permsFor(userId, orgId) {
    return cache.get(`${userId}|${orgId}`, () => {
      const perms = new Set();
      const bindings = bindingsOf(userId);
      const member = orgId !== ROOT_ORG_ID && bindings.some((binding) => binding.scope === 'org' && binding.org_id === orgId);
      for (const binding of bindings) {
        const inOrg = orgId !== ROOT_ORG_ID && binding.org_id === orgId;
        if (binding.scope !== 'system' && !inOrg) continue;
        const granted = binding.scope === 'system' && !member ? (builtin.get(binding.role_id)?.anywhere ?? rolePerms(binding.role_id)) : rolePerms(binding.role_id);
        for (const codename of granted) perms.add(codename);
      }
      return perms;
    });
  }

  function allOrgs() {
    const rows = db.all('SELECT id, name FROM orgs WHERE id != ? ORDER BY name', SYSTEM_ORG_ID);
    return config.xpack ? rows : rows.filter((org) => org.id === DEFAULT_ORG_ID);
  }

  /**
   * The orgs where the user holds `codename` (console_orgs, audit_orgs, workbench_orgs),
   * as RoleBinding.get_user_has_the_perm_orgs builds them: a system-scope grant means
   * every org (for the workbench: every org the user joined); GLOBAL goes first when
   * `rootPerm` is held, named `rootName`.
   */
  function orgsWith(userId, codename, rootPerm, rootName = '') {
    const bindings = bindingsOf(userId);
    const holds = (binding) => rolePerms(binding.role_id).has(codename);
    const joined = new Set(bindings.filter((b) => b.scope === 'org').map((b) => b.org_id));
    const candidates = codename === 'rbac.view_workbench' ? allOrgs().filter((org) => joined.has(org.id)) : allOrgs();
    const system = bindings.some((binding) => binding.scope === 'system' && holds(binding));
    const granted = new Set(bindings.filter((b) => b.scope === 'org' && holds(b)).map((b) => b.org_id));
    const list = (system ? candidates : candidates.filter((org) => granted.has(org.id))).map(orgSummary);
    if (config.xpack && list.length && permsFor(userId, ROOT_ORG_ID).has(rootPerm)) {
      list.unshift(orgSummary({ id: ROOT_ORG_ID, name: rootName }));
    }
    return list;
  }

  /** The first org the user belongs to (not SYSTEM), which an enterprise server falls back to. */
  function firstJoinedOrg(userId) {
    const orgs = orgsWith(userId, 'rbac.view_workbench', '');
    const joined = orgs.length ? orgs : [...orgsWith(userId, 'rbac.view_console', ''), ...orgsWith(userId, 'rbac.view_audit', '')];
    return joined.find((org) => !org.is_root)?.id ?? DEFAULT_ORG_ID;
  }

  return { catalogue, builtin, rolePerms, permsFor, orgsWith, firstJoinedOrg };
}

/** @typedef {ReturnType<typeof createRbac>} Rbac */
