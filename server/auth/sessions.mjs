// Server-side sessions in SQLite, fronted by an in-memory copy: reads cost no
// SQL, and a session is written only when its data changes or its expiry needs
// pushing forward (at most once a minute), so plain GETs never wait on a fsync.
import { randomToken } from '../util/ids.mjs';

export const SESSION_AGE_SECONDS = 24 * 3600;
const REFRESH_AFTER_MS = 60_000;

/**
 * @typedef {{key: string, data: Record<string, any>, expireAt: number, savedAt: number}} Session
 */
export function createSessions(db) {
  /** @type {Map<string, Session>} */
  const cache = new Map();

  function load(key) {
    if (!key) return null;
    let session = cache.get(key);
    if (!session) {
      const row = db.get('SELECT data, expire_at FROM sessions WHERE key = ?', key);
      if (!row) return null;
      session = { key, data: JSON.parse(row.data), expireAt: row.expire_at, savedAt: Date.now() };
      cache.set(key, session);
    }
    if (session.expireAt < Date.now()) {
      destroy(key);
      return null;
    }
    return session;
  }

  function save(session) {
    session.expireAt = Date.now() + SESSION_AGE_SECONDS * 1000;
    session.savedAt = Date.now();
    db.run(
      'INSERT INTO sessions (key, data, expire_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET data = excluded.data, expire_at = excluded.expire_at',
      session.key,
      JSON.stringify(session.data),
      session.expireAt,
    );
    cache.set(session.key, session);
  }

  function create(data = {}) {
    const session = { key: randomToken(32), data, expireAt: 0, savedAt: 0 };
    save(session);
    return session;
  }

  /** Keeps an active session alive without writing on every request. */
  function touch(session) {
    if (Date.now() - session.savedAt > REFRESH_AFTER_MS) save(session);
  }

  function destroy(key) {
    cache.delete(key);
    db.run('DELETE FROM sessions WHERE key = ?', key);
  }

  /** A new key for the same data, as Django's cycle_key() at login (no session fixation). */
  function cycle(session, data) {
    destroy(session.key);
    return create({ ...session.data, ...data });
  }

  /** Ends every session of a user (password reset, deactivation). */
  function destroyForUser(userId) {
    for (const row of db.all('SELECT key, data FROM sessions')) {
      if (JSON.parse(row.data).user_id === userId) destroy(row.key);
    }
  }

  return { load, save, create, touch, destroy, cycle, destroyForUser };
}

/** @typedef {ReturnType<typeof createSessions>} Sessions */
