// Generic persistence of registry resources: lookup, list, validation and
// writes. Everything here is synchronous (better-sqlite3), so a write and its
// hooks run inside one transaction.
import { valueList } from '../db/values.mjs';
import { referencedByOthers, validationError } from '../http/errors.mjs';
import { ROOT_ORG_ID } from '../orgs/builtin.mjs';
import { isUuid, uuid } from '../util/ids.mjs';
import { nowIso } from '../util/time.mjs';
import { writableFields } from './define.mjs';
import { parseObject, relatedId } from './fields.mjs';
import { FieldError, MSG } from './messages.mjs';
import { buildWhere, listSource, pageOf, selectList } from './query.mjs';

/** Rowids of ordered lists kept between writes (pageRowids()) before they start over: 8 MB, twice that at most. */
const ORDERED_ROWIDS_KEPT = 1_000_000;

const kindOf = (value) => (Array.isArray(value) ? 'list' : value === null ? 'NoneType' : typeof value === 'object' ? 'dict' : typeof value === 'number' ? 'int' : 'str');

/** DRF's error for a body that is not an object (a string, a number, a list), or null for an object. */
export function notADictionary(input) {
  if (input && typeof input === 'object' && !Array.isArray(input)) return null;
  return { non_field_errors: [`Invalid data. Expected a dictionary, but got ${kindOf(input)}.`] };
}

/** @param {{db: import('../db/database.mjs').Db, registry: import('./index.mjs').Registry}} services */
export function createStore({ db, registry }) {
  /** Finds a visible row by id, or by the slug field for other keys. */
  function find(resource, ctx, key) {
    const where = buildWhere(resource, ctx, { filters: false });
    const byId = resource.integerIds ? /^\d+$/.test(String(key)) : isUuid(String(key));
    const column = byId ? 'id' : resource.slug;
    // A key that is not an id, on a table without the slug column (comments, keys): nothing has it.
    if (!byId && !resource.fields[column]?.column) return null;
    const value = byId && resource.integerIds ? Number(key) : String(key);
    const clause = where.sql ? `${where.sql} AND t."${column}" = ?` : `WHERE t."${column}" = ?`;
    return db.get(`${selectList(resource)} ${clause} LIMIT 1`, ...where.args, value) ?? null;
  }

  /**
   * COUNT answers, valid until the next write anywhere: a count of a large
   * filtered set costs milliseconds, and lists ask for it on every page.
   */
  const counts = db.cache('counts');

  function count(resource, where) {
    const sql = `SELECT COUNT(*) AS n FROM "${resource.table}" t ${where.sql}`;
    return counts.get(`${sql}\u0000${JSON.stringify(where.args)}`, () => db.get(sql, ...where.args).n);
  }

  /** Rows (`columns` of them, with SQL-computed fields but those in `skip`) for ordered rowids, in that order. */
  function rowsFor(resource, rowids, skip, columns) {
    if (!rowids.length) return [];
    const list = valueList(rowids);
    const rows = db.all(`${selectList(resource, skip, columns)} WHERE t.rowid IN ${list.sql}`, ...list.args);
    const byRowid = new Map(rows.map((row) => [row.__rowid, row]));
    return rowids.map((rowid) => byRowid.get(rowid)).filter(Boolean);
  }

  /**
   * The filtered, ordered rows of a list request, and the page it asked for. The page
   * is found on rowids first, so computed columns are only evaluated for its rows;
   * `skip` names SQL-computed fields the caller does not need, and `columns` (SQL, of
   * the table `t`) the columns it does, all of them by default.
   * @param {import('./define.mjs').Resource} resource @param {any} ctx @param {{maxRows?: number, skip?: string[], columns?: string}} [options]
   */
  function list(resource, ctx, { maxRows, skip = [], columns = 't.*' } = {}) {
    const where = buildWhere(resource, ctx);
    const source = listSource(resource, ctx, where);
    const page = pageOf(ctx.query);
    if (!page) {
      const limit = maxRows ? ` LIMIT ${maxRows}` : '';
      return {
        rows: rowsFor(
          resource,
          db.all(`SELECT t.rowid AS r ${source.sql}${limit}`, ...source.args).map((row) => row.r),
          skip,
          columns,
        ),
        page: null,
        count: null,
      };
    }
    const total = count(resource, where);
    const rowids = total > page.offset ? pageRowids(source, page, total) : [];
    return { rows: rowsFor(resource, rowids, skip, columns), page, count: total };
  }

  /**
   * The ordered rowids of a list paged through since the last write, until the next
   * one: its later pages are slices of them. OFFSET walks the index entries before a
   * page, thousands for a deep page of the 20,000 assets, on every request. The first
   * page of a list after a write reads as it would without them, so a list read once
   * between writes costs no more than before. The lists kept start over once they hold
   * ORDERED_ROWIDS_KEPT rowids, and a longer list is never kept.
   */
  const orders = db.cache('list orders', { limit: ORDERED_ROWIDS_KEPT, weigh: (rowids) => rowids.length });
  const pagesRead = db.cache('list pages read');

  function pageRowids(source, page, total) {
    const key = `${source.sql}\u0000${JSON.stringify(source.args)}`;
    const reads = pagesRead.get(key, () => ({ count: 0 }));
    reads.count += 1;
    if (reads.count > 1 && total <= ORDERED_ROWIDS_KEPT) {
      const ordered = orders.get(key, () => db.all(`SELECT t.rowid AS r ${source.sql}`, ...source.args).map((row) => row.r));
      return ordered.slice(page.offset, page.offset + page.limit);
    }
    return db.all(`SELECT t.rowid AS r ${source.sql} LIMIT ? OFFSET ?`, ...source.args, page.limit, page.offset).map((row) => row.r);
  }

  /** The rows a filtered bulk action applies to, and how many rows it could have reached. */
  function filteredIds(resource, ctx) {
    const where = buildWhere(resource, ctx);
    const scope = buildWhere(resource, ctx, { filters: false });
    const ids = db.all(`SELECT t.id FROM "${resource.table}" t ${where.sql}`, ...where.args).map((row) => row.id);
    const total = db.get(`SELECT COUNT(*) AS n FROM "${resource.table}" t ${scope.sql}`, ...scope.args).n;
    return { ids, total };
  }

  function targetExists(target, ctx, ids) {
    const orgClause = target.org && ctx.org.id !== ROOT_ORG_ID ? ' AND org_id = ?' : '';
    const args = target.org && ctx.org.id !== ROOT_ORG_ID ? [ctx.org.id] : [];
    const found = db.all(`SELECT id FROM "${target.table}" WHERE id IN (SELECT value FROM json_each(?))${orgClause}`, JSON.stringify(ids), ...args).map((row) => row.id);
    return new Set(found);
  }

  function resolveRelated(field, raw, ctx) {
    const target = registry.get(field.target);
    const toId = (item) => (field.resolveItem ? field.resolveItem(item, ctx) : relatedId(item, target.integerIds));
    if (field.kind === 'fk') {
      const id = toId(raw);
      if (!targetExists(target, ctx, [id]).has(id)) throw new FieldError(MSG.pkMissing(id));
      return id;
    }
    if (!Array.isArray(raw)) throw new FieldError(MSG.notAList(raw));
    const ids = [...new Set(raw.map(toId))];
    const existing = targetExists(target, ctx, ids);
    const missing = ids.find((id) => !existing.has(id));
    if (missing !== undefined) throw new FieldError(MSG.pkMissing(missing));
    if (field.minItems && ids.length < field.minItems) throw new FieldError(MSG.emptyList);
    return ids;
  }

  function checkUnique(resource, field, value, ctx, instance) {
    if (value === null || value === undefined || value === '') return false;
    const conditions = [`"${field.column}" = ?`];
    const args = [field.toDb(value)];
    if (field.unique === 'org' && resource.org) {
      conditions.push('org_id = ?');
      args.push(instance?.org_id ?? ctx.org.id);
    }
    for (const [column, scoped] of Object.entries(resource.scope)) {
      if (field.unique === 'scope') {
        conditions.push(`"${column}" = ?`);
        args.push(scoped);
      }
    }
    if (instance) {
      conditions.push('id != ?');
      args.push(instance.id);
    }
    return Boolean(db.get(`SELECT 1 AS hit FROM "${resource.table}" WHERE ${conditions.join(' AND ')} LIMIT 1`, ...args));
  }

  /**
   * Validates one client object; returns the parsed values or the DRF error dict.
   * @returns {{value: Record<string, any>, errors: Record<string, any>}}
   */
  function validate(resource, input, ctx, { instance = null, partial = false } = {}) {
    const wrongKind = notADictionary(input);
    if (wrongKind) return { value: {}, errors: wrongKind };
    const fields = Object.fromEntries(writableFields(resource).map((field) => [field.name, field]));
    const internal = resource.toInternal ? resource.toInternal(input, ctx) : input;
    const { value, errors } = parseObject(fields, internal, ctx, { partial: partial || Boolean(instance && resource.partialPut) });
    for (const field of Object.values(fields)) {
      if (field.variants && field.name in value && !errors[field.name]) parseTyped(field, value, errors, ctx, { instance, partial });
    }
    for (const field of Object.values(fields)) {
      if (!(field.name in value) || errors[field.name]) continue;
      if ((field.kind === 'fk' || field.kind === 'm2m') && value[field.name] !== null) {
        try {
          value[field.name] = resolveRelated(field, value[field.name], ctx);
        } catch (error) {
          if (!(error instanceof FieldError)) throw error;
          errors[field.name] = error.messages;
        }
      }
      if (field.unique && !errors[field.name] && checkUnique(resource, field, value[field.name], ctx, instance)) {
        errors[field.name] = [field.unique === true ? `${resource.label.toLowerCase()} with this ${field.label.toLowerCase()} already exists.` : MSG.unique];
      }
    }
    if (!Object.keys(errors).length && resource.validate) {
      try {
        resource.validate(value, ctx, instance);
      } catch (error) {
        if (!(error instanceof FieldError)) throw error;
        Object.assign(errors, Array.isArray(error.messages) ? { non_field_errors: error.messages } : error.messages);
      }
    }
    return { value, errors };
  }

  /**
   * A typed nested object checked against the sub-fields of its type: the object's own
   * (an update) or the one the request names (`?type=`, a create). The stored value is
   * kept under what an update leaves out (a secret not typed again), as JumpServer's
   * validate_meta merges it.
   */
  function parseTyped(field, value, errors, ctx, { instance, partial }) {
    const type = instance ? instance[field.by] : ctx.query?.get(field.by);
    const children = field.variants[type ?? ''];
    if (!children) {
      delete value[field.name];
      return;
    }
    // A secret left out of an update keeps its stored value, whether or not a new object needs it.
    const own = instance ? Object.fromEntries(Object.entries(children).map(([key, child]) => [key, child.writeOnly ? { ...child, required: false } : child])) : children;
    const parsed = parseObject(own, value[field.name], ctx, { partial });
    if (Object.keys(parsed.errors).length) errors[field.name] = parsed.errors;
    else value[field.name] = { ...(instance ? field.fromDb(instance[field.column]) : {}), ...parsed.value };
  }

  /** Validates and throws the DRF 400 body on failure. */
  function validOrThrow(resource, input, ctx, options) {
    const { value, errors } = validate(resource, input, ctx, options);
    if (Object.keys(errors).length) throw validationError(errors);
    return value;
  }

  function writeLinks(resource, id, value) {
    for (const field of Object.values(resource.fields)) {
      if (field.kind !== 'm2m' || !(field.name in value)) continue;
      const { table, src, dst, extra = {} } = field.link;
      const extraColumns = Object.keys(extra);
      const extraSql = extraColumns.map((column) => ` AND "${column}" = ?`).join('');
      db.run(`DELETE FROM "${table}" WHERE "${src}" = ?${extraSql}`, String(id), ...Object.values(extra));
      const columns = [src, dst, ...extraColumns].map((column) => `"${column}"`).join(', ');
      const placeholders = [src, dst, ...extraColumns].map(() => '?').join(', ');
      for (const target of value[field.name] ?? []) {
        db.run(`INSERT INTO "${table}" (${columns}) VALUES (${placeholders})`, String(id), String(target), ...Object.values(extra));
      }
    }
  }

  function stampedColumns(resource, value, ctx, creating) {
    /** @type {Record<string, any>} */
    const columns = {};
    for (const field of Object.values(resource.fields)) {
      if (!field.column || field.kind === 'id') continue;
      if (field.auto === 'updated' || (field.auto === 'created' && creating)) columns[field.column] = nowIso();
      else if (field.auto === 'updater' || (field.auto === 'creator' && creating)) columns[field.column] = ctx.user?.name ?? '';
      if (field.name in value) columns[field.column] = value[field.name] === null ? null : field.toDb(value[field.name]);
    }
    return columns;
  }

  /** Inserts validated values; returns the new row as a list query would read it. */
  function insert(resource, value, ctx) {
    resource.prepare?.(value, ctx, null);
    const columns = stampedColumns(resource, value, ctx, true);
    if (!resource.integerIds) columns.id = value.id ?? uuid();
    Object.assign(columns, resource.scope);
    if (resource.org) columns.org_id = value.org_id ?? ctx.org.id;
    const names = Object.keys(columns);
    const result = db.run(
      `INSERT INTO "${resource.table}" (${names.map((name) => `"${name}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      ...Object.values(columns),
    );
    const id = resource.integerIds ? Number(result.lastInsertRowid) : columns.id;
    writeLinks(resource, id, value);
    const row = reload(resource, id);
    if (!resource.afterSave) return row;
    resource.afterSave(row, value, ctx, true);
    return reload(resource, id);
  }

  function update(resource, instance, value, ctx) {
    resource.prepare?.(value, ctx, instance);
    const columns = stampedColumns(resource, value, ctx, false);
    const names = Object.keys(columns);
    if (names.length) {
      db.run(`UPDATE "${resource.table}" SET ${names.map((name) => `"${name}" = ?`).join(', ')} WHERE id = ?`, ...Object.values(columns), instance.id);
    }
    writeLinks(resource, instance.id, value);
    const row = reload(resource, instance.id);
    if (!resource.afterSave) return row;
    resource.afterSave(row, value, ctx, false);
    return reload(resource, instance.id);
  }

  function reload(resource, id) {
    return db.get(`${selectList(resource)} WHERE t.id = ?`, id);
  }

  /** Deletes a row after the resource's own check; protected references refuse, others are cleared. */
  function remove(resource, row, ctx) {
    resource.beforeDelete?.(row, ctx);
    for (const { resource: source, field } of registry.referencesTo(resource.table)) {
      if (field.kind === 'fk') {
        const onDelete = field.onDelete ?? 'null';
        if (onDelete === 'protect') {
          if (db.get(`SELECT 1 AS hit FROM "${source.table}" WHERE "${field.column}" = ? LIMIT 1`, row.id)) throw referencedByOthers();
        } else if (onDelete === 'cascade') {
          for (const child of db.all(`SELECT * FROM "${source.table}" WHERE "${field.column}" = ?`, row.id)) remove(source, child, ctx);
        } else {
          db.run(`UPDATE "${source.table}" SET "${field.column}" = NULL WHERE "${field.column}" = ?`, row.id);
        }
      } else {
        db.run(`DELETE FROM "${field.link.table}" WHERE "${field.link.dst}" = ?`, String(row.id));
      }
    }
    for (const field of Object.values(resource.fields)) {
      if (field.kind === 'm2m') db.run(`DELETE FROM "${field.link.table}" WHERE "${field.link.src}" = ?`, String(row.id));
    }
    db.run(`DELETE FROM "${resource.table}" WHERE id = ?`, row.id);
  }

  return { find, list, filteredIds, validate, validOrThrow, insert, update, remove, reload };
}

/** @typedef {ReturnType<typeof createStore>} Store */
