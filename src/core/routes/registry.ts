import { buildRoutes, flattenRoutes } from './build';
import { auditRoutes } from './table/audit';
import { commonRoutes } from './table/common';
import { consoleRoutes } from './table/console';
import { profileRoutes } from './table/profile';
import { settingsRoutes } from './table/settings';
import { ticketsRoutes } from './table/tickets';
import { workbenchRoutes } from './table/workbench';
import type { AppRoute } from './types';

/** The six views in the order of routes-v3.8.2.md, then the top-level routes. */
export const routeTree: readonly AppRoute[] = buildRoutes([
  ...consoleRoutes,
  ...auditRoutes,
  ...workbenchRoutes,
  ...ticketsRoutes,
  ...settingsRoutes,
  ...profileRoutes,
  ...commonRoutes,
]);

export const allRoutes: readonly AppRoute[] = flattenRoutes(routeTree);

const byName = new Map(allRoutes.filter((route) => route.name).map((route) => [route.name!, route]));

export function routeByName(name: string): AppRoute | undefined {
  return byName.get(name);
}

/** A view's root route (`console`, `audit`, …, `profile`). */
export function viewRoute(view: string): AppRoute | undefined {
  return routeTree.find((route) => route.kind === 'layout' && route.view === view);
}
