import { fillPath } from './match';
import { routeByName } from './registry';
import type { RouteTarget } from './types';

type QueryValue = string | number | boolean | null | undefined;

function queryString(query: Readonly<Record<string, QueryValue>> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  return search.toString();
}

/** A named route's path: `pathFor({ name: 'UserUpdate', params: { id } })` → `/console/users/users/<id>/update`. */
export function pathFor({ name, params, query }: RouteTarget): string {
  const route = routeByName(name);
  if (!route) throw new Error(`Unknown route name "${name}"`);
  const path = fillPath(route.path, params);
  const search = queryString(query);
  return search ? `${path}?${search}` : path;
}

/** The href of a console path, for links: `#/console/users/users`. */
export function hrefFor(target: string | RouteTarget): string {
  return `#${typeof target === 'string' ? target : pathFor(target)}`;
}

interface HistoryState {
  /** How many console pages lie behind this one in the tab's history. */
  jmsDepth?: number;
}

function depth(): number {
  const state = history.state as HistoryState | null;
  return typeof state?.jmsDepth === 'number' ? state.jmsDepth : 0;
}

/** Whether going back stays in the console (the header's back button). */
export function canGoBack(): boolean {
  return depth() > 0;
}

/**
 * Goes to a console path or a named route by changing the hash. Listeners hear
 * a hashchange event at once, as with every hash change.
 */
export function navigateTo(target: string | RouteTarget, { replace = false }: { replace?: boolean } = {}): void {
  const path = typeof target === 'string' ? target : pathFor(target);
  const oldURL = window.location.href;
  const url = new URL(oldURL);
  url.hash = path.startsWith('/') ? path : `/${path}`;
  if (url.href === oldURL) return;
  const state: HistoryState = { jmsDepth: replace ? depth() : depth() + 1 };
  if (replace) history.replaceState(state, '', url.href);
  else history.pushState(state, '', url.href);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

/**
 * A hash the person typed (or a link outside the console changed) arrives
 * without our history state: it is one page deeper than the one before. The
 * page the console opened on (no previous depth) has nothing behind it.
 */
export function trackForeignNavigation(previousDepth: number | undefined): void {
  if ((history.state as HistoryState | null)?.jmsDepth === undefined) {
    const jmsDepth = previousDepth === undefined ? 0 : previousDepth + 1;
    history.replaceState({ ...(history.state as object | null), jmsDepth } satisfies HistoryState, '');
  }
}

export function historyDepth(): number {
  return depth();
}
