// The organization of a request, in JumpServer's order: ?oid=, the X-JMS-ORG
// header, the X-JMS-ORG cookie, the session (api-contract 1.4).
import { BUILTIN_ORGS, DEFAULT_ORG_ID, ORG_ALIASES, ROOT_ORG_ID } from './builtin.mjs';

const identity = (text) => text;

export function createOrgDirectory({ db, config, rbac }) {
  /** Kept until the next write (a rename, a deletion or a settings change is one). */
  const cache = db.cache('organization names', { limit: 1 });

  const names = () =>
    cache.get('names', () => {
      const byId = new Map(db.all('SELECT id, name FROM orgs').map((row) => [row.id, row.name]));
      // The settings table, not the settings service: reader threads name organizations too.
      const setting = db.get("SELECT value FROM settings WHERE name = 'GLOBAL_ORG_DISPLAY_NAME'");
      const rootName = setting ? JSON.parse(setting.value) : '';
      if (typeof rootName === 'string' && rootName) byId.set(ROOT_ORG_ID, rootName);
      return byId;
    });

  /**
   * An organization's name. The global one is named by the GLOBAL_ORG_DISPLAY_NAME
   * setting, else "GLOBAL" in the request's language, as Organization.root() does.
   * @param {string} id @param {(text: string) => string} [t]
   */
  function nameOf(id, t = identity) {
    const stored = names().get(id);
    if (stored) return stored;
    return BUILTIN_ORGS[id] ? t(BUILTIN_ORGS[id].name) : '';
  }

  /** @param {any} ctx @returns {{id: string, name: string}} */
  function resolve(ctx) {
    const raw = ctx.query.get('oid') || String(ctx.req.headers['x-jms-org'] ?? '') || ctx.cookies['X-JMS-ORG'] || ctx.session?.data.oid || '';
    const id = ORG_ALIASES[raw.toLowerCase()] ?? raw;
    const named = (orgId) => ({ id: orgId, name: nameOf(orgId, ctx.t) });
    if (BUILTIN_ORGS[id]) return named(id);
    if (config.xpack && id && nameOf(id)) return named(id);
    if (!config.xpack || !ctx.user) return named(DEFAULT_ORG_ID);
    return named(rbac.firstJoinedOrg(ctx.user.id));
  }

  return { resolve, nameOf };
}
