import type { MessageKey } from '../i18n';
import type { RouteAction } from '../perms';
import type { PublicSettings } from '../public-settings';
import type { SessionState } from '../session/store';
import type { SiblingKind } from './names';

/** What route rules may look at: the public settings and the signed-in user. */
export interface RouteContext {
  settings: PublicSettings;
  session: Pick<SessionState, 'perms' | 'consoleOrgs' | 'auditOrgs' | 'workbenchOrgs'>;
}

export type RoutePredicate = (context: RouteContext) => boolean;

/**
 * layout: a view's root (the console frame); group: a wrapper whose children
 * are the pages; page: a screen; link: a menu entry that opens another
 * application; redirect: a path that only sends elsewhere.
 */
export type RouteKind = 'layout' | 'group' | 'page' | 'link' | 'redirect';

/** The organization a route forces while it is open: the global one, or the system-setting one. */
export type OrgScope = 'global' | 'system';

/**
 * One row of a view's route table, as routes-v3.8.2.md lists it. Paths are
 * full; a trailing slash marks the index page of the group with the same path.
 */
export interface RouteRecord {
  path: string;
  name?: string;
  title?: MessageKey;
  /** Page unless given. */
  kind?: RouteKind;
  /** Required permissions (ANDed; `a|b` = either). Omitted: derived from app, resource and action. */
  permissions?: readonly string[];
  /** Overrides of what the permission is derived from. */
  app?: string;
  resource?: string;
  action?: RouteAction;
  /** Left out of the side menu; the route stays reachable. */
  hidden?: boolean;
  /** The route exists only while this holds (computed from public settings). */
  available?: RoutePredicate;
  /** Removed, with everything under it, without a valid license. */
  licenseRequired?: boolean;
  /** false hides the organization selector (inherited). */
  showOrganization?: boolean;
  /** true disables the organization selector (inherited). */
  disableOrgsChange?: boolean;
  /** The organization the route (and everything under it) works in. */
  orgScope?: OrgScope;
  /** The side-menu item highlighted while the route is open. */
  activeMenu?: string;
  /** Listed in the view switcher. */
  showNavSwitcher?: boolean | RoutePredicate;
  /** Where the path sends to; `:param`s of the route are filled in. */
  redirect?: string | ((context: RouteContext) => string);
  /** A server page the path leaves the console for; `:param`s are filled in. */
  leave?: string;
  /** For links: the address opened in a new tab. */
  href?: string;
  /** The side-menu icon. */
  icon?: string;
  /** For list routes whose create/update/detail routes use another stem (AccountBackupList → AccountBackupPlanCreate). */
  siblings?: string;
  /** Side-menu groups shown open from the start. */
  menuOpen?: boolean;
  /** A tags-view tab that cannot be closed. */
  affix?: boolean;
}

/** A route with every rule of the spec applied: derived, inherited and defaulted. */
export interface AppRoute {
  /** The full path without a trailing slash; an index page has its group's path. */
  path: string;
  name?: string;
  title?: MessageKey;
  kind: RouteKind;
  /** Nesting depth: 1 view, 2 app, 3 resource, 4 and deeper crud. */
  level: number;
  view: string;
  app: string;
  resource: string;
  action: RouteAction;
  permissions: readonly string[];
  hidden: boolean;
  available?: RoutePredicate;
  licenseRequired: boolean;
  showOrganization?: boolean;
  disableOrgsChange: boolean;
  orgScope?: OrgScope;
  activeMenu?: string;
  showNavSwitcher: boolean | RoutePredicate;
  redirect?: string | ((context: RouteContext) => string);
  leave?: string;
  href?: string;
  icon?: string;
  siblings?: string;
  menuOpen: boolean;
  affix: boolean;
  /** The index page of the group at the same path. */
  index: boolean;
  parent?: AppRoute;
  children: AppRoute[];
}

/** A route the user may open, with the children they may open. */
export interface AccessibleRoute {
  route: AppRoute;
  children: AccessibleRoute[];
}

/** Why a route may not be opened: no permission (403), or not there at all for this user (404). */
export type RouteAccess = 'ok' | 'forbidden' | 'missing';

export interface AccessibleRoutes {
  /** The views and top-level routes, each with what the user may open under it. */
  tree: readonly AccessibleRoute[];
  access(route: AppRoute): RouteAccess;
  /** The accessible node of a route, to walk its children. */
  node(route: AppRoute): AccessibleRoute | undefined;
}

/** A route by name, as links are written: `{ name: 'UserUpdate', params: { id } }`. */
export interface RouteTarget {
  name: string;
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | boolean | null | undefined>>;
}

/**
 * What a list, a detail page or a form needs of the console's routes: a route's
 * resource and path, its siblings (create, update, detail, list) and the way
 * there. The console gives them (`consoleRouteLinks`); an element on another
 * page has none: its rows open in place, its permission names come from props.
 */
export interface RouteLinks {
  routeByName(name: string): Pick<AppRoute, 'path' | 'title' | 'app' | 'resource' | 'disableOrgsChange'> | undefined;
  siblingRouteName(name: string, kind: SiblingKind): string | undefined;
  cloneTarget(name: string, id: string): RouteTarget | undefined;
  hrefFor(target: RouteTarget): string;
  navigateTo(target: RouteTarget): void;
  /**
   * Puts a new query in the current page's address, in place of the old one
   * (no new history entry): where a list keeps its filters, order and page.
   * Without routes there is no address to keep them in.
   */
  replaceQuery?(query: URLSearchParams): void;
}
