// What a change-secret or push-account automation reaches, as its detail's asset tab asks (v3.8.2
// /api/v1/accounts/{change-secret,push-account}/<id>/…): every asset it names or holds under its nodes
// ({id, name, address}, searched and filtered by name and address), and adding or removing assets and nodes.
import { notFound, validationError } from '../http/errors.mjs';
import { MSG } from '../registry/messages.mjs';
import { pageOf } from '../registry/query.mjs';
import { paginated } from '../registry/read.mjs';

const AUTOMATIONS = [
  ['change-secret', 'changesecretautomation'],
  ['push-account', 'pushaccountautomation'],
];

/** Assets of the automation, directly or in a node it names (with the node's descendants). */
const TARGETS = `SELECT a.id, a.name, a.address FROM assets a WHERE (a.id IN (SELECT dst FROM automations__assets WHERE src = ?)
  OR a.id IN (SELECT l.src FROM assets__nodes l JOIN nodes n ON n.id = l.dst JOIN nodes granted ON granted.id IN (SELECT dst FROM automations__nodes WHERE src = ?)
    AND n.org_id = granted.org_id AND (n.key = granted.key OR n.key LIKE granted.key || ':%')))`;

function listTargets(ctx, automation) {
  const clauses = [];
  const args = [automation.id, automation.id];
  for (const field of ['name', 'address']) {
    const value = ctx.query.get(field);
    if (value) {
      clauses.push(`a.${field} = ?`);
      args.push(value);
    }
  }
  for (const term of (ctx.query.get('search') ?? ctx.query.get('q') ?? '').split(/\s+/).filter(Boolean)) {
    clauses.push('(a.name LIKE ? OR a.address LIKE ?)');
    args.push(`%${term}%`, `%${term}%`);
  }
  const sql = `${TARGETS}${clauses.map((clause) => ` AND ${clause}`).join('')} ORDER BY a.name`;
  const { db } = ctx.services;
  const page = pageOf(ctx.query);
  if (!page) return db.all(sql, ...args);
  const count = db.get(`SELECT COUNT(*) AS n FROM (${sql})`, ...args).n;
  return paginated(ctx, page, count, db.all(`${sql} LIMIT ? OFFSET ?`, ...args, page.limit, page.offset));
}

/** The ids of a body's `assets` or `nodes` that exist in the automation's organization; a missing one is a 400, as the serializer says. */
async function relatedIds(ctx, automation, field, table) {
  const body = (await ctx.body()) ?? {};
  const ids = body[field] ?? [];
  if (!Array.isArray(ids)) throw validationError({ [field]: [MSG.notAList(ids)] });
  const { db } = ctx.services;
  for (const id of ids) {
    if (!db.get(`SELECT 1 AS hit FROM ${table} WHERE id = ? AND org_id = ?`, String(id), automation.org_id)) return { error: { [field]: [MSG.pkMissing(id)] } };
  }
  return { ids: ids.map(String) };
}

function link(ctx, automation, table, ids, add) {
  const { db } = ctx.services;
  db.transaction(() => {
    for (const id of ids) {
      db.run(`DELETE FROM ${table} WHERE src = ? AND dst = ?`, automation.id, id);
      if (add) db.run(`INSERT INTO ${table} (src, dst) VALUES (?, ?)`, automation.id, id);
    }
  });
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router @param {import('../registry/index.mjs').Registry} registry */
export function registerAutomationTargetRoutes(router, registry) {
  for (const [path, name] of AUTOMATIONS) {
    const resource = registry.get(name);
    const base = `/api/v1/accounts/${path}/:id/`;
    const find = (ctx) => {
      const row = ctx.services.store.find(resource, ctx, ctx.params.id);
      if (!row) throw notFound(resource.label);
      return row;
    };
    const view = { perm: resource.perms.view, name: `${resource.label} assets` };
    const edit = { perm: resource.perms.change, name: `${resource.label} assets` };
    router.add('GET', `${base}assets/`, (ctx) => listTargets(ctx, find(ctx)), view);
    // RetrieveUpdateAPIViews: PUT and PATCH do the same; a bad body is answered 200 {"error"}, as they answer it.
    for (const method of ['PUT', 'PATCH']) {
      for (const [suffix, add] of [
        ['asset/add/', true],
        ['asset/remove/', false],
      ]) {
        router.add(
          method,
          `${base}${suffix}`,
          async (ctx) => {
            const automation = find(ctx);
            const { ids, error } = await relatedIds(ctx, automation, 'assets', 'assets');
            if (error) return { error };
            link(ctx, automation, 'automations__assets', ids, add);
            return { msg: 'ok' };
          },
          edit,
        );
      }
      // ?action=add|remove, as AutomationNodeAddRemoveApi asks.
      router.add(
        method,
        `${base}nodes/`,
        async (ctx) => {
          const action = ctx.query.get('action');
          if (action !== 'add' && action !== 'remove') return { error: "The parameter 'action' must be [add,remove]" };
          const automation = find(ctx);
          const { ids, error } = await relatedIds(ctx, automation, 'nodes', 'nodes');
          if (error) return { error };
          link(ctx, automation, 'automations__nodes', ids, action === 'add');
          return { msg: 'ok' };
        },
        edit,
      );
    }
  }
}
