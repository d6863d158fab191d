import { FIRST_LOGIN_PATH } from '../../core/constants';
import { fillPath, normalizePath, matchRoute, preferredView, viewAllowed, type AccessibleRoute, type AccessibleRoutes, type AppRoute, type RouteContext } from '../../core/routes';

export type Resolution =
  | { type: 'page'; route: AppRoute; params: Record<string, string>; query: string }
  | { type: 'forbidden'; route: AppRoute }
  | { type: 'redirect'; to: string; refresh?: boolean }
  | { type: 'leave'; url: string };

const NOT_FOUND = '/404';

/** The first page under a route the user may open, preferring those in the menu. */
function firstPage(node: AccessibleRoute | undefined): string | undefined {
  if (!node) return undefined;
  const ordered = [...node.children.filter((child) => !child.route.hidden), ...node.children.filter((child) => child.route.hidden)];
  for (const child of ordered) {
    if (child.route.kind === 'page') return child.route.path;
    if (child.route.kind === 'layout' || child.route.kind === 'group') {
      const found = child.route.redirect && typeof child.route.redirect === 'string' ? child.route.redirect : firstPage(child);
      if (found) return found;
    }
  }
  return undefined;
}

function withQuery(path: string, query: string): string {
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

/**
 * What a location shows (spec section 2): unknown paths go to /404; a view the
 * user may not open sends them to their preferred view; routes removed by the
 * edition, license or settings are not found; a missing permission is
 * forbidden; redirects and server pages are followed; a wrapper without a
 * redirect opens its first page. A user on their first login is held at the wizard.
 */
export function resolveLocation(path: string, query: string, accessible: AccessibleRoutes, context: RouteContext, firstLogin = false): Resolution {
  // On a first login every address leads to the wizard until it is done.
  if (firstLogin && normalizePath(path) !== FIRST_LOGIN_PATH) return { type: 'redirect', to: FIRST_LOGIN_PATH };
  const match = matchRoute(path);
  if (!match) return { type: 'redirect', to: NOT_FOUND };
  const { route, params } = match;
  if (route.view && !viewAllowed(route.view, context.session)) return { type: 'redirect', to: `/${preferredView(context.session)}` };
  const access = accessible.access(route);
  if (access === 'missing') return { type: 'redirect', to: NOT_FOUND };
  if (access === 'forbidden') return { type: 'forbidden', route };

  if (route.leave) return { type: 'leave', url: fillPath(route.leave, params) };
  if (route.redirect) {
    const target = typeof route.redirect === 'function' ? route.redirect(context) : fillPath(route.redirect, params);
    return { type: 'redirect', to: withQuery(target, query), refresh: route.name === 'Redirect' };
  }
  if (route.kind === 'layout' || route.kind === 'group') {
    const page = firstPage(accessible.node(route));
    return { type: 'redirect', to: page ?? NOT_FOUND };
  }
  return { type: 'page', route, params, query };
}
