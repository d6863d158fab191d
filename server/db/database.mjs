// SQLite through better-sqlite3. WAL with synchronous=FULL makes every committed
// transaction durable before the response that acknowledges it is written, so a
// kill -9 loses nothing a client was told had succeeded.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const Database = createRequire(import.meta.url)('better-sqlite3');

/** Per-request SQL statement counter, only kept when the debug header is wanted. */
export const sqlCounter = new AsyncLocalStorage();

/**
 * @param {{dataDir: string, debugSql: boolean}} config
 */
export function openDatabase({ dataDir, debugSql }) {
  const directory = resolve(dataDir);
  mkdirSync(directory, { recursive: true });
  const raw = new Database(join(directory, 'jumpserver-dev.sqlite3'));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = OFF');
  raw.pragma('busy_timeout = 5000');
  raw.pragma('cache_size = -65536');
  raw.pragma('temp_store = MEMORY');

  /** @type {Map<string, import('better-sqlite3').Statement>} */
  const statements = new Map();

  function prepare(sql) {
    let statement = statements.get(sql);
    if (!statement) {
      statement = raw.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  }

  // Bumped by every write, so caches of read results know when they are stale.
  let generation = 0;

  const count = debugSql
    ? () => {
        const store = sqlCounter.getStore();
        if (store) store.count += 1;
      }
    : () => {};

  return {
    raw,
    /** @returns {any[]} */
    all(sql, ...params) {
      count();
      return prepare(sql).all(...params);
    },
    /** @returns {any} */
    get(sql, ...params) {
      count();
      return prepare(sql).get(...params);
    },
    run(sql, ...params) {
      count();
      generation += 1;
      return prepare(sql).run(...params);
    },
    generation: () => generation,
    /** Runs fn in one transaction (nested calls join the outer one). */
    transaction(fn) {
      return raw.transaction(fn)();
    },
    exec(sql) {
      generation += 1;
      raw.exec(sql);
    },
    close() {
      if (raw.open) raw.close();
    },
  };
}

/** @typedef {ReturnType<typeof openDatabase>} Db */
