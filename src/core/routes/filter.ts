import { hasPermission } from '../perms';
import { routeTree } from './registry';
import type { AccessibleRoute, AccessibleRoutes, AppRoute, RouteAccess, RouteContext } from './types';
import { viewAllowed } from './views';

/** The extended edition with a valid license (what licensed routes need). */
export function licenseValidIn(settings: RouteContext['settings']): boolean {
  return settings.XPACK_ENABLED === true && settings.XPACK_LICENSE_IS_VALID === true;
}

/**
 * A route's own verdict. Routes removed by the edition, the license or the
 * public settings do not exist for this user (missing); a route whose
 * permission (or view) the user lacks is forbidden.
 */
function ownAccess(route: AppRoute, context: RouteContext): RouteAccess {
  if (route.available && !route.available(context)) return 'missing';
  if (route.licenseRequired && !licenseValidIn(context.settings)) return 'missing';
  if (route.kind === 'layout' && !viewAllowed(route.view, context.session)) return 'forbidden';
  if (!hasPermission(context.session.perms, route.permissions)) return 'forbidden';
  return 'ok';
}

/**
 * The routes this user may open (spec section 2): a route that fails its check
 * is dropped with everything under it.
 */
export function filterRoutes(context: RouteContext, roots: readonly AppRoute[] = routeTree): AccessibleRoutes {
  const nodes = new Map<AppRoute, AccessibleRoute>();
  const verdicts = new Map<AppRoute, RouteAccess>();

  const verdict = (route: AppRoute): RouteAccess => {
    let known = verdicts.get(route);
    if (known === undefined) {
      const inherited = route.parent ? verdict(route.parent) : 'ok';
      const own = ownAccess(route, context);
      // Not being there at all outranks a missing permission anywhere above.
      known = inherited === 'missing' || own === 'missing' ? 'missing' : inherited === 'forbidden' ? 'forbidden' : own;
      verdicts.set(route, known);
    }
    return known;
  };

  const keep = (route: AppRoute): AccessibleRoute | undefined => {
    if (verdict(route) !== 'ok') return undefined;
    const node: AccessibleRoute = { route, children: [] };
    for (const child of route.children) {
      const kept = keep(child);
      if (kept) node.children.push(kept);
    }
    nodes.set(route, node);
    return node;
  };

  const tree = roots.map(keep).filter((node): node is AccessibleRoute => node !== undefined);
  return { tree, access: verdict, node: (route) => nodes.get(route) };
}
