import { cloneTarget, siblingRouteName } from './names';
import { activeRouter } from '../router';
import { hrefFor, navigateTo } from './navigate';
import { routeByName } from './registry';
import type { RouteLinks } from './types';

/** The console's routes, as its lists, detail pages and forms link them. */
export const consoleRouteLinks: RouteLinks = {
  routeByName,
  siblingRouteName,
  cloneTarget,
  hrefFor,
  navigateTo: (target) => navigateTo(target),
  replaceQuery(query) {
    const [path = '/'] = activeRouter().current().split('?');
    const search = query.toString();
    navigateTo(search ? `${path}?${search}` : path, { replace: true });
  },
};
