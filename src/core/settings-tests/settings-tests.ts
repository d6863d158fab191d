import { LDAP_POLL_MS } from '../constants';
import { encryptSecret } from '../crypto/encrypt-secret';
import { http as appHttp, readPage, type HttpClient, type Page, type QueryParams } from '../http';
import { errorText } from '../http/error-text';

const MAIL_TEST_URL = '/api/v1/settings/mail/testing/';
const LDAP_CONFIG_TEST_URL = '/api/v1/settings/ldap/testing/config/';
const LDAP_LOGIN_TEST_URL = '/api/v1/settings/ldap/testing/login/';
const LDAP_CACHE_REFRESH_URL = '/api/v1/settings/ldap/cache/refresh/';
const LDAP_USERS_URL = '/api/v1/settings/ldap/users/';
const LDAP_IMPORT_URL = '/api/v1/settings/ldap/users/import/';
const LICENSE_IMPORT_URL = '/api/v1/xpack/license/import';

/** A test's outcome as the user reads it; the tests flash nothing themselves (spec "Settings tests"). */
export interface TestOutcome {
  ok: boolean;
  message: string;
}

function outcomeOf(answer: unknown, ok: boolean): TestOutcome {
  return { ok, message: errorText(answer) };
}

async function attempt(request: () => Promise<unknown>): Promise<TestOutcome> {
  try {
    return outcomeOf(await request(), true);
  } catch (error) {
    return outcomeOf((error as { data?: unknown }).data ?? (error as Error).message, false);
  }
}

/** The server sends with its saved SMTP settings; the body only names sender and recipient. */
export function testMail(body: { EMAIL_FROM?: string; EMAIL_RECIPIENT?: string }, http: HttpClient = appHttp): Promise<TestOutcome> {
  return attempt(() => http.post(MAIL_TEST_URL, body, { silent: true }));
}

function isRunning(answer: unknown): boolean {
  const status = (answer as { status?: unknown; task_status?: unknown } | null)?.status ?? (answer as { task_status?: unknown } | null)?.task_status;
  return status === 'running';
}

/**
 * The LDAP connection test: the first post asks for a fresh run (refresh=1),
 * then the same post again every second while the server says it is running.
 */
export async function testLdapConfig(
  settings: Record<string, unknown>,
  {
    http = appHttp,
    wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms)),
    signal,
  }: { http?: HttpClient; wait?: (ms: number) => Promise<void>; signal?: AbortSignal } = {},
): Promise<TestOutcome> {
  let params: QueryParams | undefined = { refresh: 1 };
  for (;;) {
    let answer: unknown;
    try {
      answer = await http.post(LDAP_CONFIG_TEST_URL, settings, { ...(params ? { params } : {}), silent: true });
    } catch (error) {
      return outcomeOf((error as { data?: unknown }).data ?? (error as Error).message, false);
    }
    if (!isRunning(answer) || signal?.aborted) return outcomeOf(answer, !isFailure(answer));
    params = undefined;
    await wait(LDAP_POLL_MS);
  }
}

function isFailure(answer: unknown): boolean {
  const record = answer as { status?: unknown; ok?: unknown; error?: unknown } | null;
  return record?.ok === false || record?.status === 'failed' || record?.status === 'error' || Boolean(record?.error);
}

export function testLdapLogin(body: { username: string; password: string }, http: HttpClient = appHttp): Promise<TestOutcome> {
  return attempt(() => http.post(LDAP_LOGIN_TEST_URL, { username: body.username, password: encryptSecret(body.password) }, { silent: true }));
}

interface LdapUser {
  id: string;
  username: string;
  name: string;
  email: string;
  groups: string[];
  existing: boolean;
}

function makeLdapUser(raw: Record<string, unknown>): LdapUser {
  return {
    id: String(raw['id'] ?? raw['username'] ?? ''),
    username: String(raw['username'] ?? ''),
    name: String(raw['name'] ?? ''),
    email: String(raw['email'] ?? ''),
    groups: Array.isArray(raw['groups']) ? raw['groups'].map(String) : [],
    existing: Boolean(raw['existing']),
  };
}

/** The synchronized LDAP users, from the server's cache (`cache_police=1`). */
export async function listLdapUsers(query: QueryParams, http: HttpClient = appHttp): Promise<Page<LdapUser>> {
  const page = readPage<Record<string, unknown>>(await http.get(LDAP_USERS_URL, { params: { cache_police: 1, ...query }, silent: true }));
  return { ...page, results: page.results.map(makeLdapUser) };
}

export function refreshLdapCache(http: HttpClient = appHttp): Promise<TestOutcome> {
  return attempt(() => http.get(LDAP_CACHE_REFRESH_URL, { silent: true }));
}

/** `['*']` imports every user. */
export function importLdapUsers(body: { usernames: readonly string[]; orgIds: readonly string[] }, http: HttpClient = appHttp): Promise<TestOutcome> {
  return attempt(() => http.post(LDAP_IMPORT_URL, { username_list: body.usernames, org_ids: body.orgIds }, { silent: true }));
}

/** A license file, sent as multipart `file`. */
export function importLicense(file: Blob, http: HttpClient = appHttp): Promise<TestOutcome> {
  const form = new FormData();
  form.append('file', file);
  return attempt(() => http.post(LICENSE_IMPORT_URL, form, { silent: true }));
}
