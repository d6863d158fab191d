import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { dispatchJmsEvent, ElementOptionsContext, useElementOptions, useHost } from '../blocks/custom-element/host-context';
import { CONSOLE_ICON_SET } from '../blocks/icons/console-icon-paths';
import { IconSetContext } from '../blocks/icons/icon';
import { RouteLinksContext } from '../blocks/route-links/route-links';
import { settingsStore } from '../core/public-settings';
import {
  consoleRouteLinks,
  createMemoryRouter,
  currentLocation,
  generateRoutes,
  hashRouter,
  navigateTo,
  setActiveRouter,
  setNavigationListener,
  type RoutingMode,
} from '../core/routes';
import { sessionStore } from '../core/session/store';
import { appStore } from '../core/startup/app-state';
import { expectMainContent } from '../core/main-content';
import { runStartupGuard } from '../core/startup/console-guard';
import { StartupAborted } from '../core/startup/guard';
import { ConsoleFrame } from './frame/console-frame';
import { fetchFirstScreenData } from './routing/first-screen';
import { StartupFailed, StartupSkeleton } from './startup-screen';
import { useInterfaceSettings } from './theme/use-interface-settings';

type Phase = 'starting' | 'ready' | 'failed';

export interface ConsoleAppProps {
  /** Where it keeps its place: the page's hash (the /ui/ host page) or a history of its own. */
  routing?: RoutingMode;
  /** The console is the whole page: title, favicon, the viewport's height, shortcuts on the whole window. */
  page?: boolean;
}

/**
 * The console: the startup guard runs before the first render (and again when
 * a new view is entered), then the frame shows the current route. The people
 * of the page hear of each navigation they start (`jms-navigate`) and may refuse it.
 */
export function ConsoleApp({ routing = 'hash', page = true }: ConsoleAppProps) {
  const host = useHost();
  const outer = useElementOptions();
  // One router for the console's life, active before anything reads the location;
  // and a screen is coming, which decoration (badges, logo, favicon) waits for.
  const [router] = useState(() => {
    expectMainContent();
    return routing === 'hash' ? hashRouter : createMemoryRouter();
  });
  setActiveRouter(router);
  useEffect(() => {
    setNavigationListener((path, href) => dispatchJmsEvent(host, 'jms-navigate', { path, href }, true));
    return () => setNavigationListener(undefined);
  }, [host]);
  const options = useMemo(() => ({ ...outer, page }), [outer, page]);
  useInterfaceSettings(page);
  const [phase, setPhase] = useState<Phase>('starting');
  const initialized = useStore(appStore, (state) => state.initialized);

  const start = useCallback(() => {
    const generate = () => {
      generateRoutes();
      // The routes say whether the first screen may open: its requests go now, before the frame renders it.
      fetchFirstScreenData();
    };
    runStartupGuard({ requestedPath: currentLocation().path, generateRoutes: generate }).then(
      ({ redirect }) => {
        if (redirect) navigateTo(redirect, { replace: true });
        setPhase('ready');
      },
      (error: unknown) => {
        if (!(error instanceof StartupAborted)) setPhase('failed');
      },
    );
  }, []);

  // In the commit, not after the paint that follows it: the guard's requests (the first screen's among them) go a frame sooner.
  useLayoutEffect(() => {
    if (!initialized) start();
  }, [initialized, start]);

  // Permissions and settings change under a running console (profile refresh, settings saved): routes follow.
  useEffect(() => {
    const regenerate = () => {
      if (appStore.getState().initialized) generateRoutes();
    };
    const unsubscribeSession = sessionStore.subscribe((state, previous) => {
      if (state.perms !== previous.perms || state.consoleOrgs !== previous.consoleOrgs) regenerate();
    });
    const unsubscribeSettings = settingsStore.subscribe(regenerate);
    return () => {
      unsubscribeSession();
      unsubscribeSettings();
    };
  }, []);

  return (
    <ElementOptionsContext.Provider value={options}>
      <IconSetContext.Provider value={CONSOLE_ICON_SET}>
        {phase === 'failed' ? (
          <StartupFailed
            onRetry={() => {
              setPhase('starting');
              start();
            }}
          />
        ) : phase === 'starting' ? (
          <StartupSkeleton />
        ) : (
          <RouteLinksContext.Provider value={consoleRouteLinks}>
            <ConsoleFrame />
          </RouteLinksContext.Provider>
        )}
      </IconSetContext.Provider>
    </ElementOptionsContext.Provider>
  );
}
