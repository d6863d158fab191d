import { requestOrgId } from '../../core/http';
import { matchRoute, parseHash, routesStore, type RouteMatch } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import { loadedScreen, preloadScreen } from '../frame/screen-host';

/** The screen the page opened on, until what it asks for first has gone with the startup guard's judgement. */
let first: { match: RouteMatch; search: string; judged?: boolean; asked?: { org: string | undefined; drop: (() => void) | void } } | undefined;

/**
 * The screen in the address as the page opens: its code starts loading now,
 * beside the session's first requests, not once the console has started; and
 * once it has come, what the screen asks for first goes (render while
 * fetching), in the organization the session asks for the profile in, without
 * waiting for the profile's answer: the guard then keeps it or drops it
 * (fetchFirstScreenData).
 */
export function preloadFirstScreen(hash: string): void {
  if (first) return;
  const { path, search } = parseHash(hash);
  const match = matchRoute(path);
  if (!match?.route.name || match.route.orgScope) return;
  const opened = { match, search };
  first = opened;
  void preloadScreen(match.route.name).then(() => whenOrganizationKnown(() => askFirst(opened)));
}

/** Runs once the session has an organization to ask in (the startup guard sets it before asking for the profile). */
function whenOrganizationKnown(run: () => void): void {
  if (sessionStore.getState().currentOrg) return run();
  const unsubscribe = sessionStore.subscribe((state) => {
    if (!state.currentOrg) return;
    unsubscribe();
    run();
  });
}

function askFirst(opened: NonNullable<typeof first>): void {
  if (first !== opened || opened.asked) return;
  const { route, params } = opened.match;
  const screen = loadedScreen(route.name ?? '');
  if (!screen) return;
  if (opened.judged) first = undefined;
  if (screen.firstLoad) opened.asked = { org: requestOrgId(), drop: screen.firstLoad({ params, query: new URLSearchParams(opened.search) }) };
}

/**
 * Once the startup guard knows the session, the organization and the routes:
 * what the first screen asked for stays only when the user may open the
 * route, in the organization it was asked in, and the guard does not send
 * them to the first-login page; else it is dropped, never shown, and asked
 * for again in the organization now current when the route is the user's.
 * A screen whose code has not come yet asks as it comes (the session's
 * answers, asked for by the boot module, often come before the screen's code).
 */
export function fetchFirstScreenData(): void {
  const opened = first;
  if (!opened) return;
  const allowed = !sessionStore.getState().profile?.is_first_login && routesStore.getState().accessible?.access(opened.match.route) === 'ok';
  if (opened.asked && (!allowed || opened.asked.org !== requestOrgId())) {
    opened.asked.drop?.();
    opened.asked = undefined;
  }
  if (!allowed) {
    first = undefined;
    return;
  }
  opened.judged = true;
  if (opened.asked) first = undefined;
  else askFirst(opened);
}
