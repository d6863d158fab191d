// Settings tests (api-contract 4.4): the mail test and the v3.0–3.9 LDAP REST
// calls. Each really connects to the configured server and reports what happened.
import { badRequest, validationError } from '../http/errors.mjs';
import { reply } from '../http/reply.mjs';
import { paginated } from '../registry/routes.mjs';
import { pageOf } from '../registry/query.mjs';
import { MSG } from '../registry/messages.mjs';
import { ROLE_IDS } from '../rbac/builtin-roles.mjs';
import { ldapBind, ldapSearch, sendTestMail } from '../settings/probes.mjs';
import { uuid } from '../util/ids.mjs';
import { daysFromNow, nowIso } from '../util/time.mjs';

async function mailTest(ctx) {
  const body = (await ctx.body()) ?? {};
  const s = ctx.services.settings.get;
  const from = (typeof body.EMAIL_FROM === 'string' && body.EMAIL_FROM) || s('EMAIL_FROM') || s('EMAIL_HOST_USER');
  const to = (typeof body.EMAIL_RECIPIENT === 'string' && body.EMAIL_RECIPIENT) || s('EMAIL_RECIPIENT') || s('EMAIL_HOST_USER');
  try {
    await sendTestMail({
      host: s('EMAIL_HOST'),
      port: s('EMAIL_PORT'),
      useSsl: s('EMAIL_USE_SSL'),
      useTls: s('EMAIL_USE_TLS'),
      user: s('EMAIL_HOST_USER'),
      password: s('EMAIL_HOST_PASSWORD'),
      from,
      to,
      subjectPrefix: s('EMAIL_SUBJECT_PREFIX'),
    });
  } catch (error) {
    throw badRequest(error.message);
  }
  return { msg: `Test mail sent to ${to}, please check` };
}

/** Saved LDAP settings, overridden by the AUTH_LDAP_* keys of a test body (secrets may be encrypted). */
function ldapConfig(ctx, body = {}) {
  const pick = (key) => {
    const value = body[key];
    if (value === undefined || value === '' || value === null) return ctx.services.settings.get(key);
    return key === 'AUTH_LDAP_BIND_PASSWORD' ? ctx.decryptSecret(String(value)) : value;
  };
  const map = pick('AUTH_LDAP_USER_ATTR_MAP') ?? {};
  return {
    uri: String(pick('AUTH_LDAP_SERVER_URI')),
    bindDn: String(pick('AUTH_LDAP_BIND_DN')),
    password: String(pick('AUTH_LDAP_BIND_PASSWORD') ?? ''),
    bases: String(pick('AUTH_LDAP_SEARCH_OU')).split('|').map((base) => base.trim()).filter(Boolean),
    filter: String(pick('AUTH_LDAP_SEARCH_FILTER')),
    map: typeof map === 'object' && map ? map : {},
  };
}

async function testConfig(ctx) {
  const config = ldapConfig(ctx, (await ctx.body()) ?? {});
  try {
    const entries = await ldapSearch(config.uri, config.bindDn, config.password, config.bases, config.map.username ?? 'cn', Object.values(config.map));
    return { msg: `Match ${entries.length} s users` };
  } catch (error) {
    throw badRequest(error.message);
  }
}

async function testLogin(ctx) {
  const body = (await ctx.body()) ?? {};
  if (!body.username || !body.password) throw validationError({ username: [MSG.required], password: [MSG.required] });
  const config = ldapConfig(ctx);
  // The user's entry is found as the search filter names it, e.g. (cn=%(user)s) under the first OU.
  const attribute = /\((\w+)=%\(user\)s\)/.exec(config.filter)?.[1] ?? 'cn';
  const dn = `${attribute}=${body.username},${config.bases[0] ?? ''}`;
  try {
    await ldapBind(config.uri, dn, ctx.decryptSecret(String(body.password)));
  } catch (error) {
    throw badRequest(error.message);
  }
  return { msg: `Authentication success: ${body.username}` };
}

/** Fills the LDAP user cache from the server. */
async function refreshCache(ctx) {
  const config = ldapConfig(ctx);
  const map = { username: 'cn', name: 'sn', email: 'mail', ...config.map };
  let entries;
  try {
    entries = await ldapSearch(config.uri, config.bindDn, config.password, config.bases, map.username, Object.values(map));
  } catch (error) {
    throw badRequest(error.message);
  }
  ctx.services.ldapUsers = entries.map((entry) => ({
    id: entry.dn,
    username: entry.attributes[map.username]?.[0] ?? '',
    name: entry.attributes[map.name]?.[0] ?? '',
    email: entry.attributes[map.email]?.[0] ?? '',
    groups: [],
  })).filter((user) => user.username);
  return { msg: `Synchronization successful: ${ctx.services.ldapUsers.length} users` };
}

function listUsers(ctx) {
  const users = ctx.services.ldapUsers;
  if (!users?.length) return reply(400, { msg: 'Users are not synchronized, please click the user synchronization button' });
  const { db } = ctx.services;
  const existing = new Set(db.all('SELECT username FROM users').map((row) => row.username));
  const search = (ctx.query.get('search') ?? ctx.query.get('q') ?? '').toLowerCase();
  const rows = users
    .filter((user) => !search || `${user.username} ${user.name} ${user.email}`.toLowerCase().includes(search))
    .map((user) => ({ ...user, existing: existing.has(user.username), status: existing.has(user.username) ? 'exists' : '' }));
  const page = pageOf(ctx.query);
  return page ? paginated(ctx, page, rows.length, rows.slice(page.offset, page.offset + page.limit)) : rows;
}

async function importUsers(ctx) {
  const body = (await ctx.body()) ?? {};
  const users = ctx.services.ldapUsers;
  if (!users?.length) throw badRequest('Users are not synchronized, please click the user synchronization button');
  const wanted = Array.isArray(body.username_list) ? body.username_list.map(String) : ['*'];
  const orgIds = Array.isArray(body.org_ids) && body.org_ids.length ? body.org_ids.map(String) : ctx.services.settings.get('AUTH_LDAP_SYNC_ORG_IDS');
  const { db } = ctx.services;
  const now = nowIso();
  let imported = 0;
  db.transaction(() => {
    for (const user of users) {
      if (!wanted.includes('*') && !wanted.includes(user.username)) continue;
      if (db.get('SELECT 1 AS hit FROM users WHERE username = ?', user.username)) continue;
      const id = uuid();
      db.run(
        `INSERT INTO users (id, username, name, email, source, is_active, is_first_login, mfa_level, date_joined, date_updated, date_expired, created_by, comment)
         VALUES (?, ?, ?, ?, 'ldap', 1, 1, 0, ?, ?, ?, ?, '')`,
        id, user.username, user.name || user.username, user.email || `${user.username}@ldap.local`, now, now, daysFromNow(365 * 70), ctx.user.name,
      );
      const bind = (roleId, scope, orgId) =>
        db.run('INSERT INTO role_bindings (id, user_id, role_id, scope, org_id, date_created, created_by) VALUES (?, ?, ?, ?, ?, ?, ?)', uuid(), id, roleId, scope, orgId, now, ctx.user.name);
      bind(ROLE_IDS.SystemUser, 'system', null);
      for (const orgId of orgIds) bind(ROLE_IDS.OrgUser, 'org', orgId);
      imported += 1;
    }
  });
  ctx.services.rbac.invalidate();
  return { msg: `Imported ${imported} users successfully` };
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerSettingsTestRoutes(router) {
  router.add('POST', '/api/v1/settings/mail/testing/', mailTest, { perm: 'settings.change_email', name: 'Mail test' });
  const ldap = { perm: 'settings.change_auth', name: 'LDAP' };
  router.add('POST', '/api/v1/settings/ldap/testing/config/', testConfig, ldap);
  router.add('POST', '/api/v1/settings/ldap/testing/login/', testLogin, ldap);
  router.add('GET', '/api/v1/settings/ldap/users/', listUsers, ldap);
  router.add('POST', '/api/v1/settings/ldap/users/import/', importUsers, ldap);
  router.add('GET', '/api/v1/settings/ldap/cache/refresh/', refreshCache, ldap);
}
