// The read side of a list: the query string becomes one WHERE clause shared by
// the COUNT and the page query, as DRF's filter backends would build it
// (org scope, field filters and lookups, ids/spm, search, date range, labels),
// then the order and the limit/offset page.
import { valueList } from '../db/values.mjs';
import { validationError } from '../http/errors.mjs';
import { ROOT_ORG_ID } from '../orgs/builtin.mjs';
import { parseDateTime } from '../util/time.mjs';
import { FieldError } from './messages.mjs';
import { parseBoolean, parseInteger } from './fields.mjs';

export const MAX_LIMIT = 10000;
const LOOKUPS = new Set(['exact', 'icontains', 'startswith', 'in', 'iexact', 'contains']);

const likeEscape = (text) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Only fields SQL can see (a column, an fk, a link table, an expression) can be filtered or ordered on. */
const queryable = (field) => Boolean(field.column || field.kind === 'sql' || field.kind === 'm2m');

/** The SQL expression a field is read through in WHERE and ORDER BY. */
export function fieldExpression(resource, field) {
  if (field.kind === 'sql') return `(${field.sql})`;
  return `t."${field.column}"`;
}

/** Converts a query-string value to the stored representation of the field, or throws FieldError. */
function filterValue(field, raw) {
  if (field.type === 'boolean' || field.choices?.every((choice) => typeof choice.value === 'boolean')) return parseBoolean(raw) ? 1 : 0;
  if (field.type === 'integer' || field.sqlType === 'INTEGER' || field.integerTarget) return parseInteger(raw);
  return raw;
}

function relatedFilter(field, lookup, values) {
  const { table, src, dst, extra = {} } = field.link;
  const extraSql = Object.keys(extra)
    .map((column) => ` AND "${column}" = ?`)
    .join('');
  const placeholders = values.map(() => '?').join(', ');
  const test = lookup === 'in' || values.length > 1 ? `"${dst}" IN (${placeholders})` : `"${dst}" = ?`;
  return {
    sql: `EXISTS (SELECT 1 FROM "${table}" l WHERE l."${src}" = t.id${extraSql} AND ${test})`,
    args: [...Object.values(extra), ...values],
  };
}

/** One `field[__lookup][!]=value` condition. */
function fieldCondition(resource, field, lookup, negate, raw) {
  let condition;
  if (field.kind === 'm2m') {
    condition = relatedFilter(field, lookup, raw.split(',').filter(Boolean));
  } else {
    const expression = fieldExpression(resource, field);
    if (lookup === 'in') {
      const values = raw
        .split(',')
        .filter((value) => value !== '')
        .map((value) => filterValue(field, value));
      condition = { sql: values.length ? `${expression} IN (${values.map(() => '?').join(', ')})` : '0', args: values };
    } else if (lookup === 'icontains' || lookup === 'contains') {
      condition = { sql: `${expression} LIKE ? ESCAPE '\\'`, args: [`%${likeEscape(raw)}%`] };
    } else if (lookup === 'startswith') {
      condition = { sql: `${expression} LIKE ? ESCAPE '\\'`, args: [`${likeEscape(raw)}%`] };
    } else if (lookup === 'iexact') {
      condition = { sql: `${expression} = ? COLLATE NOCASE`, args: [raw] };
    } else {
      const value = filterValue(field, raw);
      condition = { sql: `${expression} = ?`, args: [value] };
    }
  }
  return negate ? { sql: `NOT (${condition.sql})`, args: condition.args } : condition;
}

function searchCondition(resource, registry, text) {
  const terms = text.split(/\s+/).filter(Boolean);
  const conditions = [];
  for (const term of terms) {
    const pattern = `%${likeEscape(term)}%`;
    const alternatives = [];
    const args = [];
    for (const name of resource.search) {
      const field = resource.fields[name];
      if (field.kind === 'fk') {
        const target = registry.get(field.target);
        alternatives.push(`t."${field.column}" IN (SELECT id FROM "${target.table}" WHERE "${target.slug}" LIKE ? ESCAPE '\\')`);
      } else if (field.kind === 'm2m') {
        const target = registry.get(field.target);
        const { table, src, dst } = field.link;
        alternatives.push(`EXISTS (SELECT 1 FROM "${table}" l JOIN "${target.table}" r ON r.id = l."${dst}" WHERE l."${src}" = t.id AND r."${target.slug}" LIKE ? ESCAPE '\\')`);
      } else {
        alternatives.push(`${fieldExpression(resource, field)} LIKE ? ESCAPE '\\'`);
      }
      args.push(pattern);
    }
    if (alternatives.length) conditions.push({ sql: `(${alternatives.join(' OR ')})`, args });
  }
  return conditions;
}

/**
 * Builds the WHERE clause of a list request.
 * @param {import('./define.mjs').Resource} resource
 * @param {any} ctx the request context (org, query, services)
 * @param {{filters?: boolean}} [options] filters: false keeps only the visibility scope
 */
export function buildWhere(resource, ctx, { filters = true } = {}) {
  const { registry, resourceCache } = ctx.services;
  const conditions = [];
  if (resource.org && ctx.org.id !== ROOT_ORG_ID) conditions.push(resource.orgWhere?.(ctx) ?? { sql: 't.org_id = ?', args: [ctx.org.id] });
  for (const [column, value] of Object.entries(resource.scope)) conditions.push({ sql: `t."${column}" = ?`, args: [value] });
  const visible = resource.where?.(ctx);
  if (visible) conditions.push(visible);
  if (!filters) return combine(conditions, []);
  const scope = conditions.splice(0);

  const query = ctx.query;
  const errors = {};
  for (const [key, raw] of query) {
    // django-filter skips an empty value: `?asset=&node=` filters nothing.
    if (raw === '') continue;
    const custom = resource.filters[key];
    if (custom) {
      const condition = custom.apply(raw, ctx);
      if (condition) conditions.push(condition);
      continue;
    }
    const negate = key.endsWith('!');
    const [name, lookup = 'exact'] = (negate ? key.slice(0, -1) : key).split('__');
    if (!LOOKUPS.has(lookup)) continue;
    const field = resource.fields[name];
    if (!field || !field.filter || !queryable(field)) continue;
    try {
      conditions.push(fieldCondition(resource, field, lookup, negate, raw));
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      errors[name] = error.messages;
    }
  }
  if (Object.keys(errors).length) throw validationError(errors);

  const ids = query.get('ids');
  if (ids) conditions.push(inList('t.id', ids.split(',').filter(Boolean), resource));
  const excluded = query.get('id!');
  if (excluded) {
    const list = inList('t.id', excluded.split(',').filter(Boolean), resource);
    conditions.push({ sql: `NOT (${list.sql})`, args: list.args });
  }
  const spm = query.get('spm');
  if (spm) conditions.push(inList('t.id', resourceCache.get(spm), resource));

  const search = query.get('q') ?? query.get('search');
  if (search) conditions.push(...searchCondition(resource, registry, search));

  if (resource.dateField) {
    const from = parseDateTime(query.get('date_from') ?? '');
    const to = parseDateTime(query.get('date_to') ?? '');
    if (from) conditions.push({ sql: `t."${resource.dateField}" >= ?`, args: [from] });
    if (to) conditions.push({ sql: `t."${resource.dateField}" <= ?`, args: [to] });
  }

  const labels = query.get('labels');
  if (labels && resource.fields.labels?.kind === 'm2m') {
    for (const item of labels.split(',').filter(Boolean)) {
      const [labelName, labelValue] = item.split(':');
      const labelIds =
        labelValue === undefined
          ? [item]
          : ctx.services.db
              .all(
                labelValue === '*' ? 'SELECT id FROM labels WHERE name = ?' : 'SELECT id FROM labels WHERE name = ? AND value = ?',
                ...(labelValue === '*' ? [labelName] : [labelName, labelValue]),
              )
              .map((row) => row.id);
      conditions.push(labelIds.length ? relatedFilter(resource.fields.labels, 'in', labelIds) : { sql: '0', args: [] });
    }
  }
  return combine(scope, conditions, query.get('_rel'));
}

function inList(expression, ids, resource) {
  const values = resource.integerIds ? ids.map(Number).filter(Number.isInteger) : ids;
  if (!values.length) return { sql: '0', args: [] };
  const list = valueList(values);
  return { sql: `${expression} IN ${list.sql}`, args: list.args };
}

/**
 * The scope always applies; `_rel=or|not` turns the AND of the filters into an OR or negates it.
 * Under a plain AND, the one filter that can list its rows in order (`ordered`, a node subtree)
 * is offered as `driver`, with the clause of the other conditions (listSource()).
 */
function combine(scope, filters, relation) {
  const all = [...scope];
  if (filters.length) {
    const joined = filters.map((c) => `(${c.sql})`).join(relation === 'or' ? ' OR ' : ' AND ');
    all.push({ sql: relation === 'not' ? `NOT (${joined})` : `(${joined})`, args: filters.flatMap((c) => c.args) });
  }
  /** @type {{sql: string, args: any[], driver?: {ordered: (column: string) => {table: string, key: string}, rest: {sql: string, args: any[]}}}} */
  const where = all.length ? { sql: `WHERE ${all.map((c) => `(${c.sql})`).join(' AND ')}`, args: all.flatMap((c) => c.args) } : { sql: '', args: [] };
  const drivers = relation === 'or' || relation === 'not' ? [] : filters.filter((c) => c.ordered);
  if (drivers.length === 1) {
    where.driver = {
      ordered: drivers[0].ordered,
      rest: combine(
        scope,
        filters.filter((c) => c !== drivers[0]),
      ),
    };
  }
  return where;
}

/** The ORDER BY terms: `order=-name,date_created` restricted to orderable fields, else the default. */
function orderTerms(resource, ctx) {
  const requested = (ctx.query.get('order') ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const allowed = requested.filter((item) => {
    const field = resource.fields[item.replace(/^-/, '')];
    return field?.order && field.kind !== 'm2m' && queryable(field);
  });
  return (allowed.length ? allowed : resource.ordering).map((item) => ({ descending: item.startsWith('-'), field: resource.fields[item.replace(/^-/, '')] }));
}

/** The ORDER BY clause of a list request. */
function buildOrder(resource, ctx) {
  const terms = orderTerms(resource, ctx);
  const sql = terms.map(({ field, descending }) => {
    let expression = fieldExpression(resource, field);
    if (field.kind === 'fk') {
      const target = ctx.services.registry.get(field.target);
      expression = `(SELECT "${target.slug}" FROM "${target.table}" WHERE id = t."${field.column}")`;
    }
    return `${expression}${descending ? ' DESC' : ''}`;
  });
  // rowid breaks ties: every index ends with it, so an (org_id, scope..., name) index serves the whole ORDER BY,
  // read backwards for a descending sort when rowid runs the same way as the last term.
  return `ORDER BY ${[...sql, terms.at(-1)?.descending ? 't.rowid DESC' : 't.rowid'].join(', ')}`;
}

/**
 * FROM, WHERE and ORDER BY of a list's rows, with their arguments. When a filter
 * keeps its rows in the order of the one column the list is ordered by (the
 * `driver` of buildWhere()), that index drives the walk: the page is its first
 * entries that meet the other conditions, in the same order, ties broken by rowid.
 */
export function listSource(resource, ctx, where) {
  const terms = orderTerms(resource, ctx);
  const [{ field, descending }] = terms;
  if (where.driver && terms.length === 1 && field.column && field.kind !== 'fk' && field.kind !== 'sql') {
    const { table, key } = where.driver.ordered(field.column);
    const { sql, args } = where.driver.rest;
    const direction = descending ? ' DESC' : '';
    // CROSS JOIN keeps SQLite from starting with the resource's table.
    return {
      sql: `FROM ${table} s CROSS JOIN "${resource.table}" t ON t.rowid = s.r ${sql ? `${sql} AND` : 'WHERE'} s.key = ? ORDER BY s.v${direction}, s.r${direction}`,
      args: [...args, key],
    };
  }
  return { sql: `FROM "${resource.table}" t ${where.sql} ${buildOrder(resource, ctx)}`, args: where.args };
}

/** limit/offset as DRF's LimitOffsetPagination reads them; no (valid) limit = no paging. */
export function pageOf(query) {
  const limit = Number(query.get('limit'));
  if (!query.has('limit') || !Number.isInteger(limit) || limit <= 0) return null;
  const offset = Number(query.get('offset'));
  return { limit: Math.min(limit, MAX_LIMIT), offset: Number.isInteger(offset) && offset > 0 ? offset : 0 };
}

/** The row of a resource (`columns` of it, all by default) with its SQL-computed fields, but those named in `skip`. */
export function selectList(resource, skip = [], columns = 't.*') {
  const computed = Object.values(resource.fields)
    .filter((field) => field.kind === 'sql' && !skip.includes(field.name))
    .map((field) => `, (${field.sql}) AS "${field.name}"`)
    .join('');
  return `SELECT t.rowid AS __rowid, ${columns}${computed} FROM "${resource.table}" t`;
}
