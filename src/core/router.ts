import { ROUTER_BASE } from './constants';
import { serverOrigin } from './http/connection';

/**
 * Where the console keeps its place. `hash`: the page's hash, as the official
 * console does at /ui/ (`#/console/users/users?x=1`), with the browser's
 * history. `memory`: a history of its own, for a console embedded in another
 * page, which never touches that page's address.
 */
export type RoutingMode = 'hash' | 'memory';

export interface ConsoleRouter {
  readonly mode: RoutingMode;
  /** The path and query, `/console/users/users?x=1`. */
  current(): string;
  go(path: string, replace: boolean): void;
  back(): void;
  /** How many console pages lie behind this one. */
  depth(): number;
  subscribe(listener: () => void): () => void;
  /** A link's href: the hash at /ui/, the full console's address when embedded (a new tab opens it there). */
  href(path: string): string;
  /** The console path a link's href points at, if it is one of ours. */
  pathOf(href: string): string | undefined;
  /** The query the page's organization (`oid`) is read from. */
  queryLocation(): Pick<Location, 'hash' | 'search'>;
}

interface HistoryState {
  /** How many console pages lie behind this one in the tab's history. */
  jmsDepth?: number;
}

function historyDepth(): number {
  const state = history.state as HistoryState | null;
  return typeof state?.jmsDepth === 'number' ? state.jmsDepth : 0;
}

/** The console path of a hash (`#/users/users` → `/users/users`); undefined for any other. */
export function hashPath(hash: string): string | undefined {
  return hash.startsWith('#/') ? hash.slice(1) : undefined;
}

export const hashRouter: ConsoleRouter = {
  mode: 'hash',
  current: () => window.location.hash.replace(/^#/, '') || '/',
  go(path, replace) {
    const oldURL = window.location.href;
    const url = new URL(oldURL);
    url.hash = path;
    if (url.href === oldURL) return;
    const state: HistoryState = { jmsDepth: replace ? historyDepth() : historyDepth() + 1 };
    if (replace) history.replaceState(state, '', url.href);
    else history.pushState(state, '', url.href);
    // Listeners hear a hashchange event at once, as with every hash change.
    window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
  },
  back: () => history.back(),
  depth: historyDepth,
  subscribe(listener) {
    window.addEventListener('hashchange', listener);
    return () => window.removeEventListener('hashchange', listener);
  },
  href: (path) => `#${path}`,
  pathOf: hashPath,
  queryLocation: () => window.location,
};

/** The full console's address of a console path on the page's server (`https://jms.example.com/ui/#/tickets/tickets/<id>`). */
export function consoleUrl(path: string): string {
  return `${serverOrigin()}${ROUTER_BASE}#${path}`;
}

let active: ConsoleRouter = hashRouter;

/** The router of the page's console; the console element sets it from its `routing` attribute. */
export function activeRouter(): ConsoleRouter {
  return active;
}

export function setActiveRouter(router: ConsoleRouter): void {
  active = router;
}

type NavigationListener = (path: string, href: string) => boolean;
let listener: NavigationListener | undefined;

/**
 * Told of every navigation the person starts (not the console's own
 * redirects); answering false keeps the console where it is.
 */
export function setNavigationListener(next: NavigationListener | undefined): void {
  listener = next;
}

export function navigationAllowed(path: string): boolean {
  return listener ? listener(path, active.href(path)) : true;
}
