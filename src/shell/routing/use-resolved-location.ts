import { useMemo } from 'react';
import { useStore } from 'zustand';
import { settingsStore } from '../../core/public-settings';
import { normalizePath, routesStore, type RouteContext } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import type { CurrentRoute } from './current-route';
import { resolveLocation } from './resolve-location';
import { useConsoleLocation } from './use-console-location';

/** The current location resolved against the user's routes. */
export function useResolvedLocation(): CurrentRoute | null {
  const { path, search } = useConsoleLocation();
  const accessible = useStore(routesStore, (state) => state.accessible);
  const settings = useStore(settingsStore, (state) => state.settings);
  const perms = useStore(sessionStore, (state) => state.perms);
  const consoleOrgs = useStore(sessionStore, (state) => state.consoleOrgs);
  const auditOrgs = useStore(sessionStore, (state) => state.auditOrgs);
  const workbenchOrgs = useStore(sessionStore, (state) => state.workbenchOrgs);
  const firstLogin = useStore(sessionStore, (state) => Boolean(state.profile?.is_first_login));

  return useMemo(() => {
    if (!accessible) return null;
    const context: RouteContext = { settings, session: { perms, consoleOrgs, auditOrgs, workbenchOrgs } };
    const resolution = resolveLocation(path, search, accessible, context, firstLogin);
    const route = resolution.type === 'page' || resolution.type === 'forbidden' ? resolution.route : undefined;
    return { path, search, resolution, route, key: normalizePath(path) };
  }, [path, search, accessible, settings, perms, consoleOrgs, auditOrgs, workbenchOrgs, firstLogin]);
}
