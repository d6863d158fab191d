// The schema follows the registry: one table per distinct `table` (resources that
// share one, like hosts and databases in `assets`, contribute their columns), one
// link table per many-to-many field, and indexes on what lists filter and sort by.
// Columns a newer registry adds to an existing data file are added in place.
import { storedColumns } from '../registry/define.mjs';

const CORE_TABLES = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sessions (key TEXT PRIMARY KEY, data TEXT NOT NULL, expire_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS bearer_tokens (key TEXT PRIMARY KEY, user_id TEXT NOT NULL, expire_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS users_preference (user_id TEXT NOT NULL, name TEXT NOT NULL, category TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (user_id, name));
CREATE TABLE IF NOT EXISTS system_msg_subscriptions (message_type TEXT PRIMARY KEY, users TEXT NOT NULL, groups TEXT NOT NULL, receive_backends TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS user_msg_subscriptions (user_id TEXT PRIMARY KEY, receive_backends TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS ticket_sessions (ticket_id TEXT PRIMARY KEY, session_id TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS playbook_files (playbook_id TEXT NOT NULL, key TEXT NOT NULL, is_dir INTEGER NOT NULL, content TEXT NOT NULL, PRIMARY KEY (playbook_id, key));
`;

const quote = (name) => `"${name}"`;

/** @param {import('./database.mjs').Db} db @param {import('../registry/index.mjs').Registry} registry */
export function createSchema(db, registry) {
  db.exec(CORE_TABLES);
  const tables = new Map();
  const indexes = new Map();
  const links = new Map();

  for (const resource of registry.all) {
    const columns = tables.get(resource.table) ?? new Map([['id', resource.integerIds ? 'INTEGER' : 'TEXT']]);
    for (const [column, type] of storedColumns(resource)) if (!columns.has(column)) columns.set(column, type);
    tables.set(resource.table, columns);

    // A list filters on org_id and the scope columns, then sorts: one index per sort column starting with
    // that prefix serves both the COUNT and the page; plain ones serve GLOBAL-org lists and lookups.
    const prefix = [...(resource.org ? ['org_id'] : []), ...Object.keys(resource.scope)];
    const sorted = [resource.ordering[0].replace(/^-/, ''), 'date_created', 'date_updated', resource.dateField].map((name) => resource.fields[name]?.column).filter(Boolean);
    const wanted = [...resource.indexes];
    if (prefix.length) wanted.push(prefix);
    for (const column of sorted) wanted.push([...prefix, column]);
    for (const column of ['name', 'username', resource.slug, resource.dateField]) {
      if (column && columns.has(column)) wanted.push([column]);
    }
    for (const field of Object.values(resource.fields)) {
      if (field.kind === 'fk') wanted.push([field.column]);
      if (field.kind === 'm2m') links.set(field.link.table, field.link);
    }
    const list = indexes.get(resource.table) ?? new Map();
    for (const index of wanted) list.set(index.join(','), index);
    indexes.set(resource.table, list);
  }

  for (const [table, columns] of tables) {
    const existing = db.raw.prepare(`PRAGMA table_info(${quote(table)})`).all();
    if (existing.length === 0) {
      const definitions = [...columns].map(([column, type]) =>
        column === 'id' ? `id ${type} PRIMARY KEY${type === 'INTEGER' ? ' AUTOINCREMENT' : ''}` : `${quote(column)} ${type}`,
      );
      db.exec(`CREATE TABLE ${quote(table)} (${definitions.join(', ')})`);
    } else {
      const have = new Set(existing.map((column) => column.name));
      for (const [column, type] of columns) if (!have.has(column)) db.exec(`ALTER TABLE ${quote(table)} ADD COLUMN ${quote(column)} ${type}`);
    }
    const names = new Map([...(indexes.get(table)?.values() ?? [])].map((index) => [`ix_${table}_${index.join('_')}`, index]));
    // Indexes an older registry wanted would only mislead the planner.
    for (const { name } of db.raw.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND name LIKE 'ix_%'").all(table)) {
      if (!names.has(name) && !name.endsWith('_src') && !name.endsWith('_dst')) db.exec(`DROP INDEX ${quote(name)}`);
    }
    for (const [name, index] of names) {
      db.exec(`CREATE INDEX IF NOT EXISTS ${quote(name)} ON ${quote(table)} (${index.map(quote).join(', ')})`);
    }
  }

  for (const link of links.values()) {
    const extra = Object.keys(link.extra ?? {});
    const columns = [link.src, link.dst, ...extra].map((column) => `${quote(column)} TEXT NOT NULL`).join(', ');
    db.exec(`CREATE TABLE IF NOT EXISTS ${quote(link.table)} (${columns})`);
    db.exec(`CREATE INDEX IF NOT EXISTS ${quote(`ix_${link.table}_src`)} ON ${quote(link.table)} (${[...extra, link.src].map(quote).join(', ')})`);
    db.exec(`CREATE INDEX IF NOT EXISTS ${quote(`ix_${link.table}_dst`)} ON ${quote(link.table)} (${[...extra, link.dst].map(quote).join(', ')})`);
  }
}
