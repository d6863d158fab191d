import { derivePermission, type RouteAction } from '../perms';
import type { AppRoute, RouteRecord } from './types';

/** `/console/users/users/` → `/console/users/users`; the root stays `/`. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function pathSegments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The action a route's own part of the path stands for (spec section 2). */
export function actionFromPath(segments: readonly string[]): RouteAction {
  if (segments.includes('create')) return 'create';
  if (segments.includes('update')) return 'update';
  if (segments.includes('delete')) return 'destroy';
  if (segments.some((segment) => segment.startsWith(':'))) return 'retrieve';
  return 'list';
}

/** `asset-permissions` → `assetpermission`: dashes removed, one trailing s dropped. */
export function resourceFromSegment(segment: string | undefined): string {
  return (segment ?? '').replace(/-/g, '').replace(/s$/, '');
}

function isWrapper(kind: AppRoute['kind']): boolean {
  return kind === 'layout' || kind === 'group';
}

/**
 * Turns the route tables into the route tree, applying the metadata rules:
 * levels from nesting, app and resource from the path (or the row's override),
 * the action from the route's own path, a derived permission where none is
 * given (wrappers need none, except those that force an organization: they are
 * real pages of their own), inherited organization flags, and the parent's path
 * as the active menu of crud-level routes.
 */
export function buildRoutes(records: readonly RouteRecord[]): AppRoute[] {
  const roots: AppRoute[] = [];
  const wrappers = new Map<string, AppRoute>();

  const parentOf = (record: RouteRecord, path: string): AppRoute | undefined => {
    const index = record.path.length > 1 && record.path.endsWith('/');
    if (index) return wrappers.get(path);
    const segments = pathSegments(path);
    for (let length = segments.length - 1; length > 0; length -= 1) {
      const candidate = wrappers.get(`/${segments.slice(0, length).join('/')}`);
      if (candidate) return candidate;
    }
    return undefined;
  };

  for (const record of records) {
    const path = normalizePath(record.path);
    const parent = parentOf(record, path);
    const kind = record.kind ?? 'page';
    const segments = pathSegments(path);
    const level = parent ? parent.level + 1 : 1;
    const app = record.app ?? (level === 2 ? segments[1] : parent?.app) ?? '';
    const resource = record.resource ?? (level === 3 ? resourceFromSegment(segments[2]) : parent?.resource) ?? '';
    const own = parent ? segments.slice(pathSegments(parent.path).length) : segments;
    const action = record.action ?? actionFromPath(own);
    const derived = isWrapper(kind) && !record.orgScope ? [] : [derivePermission(app, action, resource)];

    const route: AppRoute = {
      path,
      name: record.name,
      title: record.title,
      kind,
      level,
      view: parent?.view ?? (record.kind === 'layout' ? (segments[0] ?? '') : ''),
      app,
      resource,
      action,
      permissions: record.permissions ?? derived,
      hidden: record.hidden ?? false,
      available: record.available,
      licenseRequired: record.licenseRequired ?? false,
      showOrganization: record.showOrganization ?? parent?.showOrganization,
      disableOrgsChange: record.disableOrgsChange ?? parent?.disableOrgsChange ?? false,
      orgScope: record.orgScope ?? parent?.orgScope,
      activeMenu: record.activeMenu ?? (level >= 4 ? parent?.path : undefined),
      showNavSwitcher: record.showNavSwitcher ?? false,
      redirect: record.redirect,
      leave: record.leave,
      href: record.href,
      icon: record.icon,
      siblings: record.siblings,
      menuOpen: record.menuOpen ?? false,
      affix: record.affix ?? false,
      index: record.path.length > 1 && record.path.endsWith('/'),
      parent,
      children: [],
    };
    if (parent) parent.children.push(route);
    else roots.push(route);
    if (isWrapper(kind)) wrappers.set(path, route);
  }
  return roots;
}

/** Every route of a tree, parents before children. */
export function flattenRoutes(roots: readonly AppRoute[]): AppRoute[] {
  const all: AppRoute[] = [];
  const walk = (route: AppRoute) => {
    all.push(route);
    route.children.forEach(walk);
  };
  roots.forEach(walk);
  return all;
}
