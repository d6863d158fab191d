// Settings tests (api-contract 4.4): the mail test and the v3.0–3.9 LDAP REST
// calls. Each really connects to the configured server and reports what happened.
import { badRequest, validationError } from '../http/errors.mjs';
import { reply } from '../http/reply.mjs';
import { paginated } from '../registry/read.mjs';
import { pageOf } from '../registry/query.mjs';
import { MSG } from '../registry/messages.mjs';
import { NOT_SYNCED, importUsers, ldapConfig, syncUsers, testConfig, testLogin } from '../settings/ldap.mjs';
import { sendTestMail } from '../settings/probes.mjs';

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

/** A REST call of the LDAP tests: the message as {msg}, a failure as 400 {error}. */
async function answer(work) {
  try {
    return { msg: await work() };
  } catch (error) {
    throw badRequest(error.message);
  }
}

const configOf = (ctx, overrides) => ldapConfig(ctx.services.settings, (value) => ctx.decryptSecret(value), overrides);

// The config test runs in the background, as the real server's task does:
// `refresh=1` starts a run and answers {status: "running"}; the same call again
// answers running until the run ends, then its outcome, once.
const configRuns = new Map();

async function testConfigApi(ctx) {
  const config = configOf(ctx, (await ctx.body()) ?? {});
  const key = ctx.user.id;
  let run = configRuns.get(key);
  if (!run || ctx.query.get('refresh') === '1') {
    run = { done: false, outcome: undefined };
    const started = run;
    configRuns.set(key, started);
    answer(() => testConfig(config)).then(
      (result) => Object.assign(started, { done: true, outcome: { result } }),
      (error) => Object.assign(started, { done: true, outcome: { error } }),
    );
    // A quick answer (an unreachable host refused at once) needs no polling.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!run.done) return { status: 'running' };
  configRuns.delete(key);
  if (run.outcome.error) throw run.outcome.error;
  return run.outcome.result;
}

async function testLoginApi(ctx) {
  const body = (await ctx.body()) ?? {};
  if (!body.username || !body.password) throw validationError({ username: [MSG.required], password: [MSG.required] });
  return answer(() => testLogin(configOf(ctx), String(body.username), ctx.decryptSecret(String(body.password))));
}

const refreshCacheApi = (ctx) => answer(() => syncUsers(ctx.services, configOf(ctx)));

function listUsers(ctx) {
  const users = ctx.services.ldapUsers;
  if (!users.length) return reply(400, { msg: NOT_SYNCED });
  const existing = new Set(ctx.services.db.all('SELECT username FROM users').map((row) => row.username));
  const search = (ctx.query.get('search') ?? ctx.query.get('q') ?? '').toLowerCase();
  const rows = users
    .filter((user) => !search || `${user.username} ${user.name} ${user.email}`.toLowerCase().includes(search))
    .map((user) => ({ ...user, existing: existing.has(user.username), status: existing.has(user.username) ? 'exists' : '' }));
  const page = pageOf(ctx.query);
  return page ? paginated(ctx, page, rows.length, rows.slice(page.offset, page.offset + page.limit)) : rows;
}

async function importUsersApi(ctx) {
  const body = (await ctx.body()) ?? {};
  const list = (value) => (Array.isArray(value) ? value.map(String) : undefined);
  return answer(() => importUsers(ctx.services, ctx.user.name, { usernames: list(body.username_list), orgIds: list(body.org_ids) }));
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerSettingsTestRoutes(router) {
  router.add('POST', '/api/v1/settings/mail/testing/', mailTest, { perm: 'settings.change_email', name: 'Mail test' });
  const ldap = { perm: 'settings.change_auth', name: 'LDAP' };
  router.add('POST', '/api/v1/settings/ldap/testing/config/', testConfigApi, ldap);
  router.add('POST', '/api/v1/settings/ldap/testing/login/', testLoginApi, ldap);
  router.add('GET', '/api/v1/settings/ldap/users/', listUsers, ldap);
  router.add('POST', '/api/v1/settings/ldap/users/import/', importUsersApi, ldap);
  router.add('GET', '/api/v1/settings/ldap/cache/refresh/', refreshCacheApi, ldap);
}
