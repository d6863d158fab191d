import { createContext, useContext } from 'react';
import type { RouteLinks } from '../../core/routes/types';

/** Outside the console: no routes to link (rows open in place, permission names come from props). */
const NO_ROUTES: RouteLinks = {
  routeByName: () => undefined,
  siblingRouteName: () => undefined,
  cloneTarget: () => undefined,
  hrefFor: () => '',
  navigateTo: () => undefined,
};

/**
 * The routes lists, detail pages and forms link to, given by the console
 * (core/routes' consoleRouteLinks): an element's list does not download the
 * console's route table.
 */
export const RouteLinksContext = createContext<RouteLinks>(NO_ROUTES);

export function useRouteLinks(): RouteLinks {
  return useContext(RouteLinksContext);
}
