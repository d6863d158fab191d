import { useSyncExternalStore } from 'react';
import { navigateTo, parseHash, type HashLocation } from '../../core/routes';

function subscribe(callback: () => void): () => void {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
}

const snapshot = () => window.location.hash;

/** The console's place (path and query from the hash), re-rendering on every change. */
export function useHashLocation(): HashLocation {
  const hash = useSyncExternalStore(subscribe, snapshot);
  return parseHash(hash);
}

/**
 * wouter's location and search hooks over our hash convention (query inside
 * the hash, `#/path?query`), so wouter's Link, useLocation and useSearch work
 * in every screen.
 */
export function useWouterLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [useHashLocation().path, (to, options) => navigateTo(to, options)];
}

export function useWouterSearch(): string {
  return useHashLocation().search;
}

export const hashHref = (href: string) => `#${href}`;
