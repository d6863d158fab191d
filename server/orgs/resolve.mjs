// The organization of a request, in JumpServer's order: ?oid=, the X-JMS-ORG
// header, the X-JMS-ORG cookie, the session (api-contract 1.4).
import { BUILTIN_ORGS, DEFAULT_ORG_ID, ORG_ALIASES } from './builtin.mjs';

export function createOrgDirectory({ db, config, rbac }) {
  /** Kept until the next write (a rename or deletion is one). */
  const cache = db.cache('organization names', { limit: 1 });

  function nameOf(id) {
    if (BUILTIN_ORGS[id]) return BUILTIN_ORGS[id].name;
    const names = cache.get('names', () => new Map(db.all('SELECT id, name FROM orgs').map((row) => [row.id, row.name])));
    return names.get(id) ?? '';
  }

  /** @param {any} ctx @returns {{id: string, name: string}} */
  function resolve(ctx) {
    const raw =
      ctx.query.get('oid') || String(ctx.req.headers['x-jms-org'] ?? '') || ctx.cookies['X-JMS-ORG'] || ctx.session?.data.oid || '';
    const id = ORG_ALIASES[raw.toLowerCase()] ?? raw;
    if (BUILTIN_ORGS[id]) return { id, name: nameOf(id) };
    if (config.xpack && id && nameOf(id)) return { id, name: nameOf(id) };
    if (!config.xpack || !ctx.user) return { id: DEFAULT_ORG_ID, name: nameOf(DEFAULT_ORG_ID) };
    const fallback = rbac.firstJoinedOrg(ctx.user.id);
    return { id: fallback, name: nameOf(fallback) };
  }

  return { resolve, nameOf };
}
