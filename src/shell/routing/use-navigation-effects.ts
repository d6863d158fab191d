import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useElementOptions } from '../../blocks/custom-element/host-context';
import { t } from '../../core/i18n';
import { leavePage } from '../../core/navigation';
import { settingsStore } from '../../core/public-settings';
import { historyDepth, navigateTo, normalizePath, routesStore, trackForeignNavigation, viewRoute } from '../../core/routes';
import { appStore, resetApp } from '../../core/startup/app-state';
import { layoutStore, setSidebarOpen } from '../state/layout-store';
import { ensureAffixTabs, refreshTab, visitTab } from '../state/tags-store';
import { followRouteScope } from '../orgs/switch-org';
import type { CurrentRoute } from './current-route';

/**
 * What follows from arriving somewhere: redirects and server pages, the tab,
 * a new view (the startup guard runs again for it), the organization a route
 * forces, the mobile menu closing, and the page title (when the console is the page).
 */
export function useNavigationEffects(current: CurrentRoute | null): void {
  const { page } = useElementOptions();
  const loginTitle = useStore(settingsStore, (state) => state.settings.INTERFACE?.login_title);
  const accessible = useStore(routesStore, (state) => state.accessible);
  const initialized = useStore(appStore, (state) => state.initialized);
  const lastView = useRef<string | undefined>(undefined);
  const lastDepth = useRef<number | undefined>(undefined);

  // Before paint: nothing of a page that redirects should show.
  useLayoutEffect(() => {
    if (!current) return;
    trackForeignNavigation(lastDepth.current);
    lastDepth.current = historyDepth();
    const { resolution, route } = current;
    if (resolution.type === 'redirect') {
      if (resolution.refresh) refreshTab(normalizePath(resolution.to.split('?')[0] ?? '/'));
      navigateTo(resolution.to, { replace: true });
      return;
    }
    if (resolution.type === 'leave') {
      leavePage(resolution.url);
      return;
    }
    // Top-level pages (404) belong to no view: the user stays where they were.
    if (!route?.view) return;
    if (lastView.current !== undefined && route.view !== lastView.current) {
      // A new view: the startup guard checks its organizations again. An org a
      // route of the old view forced is left first, so the guard keeps the user's
      // own; the new route's forced org is entered once the guard is done.
      if (!route.orgScope) followRouteScope(undefined);
      lastView.current = route.view;
      resetApp();
      return;
    }
    lastView.current = route.view;
    if (initialized) followRouteScope(route.orgScope);
  }, [current, initialized]);

  useEffect(() => {
    const route = current?.route;
    if (!current || !route?.view || current.resolution.type !== 'page') return;
    const root = viewRoute(route.view);
    const affix = root && accessible ? (accessible.node(root)?.children ?? []).map((node) => node.route).filter((child) => child.affix) : [];
    ensureAffixTabs(affix);
    visitTab(route, current.key, current.search ? `${current.key}?${current.search}` : current.key);
    if (layoutStore.getState().device === 'mobile') setSidebarOpen(false);
  }, [current, accessible]);

  useEffect(() => {
    if (!page) return;
    const title = current?.route?.title;
    const screen = title ? t(title) : '';
    const site = loginTitle || 'JumpServer';
    document.title = screen ? `${screen} - ${site}` : site;
  }, [page, current, loginTitle]);
}
