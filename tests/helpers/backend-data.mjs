// Writes what no API may write (an id a messaging service's QR login stores)
// straight into a test backend's database file, as that service would have.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const Database = createRequire(import.meta.url)('better-sqlite3');

/** Opens the backend's database in `dataDir`, runs `use` on it, closes it. */
export function withBackendDatabase(dataDir, use, { readonly = false } = {}) {
  const db = new Database(join(dataDir, 'jumpserver-dev.sqlite3'), { readonly });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** Sets one column of a user, found by username. */
export function storeUserColumn(dataDir, username, column, value) {
  withBackendDatabase(dataDir, (db) => db.prepare(`UPDATE users SET ${column} = ? WHERE username = ?`).run(value, username));
}
