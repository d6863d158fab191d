// Relation views over many-to-many link tables (api-contract 4.19, 4.15):
// /perms/asset-permissions-users-relations/ and the like. A row is one link,
// its id the link's rowid: {id, <from>, <from>_display, <to>, <to>_display}.
import { badRequest, validationError } from '../http/errors.mjs';
import { reply } from '../http/reply.mjs';
import { ROOT_ORG_ID } from '../orgs/builtin.mjs';
import { MSG } from './messages.mjs';
import { pageOf } from './query.mjs';
import { paginated } from './read.mjs';
import { permFor } from './routes.mjs';

const RELATIONS = [
  { url: 'perms/asset-permissions-users-relations', from: ['assetpermission', 'assetpermission'], to: ['user', 'users'] },
  { url: 'perms/asset-permissions-user-groups-relations', from: ['assetpermission', 'assetpermission'], to: ['usergroup', 'user_groups'] },
  { url: 'perms/asset-permissions-assets-relations', from: ['assetpermission', 'assetpermission'], to: ['asset', 'assets'] },
  { url: 'perms/asset-permissions-nodes-relations', from: ['assetpermission', 'assetpermission'], to: ['node', 'nodes'] },
  { url: 'users/users-groups-relations', from: ['user', 'user'], to: ['usergroup', 'groups'] },
];

/**
 * @param {ReturnType<import('../http/router.mjs').createRouter>} router
 * @param {import('./index.mjs').Registry} registry
 */
export function registerRelationRoutes(router, registry) {
  for (const {
    url,
    from: [fromName, fromKey],
    to: [toName, field],
  } of RELATIONS) {
    const owner = registry.get(fromName);
    const target = registry.get(toName);
    const { table, src, dst } = owner.fields[field].link;
    const toKey = toName;
    const base = `/api/v1/${url}/`;
    const name = `${owner.label} relation`;

    function where(ctx) {
      const conditions = [];
      const args = [];
      for (const [key, column] of [
        [fromKey, src],
        [toKey, dst],
        [`${fromKey}_id`, src],
        [`${toKey}_id`, dst],
      ]) {
        const value = ctx.query.get(key);
        if (value) {
          conditions.push(`l."${column}" = ?`);
          args.push(value);
        }
      }
      if (owner.org && ctx.org.id !== ROOT_ORG_ID) {
        conditions.push(`l."${src}" IN (SELECT id FROM "${owner.table}" WHERE org_id = ?)`);
        args.push(ctx.org.id);
      }
      return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', args, filtered: conditions.length > (owner.org ? 1 : 0) };
    }

    function rows(ctx) {
      const { sql, args } = where(ctx);
      const page = pageOf(ctx.query);
      const select = `SELECT l.rowid AS id, l."${src}" AS f, o."${owner.slug}" AS fd, l."${dst}" AS t, r."${target.slug}" AS td
        FROM "${table}" l LEFT JOIN "${owner.table}" o ON o.id = l."${src}" LEFT JOIN "${target.table}" r ON r.id = l."${dst}" ${sql} ORDER BY l.rowid`;
      const shape = (row) => ({ id: row.id, [fromKey]: row.f, [`${fromKey}_display`]: row.fd, [toKey]: row.t, [`${toKey}_display`]: row.td });
      const { db } = ctx.services;
      if (!page) return db.all(select, ...args).map(shape);
      const count = db.get(`SELECT COUNT(*) AS n FROM "${table}" l ${sql}`, ...args).n;
      return paginated(ctx, page, count, db.all(`${select} LIMIT ? OFFSET ?`, ...args, page.limit, page.offset).map(shape));
    }

    async function create(ctx) {
      const body = await ctx.body();
      const items = Array.isArray(body) ? body : [body ?? {}];
      const { db, store } = ctx.services;
      const errors = items.map((item) => {
        const problems = {};
        if (!item?.[fromKey] || !store.find(owner, ctx, String(item[fromKey]))) problems[fromKey] = [item?.[fromKey] ? MSG.pkMissing(item[fromKey]) : MSG.required];
        if (!item?.[toKey] || !store.find(target, ctx, String(item[toKey]))) problems[toKey] = [item?.[toKey] ? MSG.pkMissing(item[toKey]) : MSG.required];
        return problems;
      });
      if (errors.some((problems) => Object.keys(problems).length)) throw validationError(Array.isArray(body) ? errors : errors[0]);
      db.transaction(() => {
        for (const item of items) {
          const pair = [String(item[fromKey]), String(item[toKey])];
          if (!db.get(`SELECT 1 AS hit FROM "${table}" WHERE "${src}" = ? AND "${dst}" = ?`, ...pair)) {
            db.run(`INSERT INTO "${table}" ("${src}", "${dst}") VALUES (?, ?)`, ...pair);
          }
        }
      });
      return reply(
        201,
        items.map((item) => ({ [fromKey]: item[fromKey], [toKey]: item[toKey] })),
      );
    }

    function remove(ctx) {
      const { sql, args, filtered } = where(ctx);
      if (!filtered) throw badRequest('A filter is required to delete relations');
      ctx.services.db.run(`DELETE FROM "${table}" WHERE rowid IN (SELECT l.rowid FROM "${table}" l ${sql})`, ...args);
      return reply(204);
    }

    router.add('GET', base, rows, { perm: permFor(owner, 'GET'), name });
    router.add('POST', base, create, { perm: permFor(owner, 'PATCH'), name });
    router.add('DELETE', base, remove, { perm: permFor(owner, 'PATCH'), name });
  }
}
