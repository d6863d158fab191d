// Bearer tokens of POST /api/v1/authentication/auth/ (AccessTokenAuthentication).
import { randomToken } from '../util/ids.mjs';

export const TOKEN_AGE_SECONDS = 24 * 3600;

export function createTokens(db) {
  /** Looked up on every request of an API client; a revoked token is a write, which empties this. */
  const live = db.cache('bearer tokens', { limit: 1000 });
  /** The token's row while it lives, else null. */
  const liveRow = (key) => {
    const row = live.get(key, () => db.get('SELECT user_id, expire_at FROM bearer_tokens WHERE key = ?', key) ?? null);
    return row && row.expire_at > Date.now() ? row : null;
  };
  return {
    issue(userId) {
      const key = randomToken(48);
      const expireAt = Date.now() + TOKEN_AGE_SECONDS * 1000;
      db.run('INSERT INTO bearer_tokens (key, user_id, expire_at) VALUES (?, ?, ?)', key, userId, expireAt);
      return { key, expireAt };
    },
    /** @returns {number|undefined} when a live token was issued (ms) */
    issuedAt(key) {
      const row = liveRow(key);
      return row ? row.expire_at - TOKEN_AGE_SECONDS * 1000 : undefined;
    },
    /** @returns {string|null} the user id of a live token */
    userFor(key) {
      return liveRow(key)?.user_id ?? null;
    },
  };
}
