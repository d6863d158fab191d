import { useSyncExternalStore } from 'react';
import { activeRouter, navigateTo, parseHash, type HashLocation } from '../../core/routes';

const subscribe = (callback: () => void) => activeRouter().subscribe(callback);
const snapshot = () => activeRouter().current();

/** The console's place (path and query), re-rendering on every change, whichever way the console routes. */
export function useConsoleLocation(): HashLocation {
  return parseHash(`#${useSyncExternalStore(subscribe, snapshot)}`);
}

/**
 * wouter's location and search hooks over our convention (query inside the
 * route, `/path?query`), so wouter's Link, useLocation and useSearch work in
 * every screen.
 */
export function useWouterLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [useConsoleLocation().path, (to, options) => navigateTo(to, options)];
}

export function useWouterSearch(): string {
  return useConsoleLocation().search;
}

export const routerHref = (href: string) => activeRouter().href(href);
