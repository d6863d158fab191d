import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { i18nStore } from '../../core/i18n';
import { matchRoute, type AppRoute } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import { appStore } from '../../core/startup/app-state';
import { scopeOrg } from '../orgs/switch-org';
import { PageHeader } from '../page-header/page-header';
import { PageHeaderContext, type PageHeaderOverrides } from '../page-header/page-header-context';
import { useCurrentRoute } from '../routing/current-route';
import { tagsStore, type Tab } from '../state/tags-store';
import * as styles from './frame.css';
import { ScreenHost } from './screen-host';
import { ScreenSkeleton } from './screen-skeleton';

// Only a typed address leads to it: its code is not part of every first page.
const ForbiddenPage = lazy(() => import('../../views/common/forbidden-page').then((module) => ({ default: module.ForbiddenPage })));

interface CachedScreenProps {
  route: AppRoute;
  path: string;
  params: Record<string, string>;
  search: string;
  active: boolean;
}

/** Whether a page has been shown yet: the first one leaves focus where the browser put it. */
let shownBefore = false;

/**
 * One open tab's page: header and screen, kept mounted (hidden) while another tab shows.
 * A page that comes into view takes the focus on its heading, so the keyboard and
 * screen readers start there rather than on the page's body.
 */
function CachedScreen({ route, path, params, search, active }: CachedScreenProps) {
  const [overrides, setOverrides] = useState<PageHeaderOverrides>({});
  const set = useCallback((next: PageHeaderOverrides) => setOverrides(next), []);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) return undefined;
    if (!shownBefore) {
      shownBefore = true;
      return undefined;
    }
    // After the frame: a hash navigation, still settling, takes the focus off whatever holds it.
    const frame = requestAnimationFrame(() => container.current?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [active]);
  return (
    <div ref={container} className={styles.screen} hidden={!active} data-screen={path}>
      <PageHeaderContext.Provider value={set}>
        <PageHeader route={route} path={path} overrides={overrides} />
        <ScreenHost route={route} path={path} params={params} search={search} />
      </PageHeaderContext.Provider>
    </div>
  );
}

function tabLocation(tab: Tab) {
  const [path = tab.key, search = ''] = tab.fullPath.split('?');
  const match = matchRoute(path);
  return match ? { ...match, path: tab.key, search } : undefined;
}

/** Whether the organization a route forces is the current one (the frame enters it before the screen shows). */
function useOrgReady(route: AppRoute | undefined): boolean {
  const currentId = useStore(sessionStore, (state) => state.currentOrg?.id);
  const usingOrgs = useStore(sessionStore, (state) => state.usingOrgs);
  if (!route?.orgScope) return true;
  const target = scopeOrg(route.orgScope, usingOrgs);
  return !target || target.id === currentId;
}

/**
 * The page area: the forbidden page, or the open tabs' screens with only the
 * current one shown. Screens of closed tabs unmount; at most a few stay cached.
 */
export function RouteOutlet() {
  const current = useCurrentRoute();
  const initialized = useStore(appStore, (state) => state.initialized);
  const tabs = useStore(tagsStore, (state) => state.tabs);
  const cached = useStore(tagsStore, (state) => state.cached);
  const orgReady = useOrgReady(current.route);
  // A new language mounts the screens again: what they read from the server comes in it.
  const language = useStore(i18nStore, (state) => state.language);
  const { resolution, key } = current;

  const mounted = useMemo(() => {
    if (resolution.type !== 'page') return [];
    const view = resolution.route.view;
    return tabs.filter((tab) => tab.view === view && tab.key !== key && cached.includes(tab.key));
  }, [tabs, cached, resolution, key]);

  if (!initialized || !orgReady)
    return (
      <div className={styles.screen}>
        <ScreenSkeleton />
      </div>
    );
  if (resolution.type === 'forbidden') {
    return (
      <div className={styles.screen}>
        <PageHeader route={resolution.route} path={current.path} />
        <Suspense fallback={<ScreenSkeleton />}>
          <ForbiddenPage />
        </Suspense>
      </div>
    );
  }
  if (resolution.type !== 'page')
    return (
      <div className={styles.screen}>
        <ScreenSkeleton />
      </div>
    );

  const generation = tabs.find((tab) => tab.key === key)?.generation ?? 0;
  const others = mounted.flatMap((tab) => {
    const location = tabLocation(tab);
    return location ? [{ tab, location }] : [];
  });
  // Mounted in a stable order (the tabs'), so switching tabs never remounts a screen.
  const entries = [
    ...others.map(({ tab, location }) => ({ key: `${tab.key}#${tab.generation}`, order: tabs.indexOf(tab), active: false, ...location })),
    {
      key: `${key}#${generation}`,
      order: tabs.findIndex((tab) => tab.key === key),
      active: true,
      route: resolution.route,
      params: resolution.params,
      path: key,
      search: resolution.query,
    },
  ].sort((a, b) => a.order - b.order);

  return (
    <div className={styles.screens}>
      {entries.map((entry) => (
        <CachedScreen key={`${entry.key}:${language}`} route={entry.route} path={entry.path} params={entry.params} search={entry.search} active={entry.active} />
      ))}
    </div>
  );
}
