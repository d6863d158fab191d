import { CSRF_HEADER, DEFAULT_ORG_ID, DEFAULT_PAGE_SIZE, ORG_HEADER, PAGE_SIZES, PROFILE_URL, PUBLIC_SETTINGS_OPEN_URL, PUBLIC_SETTINGS_URL } from '../constants';
import { csrfToken } from '../cookies';
import { listParams, METADATA_PARAMS, serializeParams } from '../http/list-query';
import { timeZone } from '../http/time-zone';
import type { QueryParams } from '../http/types';
import { SERVER_LANGUAGE_CODES, type Language } from '../i18n/language';
import { orgHeaderId, pageQueryOid } from '../orgs';
import { readPageSize } from '../page-size';
import { orgMemory } from '../session/org-memory';
import { askEarly } from './early-requests';

/** What the page's first module knows of the session it starts, and the lists it shows first. */
export interface FirstAsk {
  language: Language;
  /** The organization an element names, else the one the last user worked in. */
  org?: string | undefined;
  lists: readonly FirstList[];
}

/** A list's first page as the list table asks for it: the address, the list's own filters, and the page size an element sets. */
export interface FirstList {
  url: string;
  filters: QueryParams;
  limit?: number | undefined;
}

/**
 * Sends, before the runtime has evaluated, the requests a page starts with:
 * the lists it shows first (their first page and OPTIONS) and the session's
 * (open settings, settings, profile). The runtime's HTTP client takes the
 * answers (takeEarly) when it sends the same requests. They go in the
 * organization the startup guard asks for the profile in, before the open
 * settings say whether X-Pack is on; a list in it too, as the first screen
 * would ask before the profile's answer (the startup guard drops what it may
 * not show).
 */
export function askFirst({ language, org, lists }: FirstAsk): void {
  const headers: Record<string, string> = { 'Accept-Language': SERVER_LANGUAGE_CODES[language] };
  const csrf = csrfToken();
  if (csrf) headers[CSRF_HEADER] = csrf;
  const zone = timeZone();
  if (zone) headers['X-TZ'] = zone;
  const oid = pageQueryOid();
  const session = orgHeaderId(oid, org ?? rememberedOrgId(), false);
  const inSession = { ...headers, ...(session ? { [ORG_HEADER]: session } : {}) };
  // The lists first: the rows wait on their answers, the slowest of these to come; each
  // request sent costs the page's first module a few milliseconds on a busy machine.
  for (const list of lists) {
    const limit = list.limit ?? readPageSize(PAGE_SIZES, DEFAULT_PAGE_SIZE);
    askEarly('GET', `${list.url}?${serializeParams(listParams({ offset: 0, limit, filters: list.filters, display: true, draw: true }))}`, inSession);
    askEarly('OPTIONS', `${list.url}?${serializeParams(METADATA_PARAMS)}`, inSession);
  }
  const before = orgHeaderId(oid, undefined, false);
  askEarly('GET', PUBLIC_SETTINGS_OPEN_URL, { ...headers, ...(before ? { [ORG_HEADER]: before } : {}) });
  for (const url of [PUBLIC_SETTINGS_URL, PROFILE_URL]) askEarly('GET', url, inSession);
}

/** The organization the startup guard asks for the profile in: the last user's, else the default one. */
function rememberedOrgId(): string {
  const user = orgMemory.lastUser();
  const org: unknown = user ? orgMemory.current(user) : null;
  return org && typeof org === 'object' && 'id' in org && typeof org.id === 'string' ? org.id : DEFAULT_ORG_ID;
}
