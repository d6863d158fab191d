// At every start: the built-in role rows and the permission catalogue follow the
// code, so a registry change is visible without re-seeding.
import { nowIso } from '../util/time.mjs';

/** @param {import('../db/database.mjs').Db} db @param {import('./rbac.mjs').Rbac} rbac */
export function syncRbac(db, rbac) {
  const now = nowIso();
  db.transaction(() => {
    for (const role of rbac.builtin.values()) {
      db.run(
        `INSERT INTO roles (id, name, scope, builtin, comment, created_by, date_created, date_updated) VALUES (?, ?, ?, 1, '', 'System', ?, ?)
         ON CONFLICT(id) DO UPDATE SET name = excluded.name, scope = excluded.scope, builtin = 1`,
        role.id,
        role.name,
        role.scope,
        now,
        now,
      );
    }
    const known = new Set(db.all('SELECT codename FROM permissions').map((row) => row.codename));
    for (const codename of rbac.catalogue) {
      if (known.has(codename)) continue;
      const [app, action] = codename.split('.');
      const [verb, ...model] = action.split('_');
      db.run('INSERT INTO permissions (codename, name, app_label, model) VALUES (?, ?, ?, ?)', codename, `Can ${verb} ${model.join('_')}`, app, model.join('_'));
    }
  });
}
