import { createStore } from 'zustand/vanilla';
import { settingsStore } from '../public-settings';
import { sessionStore } from '../session/store';
import { filterRoutes } from './filter';
import type { AccessibleRoutes, RouteContext } from './types';

/** The signed-in user's routes; null until the startup guard generated them. */
export const routesStore = createStore<{ accessible: AccessibleRoutes | null }>(() => ({ accessible: null }));

export function currentRouteContext(): RouteContext {
  return { settings: settingsStore.getState().settings, session: sessionStore.getState() };
}

/** The startup guard's "generate routes" step, and again whenever settings or permissions change. */
export function generateRoutes(context: RouteContext = currentRouteContext()): AccessibleRoutes {
  const accessible = filterRoutes(context);
  routesStore.setState({ accessible });
  return accessible;
}
