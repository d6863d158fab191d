// SQLite through better-sqlite3. WAL with synchronous=FULL makes every committed
// transaction durable before the response that acknowledges it is written, so a
// kill -9 loses nothing a client was told had succeeded.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { sharedObjectMaker } from '../util/object-maker.mjs';

const Database = createRequire(import.meta.url)('better-sqlite3');

/** Per-request SQL statement counter, only kept when the debug header is wanted. */
export const sqlCounter = new AsyncLocalStorage();

/**
 * @param {{dataDir: string, debugSql?: boolean, readOnly?: boolean}} config readOnly: a reader thread's
 *   connection, refused every write
 */
export function openDatabase({ dataDir, debugSql = false, readOnly = false }) {
  const directory = resolve(dataDir);
  mkdirSync(directory, { recursive: true });
  // A reader opens the file read-only: it cannot write the data, yet keeps TEMP tables of its own (scratch()).
  const raw = new Database(join(directory, 'jumpserver-dev.sqlite3'), { readonly: readOnly });
  if (!readOnly) raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = OFF');
  raw.pragma('busy_timeout = 5000');
  raw.pragma('cache_size = -65536');
  raw.pragma('temp_store = MEMORY');

  /** @type {Map<string, import('better-sqlite3').Statement>} */
  const statements = new Map();
  /** @type {WeakMap<import('better-sqlite3').Statement, (values: any[]) => Record<string, any>>} */
  const rowMakers = new WeakMap();

  function prepare(sql) {
    let statement = statements.get(sql);
    if (!statement) {
      statement = raw.prepare(sql);
      if (statement.reader) {
        // Rows come as arrays and become objects through one literal per list of column names
        // (better-sqlite3's own objects are made key by key through the V8 API).
        statement.raw(true);
        rowMakers.set(statement, sharedObjectMaker(statement.columns().map((column) => column.name)));
      }
      statements.set(sql, statement);
    }
    return statement;
  }

  /** The row maker of a reading statement (prepare() made it). */
  const makerOf = (statement) => /** @type {(values: any[]) => Record<string, any>} */ (rowMakers.get(statement));

  // Bumped by every write, so caches of read results know when they are stale.
  let generation = 0;
  let dataVersion = 0;
  const dataVersionStatement = raw.prepare('PRAGMA data_version').pluck();
  const begin = raw.prepare('BEGIN');
  const commit = raw.prepare('COMMIT');
  /** @type {Map<string, {get: <T>(key: string, read: () => T) => T}>} */
  const caches = new Map();

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
      const statement = prepare(sql);
      return statement.all(...params).map(makerOf(statement));
    },
    /** @returns {any} */
    get(sql, ...params) {
      count();
      const statement = prepare(sql);
      const values = statement.get(...params);
      return values === undefined ? undefined : makerOf(statement)(values);
    },
    run(sql, ...params) {
      count();
      generation += 1;
      return prepare(sql).run(...params);
    },
    generation: () => generation,
    /**
     * The cache called `name` of answers read from this connection, emptied by the
     * next write: for reads every request repeats (the caller's user, a list's COUNT).
     * Bounded by `limit`, reached which it starts over: a number of entries, or of what
     * `weigh` says each one weighs (the rowids of a list). `onClear` runs whenever it
     * starts over (to drop what its entries stand for, such as rows in a TEMP table).
     * @param {string} name @param {{limit?: number, weigh?: (value: any) => number, onClear?: () => void}} [options]
     */
    cache(name, { limit = 5000, weigh = () => 1, onClear = () => {} } = {}) {
      const existing = caches.get(name);
      if (existing) return existing;
      /** @type {Map<string, any>} */
      const entries = new Map();
      let weight = 0;
      let seen = generation;
      const clear = () => {
        if (entries.size) onClear();
        entries.clear();
        weight = 0;
      };
      const cache = {
        /** @template T @param {string} key @param {() => T} read @returns {T} */
        get(key, read) {
          if (seen !== generation) {
            clear();
            seen = generation;
          }
          if (entries.has(key)) return entries.get(key);
          // Before the read: what it makes may stand for the entry (rows in a TEMP table), and clear() drops that.
          if (weight >= limit) clear();
          const value = read();
          entries.set(key, value);
          weight += weigh(value);
          return value;
        },
      };
      caches.set(name, cache);
      return cache;
    },
    /**
     * Runs fn in one transaction (nested calls join the outer one). Its end moves the
     * generation on as well: an answer cached between a write and its rollback is stale.
     */
    transaction(fn) {
      try {
        return raw.transaction(fn)();
      } finally {
        generation += 1;
      }
    },
    /**
     * Runs fn, which only reads, in one read transaction: one snapshot for all its
     * statements, and one lock on the WAL index instead of one per statement (a
     * page and its related objects are half a dozen). Inside a transaction already,
     * fn joins it. A read-only connection (a reader thread) reads while another one
     * writes: when the snapshot holds the other's commits since its last one, its
     * cached answers start over.
     */
    snapshot(fn) {
      if (raw.inTransaction) return fn();
      begin.run();
      try {
        if (readOnly) {
          // The first statement of the transaction: the version of the snapshot fn reads.
          const version = dataVersionStatement.get();
          if (version !== dataVersion) {
            dataVersion = version;
            generation += 1;
          }
        }
        return fn();
      } finally {
        commit.run();
      }
    },
    /**
     * Planner statistics for the tables that lack them (a fresh seed, an older data
     * file): without them SQLite guesses, and picks whole-index scans for lists
     * filtered to a few hundred rows.
     */
    optimize() {
      raw.pragma('analysis_limit = 1000');
      raw.pragma('optimize = 0x10002');
    },
    /**
     * Writes this connection's own TEMP tables: data derived from the database for
     * faster reads, private to the connection, so it moves no generation (it changes
     * nothing another read could see) and works on a read-only connection too.
     */
    scratch(sql, ...params) {
      if (!/\btemp\./i.test(sql)) throw new Error(`scratch() writes TEMP tables only: ${sql}`);
      return prepare(sql).run(...params);
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
