// Rows to JSON. Related objects are loaded in one query per related field for the
// whole page, never per row, so a page costs the same number of statements
// whatever its size.
import { valueList } from '../db/values.mjs';
import { ROOT_ORG_ID } from '../orgs/builtin.mjs';
import { sharedObjectMaker } from '../util/object-maker.mjs';

/** The fields an action shows before the query trims them: write-only and hidden ones never. */
function shownFields(resource, action) {
  let fields = Object.values(resource.fields).filter((field) => !field.writeOnly && !field.hidden);
  if (action === 'list' && resource.listOmit) fields = fields.filter((field) => !resource.listOmit.includes(field.name));
  if (action !== 'list' && resource.listOnly) fields = fields.filter((field) => !resource.listOnly.includes(field.name));
  return fields;
}

/**
 * Which fields an action shows: shownFields(), which `fields`, `fields!` and
 * `fields_size` trim as QueryFieldsMixin/SizedModelFieldsMixin do.
 * @param {import('./define.mjs').Resource} resource
 */
export function outputFields(resource, ctx, action) {
  let fields = shownFields(resource, action);
  const query = ctx.query;
  if (resource.detailTypes) {
    // A detail's `?type=` switches its serializer (get_serializer_class()): the fields of that type alone, which no other answer shows.
    const typed = action === 'list' ? undefined : resource.detailTypes[query?.get('type') ?? ''];
    const typedOnly = Object.values(resource.detailTypes).flat();
    fields = fields.filter((field) => (typed ? typed.includes(field.name) : !typedOnly.includes(field.name)));
  }
  if (ctx.method === 'GET' && query) {
    const size = query.get('fields_size');
    const sized = size === 'mini' ? (resource.fieldsMini ?? ['id', 'name']) : size === 'small' ? resource.fieldsSmall : null;
    if (sized) fields = fields.filter((field) => sized.includes(field.name));
    const only = query.get('fields')?.split(',').filter(Boolean);
    if (only?.length) fields = fields.filter((field) => only.includes(field.name));
    const drop = query.get('fields!')?.split(',').filter(Boolean);
    if (drop?.length) fields = fields.filter((field) => !drop.includes(field.name));
  }
  return fields;
}

/**
 * The columns of a row that showing these fields reads: only those, since rows can be
 * wide (assets, users); a computed field reads the columns its `reads` names, or may
 * read anything without one, so then all of them.
 */
function columnsRead(resource, fields, alias) {
  if (fields.some((field) => field.kind === 'computed' && !field.reads)) return `${alias}.*`;
  // A typed nested object is shown by its type (f.typed()): that column is read with it.
  const columns = new Set([
    'id',
    ...(resource.org ? ['org_id'] : []),
    ...fields.flatMap((field) => field.reads ?? (field.column ? [field.column, ...(field.by ? [field.by] : [])] : [])),
  ]);
  return [...columns].map((column) => `${alias}."${column}"`).join(', ');
}

const listColumnsOf = new WeakMap();

/**
 * The columns (of the list's table `t`) a list's rows need, whichever of its fields the
 * query shows: one list of columns per resource, so one statement. A resource's
 * decorate() may read any column.
 * @param {import('./define.mjs').Resource} resource
 */
export function listColumns(resource) {
  let columns = listColumnsOf.get(resource);
  if (!columns) {
    columns = resource.decorate ? 't.*' : columnsRead(resource, shownFields(resource, 'list'), 't');
    listColumnsOf.set(resource, columns);
  }
  return columns;
}

/** A typed nested object as its type shows it: its write-only sub-fields (secrets) never go out. */
function withoutSecrets(field, row) {
  const value = field.fromDb(row[field.column]) ?? {};
  const hidden = new Set(
    Object.values(field.variants[row[field.by]] ?? {})
      .filter((child) => child.writeOnly)
      .map((child) => child.name),
  );
  return hidden.size ? Object.fromEntries(Object.entries(value).filter(([key]) => !hidden.has(key))) : value;
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
  const rows = db.all(`SELECT ${relatedShape(target, display).columns} FROM "${target.table}" r WHERE r.id IN ${list.sql}`, ...list.args);
  return new Map(rows.map((row) => [row.id, row]));
}

/** A field's value in a related object: computed, or read from its column. */
function relatedValue(field, row, ctx) {
  if (field.kind === 'computed') return field.compute(row, ctx, null);
  return field.fromDb(row[field.column], ctx);
}

/**
 * Per target resource, per `display` list: the fields its keys show (a key with no field
 * or no value is left out), their maker, and the columns (of the target's table `r`) they read.
 */
const relatedShapes = new WeakMap();

function relatedShape(target, display) {
  let byDisplay = relatedShapes.get(target);
  if (!byDisplay) relatedShapes.set(target, (byDisplay = new WeakMap()));
  let shape = byDisplay.get(display);
  if (!shape) {
    const keys = display.filter((key) => target.fields[key] && (target.fields[key].kind === 'computed' || target.fields[key].column));
    const fields = keys.map((key) => target.fields[key]);
    shape = { fields, make: sharedObjectMaker(keys), columns: columnsRead(target, fields, 'r') };
    byDisplay.set(display, shape);
  }
  return shape;
}

/** A related object as its `display` keys, rendered through the target's own fields. */
export function renderRelated(target, row, display, ctx) {
  const { fields, make } = relatedShape(target, display);
  const values = new Array(fields.length);
  for (let index = 0; index < values.length; index += 1) values[index] = relatedValue(fields[index], row, ctx);
  return make(values);
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
    if (field.kind === 'fk' && !field.pk) {
      const target = registry.get(field.target);
      const wanted = [...new Set(rows.map((row) => row[field.column]).filter((value) => value !== null && value !== undefined))];
      targets[field.name] = loadByIds(db, target, field.display, wanted);
    } else if (field.kind === 'm2m' && ids.length) {
      // The link rows, and their targets from the small table or in the same join. Every link
      // row is kept, with or without its target, so their number is what a COUNT of them says.
      const target = registry.get(field.target);
      const { table, src, dst, extra = {} } = field.link;
      const extraSql = Object.keys(extra)
        .map((column) => ` AND l."${column}" = ?`)
        .join('');
      const list = valueList(ids);
      const small = smallTable(db, target);
      const related = db.all(
        small
          ? `SELECT l."${src}" AS __src, l."${dst}" AS id FROM "${table}" l WHERE l."${src}" IN ${list.sql}${extraSql}`
          : `SELECT l."${src}" AS __src, ${relatedShape(target, field.display).columns} FROM "${table}" l LEFT JOIN "${target.table}" r ON r.id = l."${dst}" WHERE l."${src}" IN ${list.sql}${extraSql}`,
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
  /** The value of a field for a row of the page. */
  const valueOf = (field, row) => {
    switch (field.kind) {
      case 'fk': {
        if (field.pk) return row[field.column] ?? null;
        const related = targets[field.name].get(row[field.column]);
        return related ? renderRelated(registry.get(field.target), related, field.display, ctx) : null;
      }
      case 'm2m': {
        const target = registry.get(field.target);
        const dsts = links[field.name]?.get(row.id) ?? [];
        const inOrg = target.org && ctx.org.id !== ROOT_ORG_ID ? (related) => related.org_id === ctx.org.id : () => true;
        return dsts
          .map((dst) => targets[field.name].get(dst))
          .filter((related) => related && inOrg(related))
          .map((related) => (field.asText ? field.asText(related) : renderRelated(target, related, field.display, ctx)));
      }
      case 'computed':
        return field.compute(row, ctx, batch);
      case 'sql': {
        const counted = field.countOf && links[field.countOf];
        return counted ? (counted.get(row.id)?.length ?? 0) : field.fromDb(row[field.name], ctx);
      }
      default:
        return field.variants ? withoutSecrets(field, row) : field.fromDb(row[field.column], ctx);
    }
  };
  const shown = fields.filter((field) => field.kind !== 'virtual');
  const make = sharedObjectMaker(shown.map((field) => field.name));
  return rows.map((row) => {
    const values = new Array(shown.length);
    for (let index = 0; index < values.length; index += 1) values[index] = valueOf(shown[index], row);
    const object = make(values);
    return resource.decorate ? resource.decorate(object, row, ctx) : object;
  });
}
