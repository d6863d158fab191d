import { fillPath } from './match';
import { routeByName } from './registry';
import { activeRouter, navigationAllowed } from '../router';
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

/** The href of a console path, for links: `#/console/users/users` at /ui/. */
export function hrefFor(target: string | RouteTarget): string {
  return activeRouter().href(typeof target === 'string' ? target : pathFor(target));
}

/** Whether going back stays in the console (the header's back button). */
export function canGoBack(): boolean {
  return activeRouter().depth() > 0;
}

export function goBack(): void {
  activeRouter().back();
}

/**
 * Goes to a console path or a named route. A navigation the person starts
 * (not a replacing redirect) is announced first, and the page may refuse it.
 */
export function navigateTo(target: string | RouteTarget, { replace = false }: { replace?: boolean } = {}): void {
  const given = typeof target === 'string' ? target : pathFor(target);
  const path = given.startsWith('/') ? given : `/${given}`;
  if (path === activeRouter().current()) return;
  if (!replace && !navigationAllowed(path)) return;
  activeRouter().go(path, replace);
}

/**
 * A hash the person typed (or a link outside the console changed) arrives
 * without our history state: it is one page deeper than the one before. The
 * page the console opened on (no previous depth) has nothing behind it.
 */
export function trackForeignNavigation(previousDepth: number | undefined): void {
  if (activeRouter().mode !== 'hash') return;
  if ((history.state as { jmsDepth?: number } | null)?.jmsDepth === undefined) {
    const jmsDepth = previousDepth === undefined ? 0 : previousDepth + 1;
    history.replaceState({ ...(history.state as object | null), jmsDepth }, '');
  }
}

export function historyDepth(): number {
  return activeRouter().depth();
}
