// POST /api/v1/common/resources/cache/ → {spm}: a list of ids kept for 300 s,
// which any list then reads through ?spm= (api-contract 4.13).
import { uuid } from '../util/ids.mjs';

const TTL_MS = 300_000;

export function createResourceCache() {
  /** @type {Map<string, {ids: string[], expires: number}>} */
  const entries = new Map();
  return {
    put(ids) {
      const spm = uuid();
      const now = Date.now();
      for (const [key, entry] of entries) if (entry.expires < now) entries.delete(key);
      if (ids) entries.set(spm, { ids, expires: now + TTL_MS });
      return spm;
    },
    /** An unknown or expired spm filters to nothing, not to an error. */
    get(spm) {
      const entry = entries.get(spm);
      return entry && entry.expires > Date.now() ? entry.ids : [];
    },
  };
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerResourceCacheRoutes(router) {
  router.add(
    'POST',
    '/api/v1/common/resources/cache/',
    async (ctx) => {
      const body = (await ctx.body()) ?? {};
      const ids = Array.isArray(body.resources) ? body.resources.map(String) : null;
      return { spm: ctx.services.resourceCache.put(ids) };
    },
    { name: 'Resources cache' },
  );
}
