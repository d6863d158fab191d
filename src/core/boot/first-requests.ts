import { COOKIES, CSRF_HEADER, DEFAULT_ORG_ID, DEFAULT_PAGE_SIZE, ORG_HEADER, PAGE_SIZES, PROFILE_URL, PUBLIC_SETTINGS_OPEN_URL, PUBLIC_SETTINGS_URL } from '../constants';
import { csrfToken, readCookie } from '../cookies';
import { timeZone } from '../http/time-zone';
import { chooseLanguage, SERVER_LANGUAGE_CODES } from '../i18n/language';
import { orgHeaderId, pageQueryOid } from '../orgs';
import { orgMemory } from '../session/org-memory';
import { listParams, METADATA_PARAMS, serializeParams } from '../http/list-query';
import { chunkGraph, preloadChunk } from '../module-preload';
import { readPageSize } from '../page-size';
import { parseHash } from '../routes/hash';
import { askEarly } from './early-requests';

/**
 * What the console asks for first, asked for by the page's first module while
 * the runtime is still downloading: the list of the route in the address (its
 * first page and OPTIONS; host/first-screens.json, in the host page's data),
 * the session's requests (open settings, settings, profile), the catalogue of
 * the page's language, and the list's screen's code. The list goes in the
 * organization the profile is asked in, as the first screen would ask before
 * the profile's answer (the startup guard drops what it may not show). The
 * runtime's HTTP client takes the answers (takeEarly) when it sends the same
 * requests; the organization they go with is the one the startup guard would
 * send them with, before the open settings say whether X-Pack is on (the guard
 * asks for the profile before that answer too).
 */
export function startFirstRequests(): void {
  const language = chooseLanguage(readCookie(COOKIES.language), navigator.language);
  const headers: Record<string, string> = { 'Accept-Language': SERVER_LANGUAGE_CODES[language] };
  const csrf = csrfToken();
  if (csrf) headers[CSRF_HEADER] = csrf;
  const zone = timeZone();
  if (zone) headers['X-TZ'] = zone;
  const oid = pageQueryOid();
  const session = orgHeaderId(oid, rememberedOrgId(), false);
  const inSession = { ...headers, ...(session ? { [ORG_HEADER]: session } : {}) };
  // The list first: the rows wait on its answer, the slowest of these to come; each
  // request sent costs the page's first module a few milliseconds on a busy machine.
  const { path, search } = parseHash();
  const known = chunkGraph();
  const screen = search ? undefined : known?.first?.[path];
  if (screen) {
    const limit = readPageSize(PAGE_SIZES, DEFAULT_PAGE_SIZE);
    askEarly('GET', `${screen.list}?${serializeParams(listParams({ offset: 0, limit, filters: {}, display: true, draw: true }))}`, inSession);
    askEarly('OPTIONS', `${screen.list}?${serializeParams(METADATA_PARAMS)}`, inSession);
  }
  const before = orgHeaderId(oid, undefined, false);
  askEarly('GET', PUBLIC_SETTINGS_OPEN_URL, { ...headers, ...(before ? { [ORG_HEADER]: before } : {}) });
  for (const url of [PUBLIC_SETTINGS_URL, PROFILE_URL]) askEarly('GET', url, inSession);
  // The catalogue's chunk, named in the page's data: importing its loaders here would put them in every element's first load.
  const catalogue = known?.catalogue?.[language];
  if (known && catalogue !== undefined) preloadChunk(known, catalogue, import.meta.url, true);
  // The screen's code, which the console would ask for only once the runtime has evaluated.
  if (known && screen) preloadChunk(known, screen.chunk, import.meta.url, true);
}

/** The organization the startup guard asks for the profile in: the last user's, else the default one. */
function rememberedOrgId(): string {
  const user = orgMemory.lastUser();
  const org: unknown = user ? orgMemory.current(user) : null;
  return org && typeof org === 'object' && 'id' in org && typeof org.id === 'string' ? org.id : DEFAULT_ORG_ID;
}
