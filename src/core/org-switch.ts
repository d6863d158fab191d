import { ORG_SWITCH_RELOAD_MS } from './constants';

// Apart from core/orgs, which every first page loads (the host page's first requests too): only the console switches organization.

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
