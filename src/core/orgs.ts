import { DEFAULT_ORG_ID, ORG_SWITCH_RELOAD_MS, ROOT_ORG_ID, SYSTEM_ORG_ID } from './constants';
import { hasPermission } from './perms';
import type { SessionState } from './session/store';
import type { Org } from './session/types';

/** The five areas, in the order the view switcher lists them. */
export const VIEWS = ['console', 'audit', 'workbench', 'tickets', 'settings'] as const;
export type ViewName = (typeof VIEWS)[number] | 'profile';

type OrgLists = Pick<SessionState, 'consoleOrgs' | 'auditOrgs' | 'workbenchOrgs' | 'perms'>;

/**
 * Which views a user may open: console and audit with organizations for them,
 * the workbench always, tickets and settings with their view permissions.
 */
export function allowedViews(session: OrgLists): ViewName[] {
  return VIEWS.filter((view) => {
    switch (view) {
      case 'console':
        return session.consoleOrgs.length > 0;
      case 'audit':
        return session.auditOrgs.length > 0;
      case 'workbench':
        return true;
      case 'tickets':
        return hasPermission(session.perms, 'tickets.view_ticket');
      case 'settings':
        return hasPermission(session.perms, 'settings.view_setting');
    }
  });
}

/** Console, tickets and settings work in console organizations; audit and workbench have their own. */
export function orgsForView(view: ViewName, session: OrgLists): Org[] {
  switch (view) {
    case 'audit':
      return session.auditOrgs;
    case 'workbench':
    case 'profile':
      return session.workbenchOrgs;
    default:
      return session.consoleOrgs;
  }
}

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

const ID_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+)$/i;

export function isIdValue(value: string): boolean {
  return ID_SEGMENT.test(value);
}

/**
 * Where to go after switching organization: the same page without the ids of
 * the old organization's objects, keeping `platform` and queries that are not ids.
 */
export function pathAfterOrgSwitch(routePath: string): string {
  const [path = '', query = ''] = routePath.split('?');
  const kept = path
    .split('/')
    .filter((segment) => !isIdValue(segment))
    .join('/');
  const params = new URLSearchParams(query);
  const keptQuery = new URLSearchParams();
  for (const [key, value] of params) {
    if (key === 'platform' || !isIdValue(value)) keptQuery.append(key, value);
  }
  const search = keptQuery.toString();
  return `${kept || '/'}${search ? `?${search}` : ''}`;
}

interface OrgSwitchEnvironment {
  /** The hash route now, e.g. `/console/users/users/<id>?activeTab=x`. */
  currentRoute: string;
  routeExists(path: string): boolean;
  navigate(path: string): void;
  /** The page's reload; none for a console embedded in another page, which stays. */
  reload?: () => void;
  setTimeout?: (callback: () => void, ms: number) => unknown;
}

/** Navigates to the page to show after an organization switch, then reloads after 400 ms (where it reloads). */
export function leaveForOrgSwitch(environment: OrgSwitchEnvironment): string {
  const candidate = pathAfterOrgSwitch(environment.currentRoute);
  const target = environment.routeExists(candidate.split('?')[0] ?? '/') ? candidate : '/';
  environment.navigate(target);
  const { reload } = environment;
  if (reload) (environment.setTimeout ?? setTimeout)(reload, ORG_SWITCH_RELOAD_MS);
  return target;
}
