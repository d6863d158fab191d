import { matchRoute, parseHash, routesStore, type RouteMatch } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import { loadedScreen, preloadScreen } from '../frame/screen-host';

/** The screen the page opened on, until its data has been asked for. */
let first: { match: RouteMatch; search: string } | undefined;

/**
 * The screen in the address as the page opens: its code starts loading now,
 * beside the session's first requests, not once the console has started.
 */
export function preloadFirstScreen(hash: string): void {
  if (first) return;
  const { path, search } = parseHash(hash);
  const match = matchRoute(path);
  if (!match?.route.name) return;
  first = { match, search };
  void preloadScreen(match.route.name);
}

/**
 * Once the startup guard knows the session, the organization and the routes:
 * the first screen's own requests (render while fetching), before it mounts,
 * when its code has arrived and it says what it asks for first. Nothing for a
 * route the user may not open, one that enters another organization first, or
 * a user the guard sends to the first-login page.
 */
export function fetchFirstScreenData(): void {
  const opened = first;
  if (!opened) return;
  first = undefined;
  const { route, params } = opened.match;
  if (route.orgScope || sessionStore.getState().profile?.is_first_login) return;
  if (routesStore.getState().accessible?.access(route) !== 'ok') return;
  loadedScreen(route.name ?? '')?.firstLoad?.({ params, query: new URLSearchParams(opened.search) });
}
