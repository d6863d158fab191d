/**
 * The console's routes (routes-v3.8.2.md), framework-free: one table per view
 * in ./table, the metadata rules in ./build, and what the rest of the console
 * asks of them.
 */
export { actionFromPath, normalizePath, resourceFromSegment } from './build';
export { filterRoutes, licenseValidIn } from './filter';
export { currentLocation, fullPath, parseHash, type HashLocation } from './location';
export { fillPath, matchRoute, type RouteMatch } from './match';
export { activeMenuPath, buildMenu, findActive, type MenuEntry } from './menu';
export { cloneTarget, siblingRouteName, type SiblingKind } from './names';
export { canGoBack, goBack, historyDepth, hrefFor, navigateTo, pathFor, trackForeignNavigation } from './navigate';
export { activeRouter, hashRouter, setActiveRouter, setNavigationListener, type ConsoleRouter, type RoutingMode } from '../router';
export { createMemoryRouter } from './memory-router';
export { allRoutes, routeByName, routeTree, viewRoute } from './registry';
export { currentRouteContext, generateRoutes, routesStore } from './routes-store';
export { preferredView, viewAllowed } from './views';
export { consoleRouteLinks } from './links';
export type { AccessibleRoute, AccessibleRoutes, AppRoute, OrgScope, RouteAccess, RouteContext, RouteKind, RouteLinks, RoutePredicate, RouteRecord, RouteTarget } from './types';
