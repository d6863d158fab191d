// db.cache(): answers kept until the next write, bounded by entries or by weight.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { openDatabase } from '../../server/db/database.mjs';
import { temporaryDir } from './helpers.mjs';

let dataDir;
let db;
before(() => {
  dataDir = temporaryDir('jms-db-');
  db = openDatabase({ dataDir });
  db.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)');
});
after(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A cache whose reads are counted. */
function counted(name, options) {
  const cache = db.cache(name, options);
  const reads = [];
  return {
    reads,
    get: (key, value = key) =>
      cache.get(key, () => {
        reads.push(key);
        return value;
      }),
  };
}

describe('db.cache', () => {
  test('answers again without reading, until the next write', () => {
    const cache = counted('until a write');
    cache.get('a');
    cache.get('a');
    assert.deepEqual(cache.reads, ['a']);
    db.run('INSERT INTO items (name) VALUES (?)', 'one');
    cache.get('a');
    assert.deepEqual(cache.reads, ['a', 'a']);
  });

  test('starts over once it holds `limit` entries', () => {
    const cache = counted('by entries', { limit: 2 });
    for (const key of ['a', 'b', 'a', 'c', 'a']) cache.get(key);
    assert.deepEqual(cache.reads, ['a', 'b', 'c', 'a'], 'c found it full and emptied it, so a is read again');
  });

  test('with `weigh`, starts over once its entries weigh `limit`', () => {
    const cache = counted('by weight', { limit: 10, weigh: (rows) => rows.length });
    cache.get('six', [1, 2, 3, 4, 5, 6]);
    cache.get('three', [1, 2, 3]);
    cache.get('six');
    assert.deepEqual(cache.reads, ['six', 'three'], '9 of 10: both kept');
    cache.get('two', [1, 2]);
    cache.get('one', [1]);
    cache.get('six', [1, 2, 3, 4, 5, 6]);
    assert.deepEqual(cache.reads, ['six', 'three', 'two', 'one', 'six'], 'one found 11 and emptied it');
  });
});
