import { createContext, useContext } from 'react';
import type { AppRoute } from '../../core/routes';
import type { Resolution } from './resolve-location';

/** Where the console is: the location, what it resolves to, and the route when there is one. */
export interface CurrentRoute {
  path: string;
  search: string;
  resolution: Resolution;
  route: AppRoute | undefined;
  /** The tab key of the page: its path without query or trailing slash. */
  key: string;
}

export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

export function useCurrentRoute(): CurrentRoute {
  const current = useContext(CurrentRouteContext);
  if (!current) throw new Error('useCurrentRoute outside the console frame');
  return current;
}
