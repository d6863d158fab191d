// Rows as objects, and db.cache(): answers kept until the next write, bounded by entries or by weight.
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

describe('rows', () => {
  test('are objects keyed by column name, whatever the name; a repeated name keeps its last value', () => {
    db.run('INSERT INTO items (name) VALUES (?)', 'row');
    assert.deepEqual(db.get('SELECT 1 AS a, 2 AS b, 3 AS a'), { a: 3, b: 2 });
    const odd = db.get(`SELECT 4 AS "we""ird\\ '}; throw 1; ({'", 5 AS "__proto__"`);
    assert.equal(odd[`we"ird\\ '}; throw 1; ({'`], 4);
    assert.equal(Object.getPrototypeOf(odd), Object.prototype, 'a __proto__ column does not set the prototype');
    assert.equal(Object.getOwnPropertyDescriptor(odd, '__proto__')?.value, 5);
    assert.ok(db.all('SELECT id, name FROM items').every((row) => Object.keys(row).join() === 'id,name'));
  });
});

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
