// Bearer tokens of POST /api/v1/authentication/auth/ (AccessTokenAuthentication).
import { randomToken } from '../util/ids.mjs';

export const TOKEN_AGE_SECONDS = 24 * 3600;

export function createTokens(db) {
  return {
    issue(userId) {
      const key = randomToken(48);
      const expireAt = Date.now() + TOKEN_AGE_SECONDS * 1000;
      db.run('INSERT INTO bearer_tokens (key, user_id, expire_at) VALUES (?, ?, ?)', key, userId, expireAt);
      return { key, expireAt };
    },
    /** @returns {string|null} the user id of a live token */
    userFor(key) {
      const row = db.get('SELECT user_id, expire_at FROM bearer_tokens WHERE key = ?', key);
      return row && row.expire_at > Date.now() ? row.user_id : null;
    },
  };
}
