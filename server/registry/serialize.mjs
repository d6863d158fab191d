// Rows to JSON. Related objects are loaded in one query per related field for the
// whole page, never per row, so a page costs the same number of statements
// whatever its size.
import { valueList } from '../db/values.mjs';
import { ROOT_ORG_ID } from '../orgs/builtin.mjs';

/**
 * Which fields an action shows: write-only ones never; `fields`, `fields!` and
 * `fields_size` trim the list as QueryFieldsMixin/SizedModelFieldsMixin do.
 * @param {import('./define.mjs').Resource} resource
 */
export function outputFields(resource, ctx, action) {
  let fields = Object.values(resource.fields).filter((field) => !field.writeOnly && !field.hidden);
  if (action === 'list' && resource.listOmit) fields = fields.filter((field) => !resource.listOmit.includes(field.name));
  if (action !== 'list' && resource.listOnly) fields = fields.filter((field) => !resource.listOnly.includes(field.name));
  const query = ctx.query;
  if (ctx.method === 'GET' && query) {
    const size = query.get('fields_size');
    const sized = size === 'mini' ? resource.fieldsMini ?? ['id', 'name'] : size === 'small' ? resource.fieldsSmall : null;
    if (sized) fields = fields.filter((field) => sized.includes(field.name));
    const only = query.get('fields')?.split(',').filter(Boolean);
    if (only?.length) fields = fields.filter((field) => only.includes(field.name));
    const drop = query.get('fields!')?.split(',').filter(Boolean);
    if (drop?.length) fields = fields.filter((field) => !drop.includes(field.name));
  }
  return fields;
}

/**
 * The columns a related object's display needs: only those, since target rows can be
 * wide (assets, users); a computed display key reads the columns its `reads` names,
 * or may read anything without one, so then all of them.
 */
function relatedColumns(target, display, alias) {
  const fields = display.map((key) => target.fields[key]).filter(Boolean);
  if (fields.some((field) => field.kind === 'computed' && !field.reads)) return `${alias}.*`;
  const columns = new Set(['id', ...(target.org ? ['org_id'] : []), ...fields.flatMap((field) => field.reads ?? (field.column ? [field.column] : []))]);
  return [...columns].map((column) => `${alias}."${column}"`).join(', ');
}

/** A related table of at most this many rows is read whole, once between writes (smallTable()). */
const SMALL_TABLE_ROWS = 2000;

/**
 * All rows of a small related table (platforms, nodes, labels, domains, groups) by id,
 * read once between writes: pages need a few of them each, and looking a few up by id
 * costs more than taking them from here. Null for a larger table, read by id instead.
 */
function smallTable(db, target) {
  return db.cache('small tables', { limit: 200 }).get(target.table, () => {
    const { n } = db.get(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM "${target.table}" LIMIT ${SMALL_TABLE_ROWS + 1})`);
    return n > SMALL_TABLE_ROWS ? null : new Map(db.all(`SELECT * FROM "${target.table}"`).map((row) => [row.id, row]));
  });
}

function loadByIds(db, target, display, ids) {
  if (!ids.length) return new Map();
  const table = smallTable(db, target);
  if (table) return table;
  const list = valueList(ids);
  const rows = db.all(`SELECT ${relatedColumns(target, display, 't')} FROM "${target.table}" t WHERE t.id IN ${list.sql}`, ...list.args);
  return new Map(rows.map((row) => [row.id, row]));
}

/** A related object as its `display` keys, rendered through the target's own fields. */
export function renderRelated(target, row, display, ctx) {
  const object = {};
  for (const key of display) {
    const field = target.fields[key];
    if (!field) continue;
    if (field.kind === 'computed') object[key] = field.compute(row, ctx, null);
    else if (field.column) object[key] = field.fromDb(row[field.column], ctx);
  }
  return object;
}

/**
 * @param {import('./define.mjs').Resource} resource
 * @param {any[]} rows
 * @param {any} ctx
 * @param {string} [action] 'list' | 'retrieve'
 */
export function serialize(resource, rows, ctx, action = 'retrieve', fields = outputFields(resource, ctx, action)) {
  const { db, registry } = ctx.services;
  /** @type {Record<string, Map<any, any>>} loaded targets per field */
  const targets = {};
  /** @type {Record<string, Map<any, any[]>>} link dsts per m2m field */
  const links = {};
  const ids = rows.map((row) => row.id);

  for (const field of fields) {
    if (field.kind === 'fk') {
      const target = registry.get(field.target);
      const wanted = [...new Set(rows.map((row) => row[field.column]).filter((value) => value !== null && value !== undefined))];
      targets[field.name] = loadByIds(db, target, field.display, wanted);
    } else if (field.kind === 'm2m' && ids.length) {
      // The link rows, and their targets from the small table or in the same join. Every link
      // row is kept, with or without its target, so their number is what a COUNT of them says.
      const target = registry.get(field.target);
      const { table, src, dst, extra = {} } = field.link;
      const extraSql = Object.keys(extra).map((column) => ` AND l."${column}" = ?`).join('');
      const list = valueList(ids);
      const small = smallTable(db, target);
      const related = db.all(
        small
          ? `SELECT l."${src}" AS __src, l."${dst}" AS id FROM "${table}" l WHERE l."${src}" IN ${list.sql}${extraSql}`
          : `SELECT l."${src}" AS __src, ${relatedColumns(target, field.display, 'r')} FROM "${table}" l LEFT JOIN "${target.table}" r ON r.id = l."${dst}" WHERE l."${src}" IN ${list.sql}${extraSql}`,
        ...list.args,
        ...Object.values(extra),
      );
      const bySource = new Map();
      const byId = small ?? new Map();
      for (const row of related) {
        const id = small && target.integerIds ? Number(row.id) : row.id;
        if (!bySource.has(row.__src)) bySource.set(row.__src, []);
        bySource.get(row.__src).push(id);
        if (!small && id !== null) byId.set(id, row);
      }
      links[field.name] = bySource;
      targets[field.name] = byId;
    }
  }

  /** @type {Record<string, any>} */
  const loaded = {};
  for (const field of fields) if (field.kind === 'computed' && field.load && rows.length) loaded[field.name] = field.load(rows, ctx);
  const batch = { targets, links, loaded };
  return rows.map((row) => {
    /** @type {Record<string, any>} */
    const object = {};
    for (const field of fields) {
      if (field.kind === 'fk') {
        const related = targets[field.name].get(row[field.column]);
        object[field.name] = related ? renderRelated(registry.get(field.target), related, field.display, ctx) : null;
      } else if (field.kind === 'm2m') {
        const target = registry.get(field.target);
        const dsts = links[field.name]?.get(row.id) ?? [];
        const inOrg = target.org && ctx.org.id !== ROOT_ORG_ID ? (related) => related.org_id === ctx.org.id : () => true;
        object[field.name] = dsts
          .map((dst) => targets[field.name].get(dst))
          .filter((related) => related && inOrg(related))
          .map((related) => renderRelated(target, related, field.display, ctx));
      } else if (field.kind === 'computed') {
        object[field.name] = field.compute(row, ctx, batch);
      } else if (field.kind === 'sql') {
        const counted = field.countOf && links[field.countOf];
        object[field.name] = counted ? (counted.get(row.id)?.length ?? 0) : field.fromDb(row[field.name], ctx);
      } else if (field.kind !== 'virtual') {
        object[field.name] = field.fromDb(row[field.column], ctx);
      }
    }
    return resource.decorate ? resource.decorate(object, row, ctx) : object;
  });
}
