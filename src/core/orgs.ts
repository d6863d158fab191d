import { DEFAULT_ORG_ID, ROOT_ORG_ID, SYSTEM_ORG_ID } from './constants';
import type { Org } from './session/types';

/** The organization to fall back on: the one flagged default, else the first ordinary one. */
export function defaultOrg(orgs: readonly Org[]): Org | undefined {
  return orgs.find((org) => org.is_default) ?? orgs.find((org) => org.id !== ROOT_ORG_ID && org.id !== SYSTEM_ORG_ID && !org.is_root);
}

/** Whether the current organization is one of those the view allows. */
export function orgPermitted(current: unknown, orgs: readonly Org[]): current is Org {
  if (!current || typeof current !== 'object') return false;
  const id = (current as Org).id;
  return orgs.some((org) => org.id === id);
}

/**
 * The X-JMS-ORG value: the page's `oid` query, else the current organization.
 * The community edition knows only the default organization (and the system one).
 */
export function orgHeaderId(queryOid: string | undefined, currentOrgId: string | undefined, xpack: boolean): string | undefined {
  const id = queryOid || currentOrgId;
  if (!xpack && id !== SYSTEM_ORG_ID) return DEFAULT_ORG_ID;
  return id;
}

/** The `oid` in the page's query, whether in the hash route or the real query string. */
export function pageQueryOid(location: Pick<Location, 'hash' | 'search'> = window.location): string | undefined {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  return new URLSearchParams(hashQuery).get('oid') ?? new URLSearchParams(location.search).get('oid') ?? undefined;
}
