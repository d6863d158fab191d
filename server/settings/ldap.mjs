// LDAP, whether asked over REST (v3.0–3.9) or over the /ws/ldap/ websocket
// (v3.10+): test the config, test a login, sync users into a cache, import them.
// Each returns a message or throws an Error saying what went wrong.
import { ROLE_IDS } from '../rbac/builtin-roles.mjs';
import { uuid } from '../util/ids.mjs';
import { daysFromNow, nowIso } from '../util/time.mjs';
import { ldapBind, ldapSearch } from './probes.mjs';

export const NOT_SYNCED = 'Users are not synchronized, please click the user synchronization button';

/** Saved LDAP settings, overridden by the AUTH_LDAP_* keys given (the bind password may be encrypted). */
export function ldapConfig(settings, decrypt, overrides = {}) {
  const pick = (key) => {
    const value = overrides[key];
    if (value === undefined || value === '' || value === null) return settings.get(key);
    return key === 'AUTH_LDAP_BIND_PASSWORD' ? decrypt(String(value)) : value;
  };
  const map = pick('AUTH_LDAP_USER_ATTR_MAP');
  return {
    uri: String(pick('AUTH_LDAP_SERVER_URI')),
    bindDn: String(pick('AUTH_LDAP_BIND_DN')),
    password: String(pick('AUTH_LDAP_BIND_PASSWORD') ?? ''),
    bases: String(pick('AUTH_LDAP_SEARCH_OU'))
      .split('|')
      .map((base) => base.trim())
      .filter(Boolean),
    filter: String(pick('AUTH_LDAP_SEARCH_FILTER')),
    map: { username: 'cn', name: 'sn', email: 'mail', ...(map && typeof map === 'object' ? map : {}) },
  };
}

const search = (config) => ldapSearch(config.uri, config.bindDn, config.password, config.bases, config.map.username, Object.values(config.map));

export async function testConfig(config) {
  return `Match ${(await search(config)).length} s users`;
}

/** Binds as the user, whose entry the search filter names, e.g. (cn=%(user)s) under the first OU. */
export async function testLogin(config, username, password) {
  const attribute = /\((\w+)=%\(user\)s\)/.exec(config.filter)?.[1] ?? 'cn';
  await ldapBind(config.uri, `${attribute}=${username},${config.bases[0] ?? ''}`, password);
  return `Authentication success: ${username}`;
}

/** Fills the LDAP user cache from the server. */
export async function syncUsers(services, config) {
  const { map } = config;
  services.ldapUsers = (await search(config))
    .map((entry) => ({
      id: entry.dn,
      username: entry.attributes[map.username]?.[0] ?? '',
      name: entry.attributes[map.name]?.[0] ?? '',
      email: entry.attributes[map.email]?.[0] ?? '',
      groups: [],
    }))
    .filter((user) => user.username);
  return `Synchronization successful: ${services.ldapUsers.length} users`;
}

/** Creates the cached users (all with ["*"]) that do not exist yet, as LDAP users of the given orgs. */
export function importUsers(services, by, { usernames = ['*'], orgIds }) {
  const { db } = services;
  if (!services.ldapUsers.length) throw new Error(NOT_SYNCED);
  const orgs = orgIds?.length ? orgIds : services.settings.get('AUTH_LDAP_SYNC_ORG_IDS');
  const now = nowIso();
  let imported = 0;
  db.transaction(() => {
    for (const user of services.ldapUsers) {
      if (!usernames.includes('*') && !usernames.includes(user.username)) continue;
      if (db.get('SELECT 1 AS hit FROM users WHERE username = ?', user.username)) continue;
      const id = uuid();
      db.run(
        `INSERT INTO users (id, username, name, email, source, is_active, is_first_login, mfa_level, date_joined, date_updated, date_expired, created_by, comment)
         VALUES (?, ?, ?, ?, 'ldap', 1, 1, 0, ?, ?, ?, ?, '')`,
        id,
        user.username,
        user.name || user.username,
        user.email || `${user.username}@ldap.local`,
        now,
        now,
        daysFromNow(365 * 70),
        by,
      );
      const bind = (roleId, scope, orgId) =>
        db.run('INSERT INTO role_bindings (id, user_id, role_id, scope, org_id, date_created, created_by) VALUES (?, ?, ?, ?, ?, ?, ?)', uuid(), id, roleId, scope, orgId, now, by);
      bind(ROLE_IDS.SystemUser, 'system', null);
      for (const orgId of orgs) bind(ROLE_IDS.OrgUser, 'org', orgId);
      imported += 1;
    }
  });
  return `Imported ${imported} users successfully`;
}
