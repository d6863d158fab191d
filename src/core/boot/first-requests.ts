import { COOKIES, CSRF_HEADER, DEFAULT_ORG_ID, ORG_HEADER, PROFILE_URL, PUBLIC_SETTINGS_OPEN_URL, PUBLIC_SETTINGS_URL } from '../constants';
import { csrfToken, readCookie } from '../cookies';
import { timeZone } from '../http/time-zone';
import { catalogueLoaders } from '../i18n/catalogue-loaders';
import { chooseLanguage, SERVER_LANGUAGE_CODES } from '../i18n/language';
import { orgHeaderId, pageQueryOid } from '../orgs';
import { orgMemory } from '../session/org-memory';
import { askEarly } from './early-requests';

/**
 * What the console asks for first, asked for by the page's first module while
 * the runtime is still downloading: the session's requests (open settings,
 * settings, profile) and the catalogue of the page's language. The runtime's
 * HTTP client takes the answers (takeEarly) when it sends the same requests;
 * the organization they go with is the one the startup guard would send them
 * with, before the open settings say whether X-Pack is on (the guard asks for
 * the profile before that answer too).
 */
export function startFirstRequests(): void {
  const language = chooseLanguage(readCookie(COOKIES.language), navigator.language);
  void catalogueLoaders.console[language]().catch(() => undefined);
  const headers: Record<string, string> = { 'Accept-Language': SERVER_LANGUAGE_CODES[language] };
  const csrf = csrfToken();
  if (csrf) headers[CSRF_HEADER] = csrf;
  const zone = timeZone();
  if (zone) headers['X-TZ'] = zone;
  const oid = pageQueryOid();
  const before = orgHeaderId(oid, undefined, false);
  askEarly('GET', PUBLIC_SETTINGS_OPEN_URL, { ...headers, ...(before ? { [ORG_HEADER]: before } : {}) });
  const session = orgHeaderId(oid, rememberedOrgId(), false);
  for (const url of [PUBLIC_SETTINGS_URL, PROFILE_URL]) askEarly('GET', url, { ...headers, ...(session ? { [ORG_HEADER]: session } : {}) });
}

/** The organization the startup guard asks for the profile in: the last user's, else the default one. */
function rememberedOrgId(): string {
  const user = orgMemory.lastUser();
  const org: unknown = user ? orgMemory.current(user) : null;
  return org && typeof org === 'object' && 'id' in org && typeof org.id === 'string' ? org.id : DEFAULT_ORG_ID;
}
