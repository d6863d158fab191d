import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { settingsStore } from '../core/public-settings';
import { generateRoutes, navigateTo, parseHash } from '../core/routes';
import { sessionStore } from '../core/session/store';
import { appStore } from '../core/startup/app-state';
import { expectMainContent } from '../core/main-content';
import { runStartupGuard, StartupAborted } from '../core/startup/guard';
import { ConsoleFrame } from './frame/console-frame';
import { forgetAutoEnteredOrg } from './orgs/switch-org';
import { StartupFailed, StartupSkeleton } from './startup-screen';
import { useInterfaceSettings } from './theme/use-interface-settings';

type Phase = 'starting' | 'ready' | 'failed';

// Loading the console means a screen is coming: decoration waits for it.
expectMainContent();

/**
 * The console: the startup guard runs before the first render (and again when
 * a new view is entered), then the frame shows the route in the page's hash.
 */
export function ConsoleApp() {
  useInterfaceSettings();
  const [phase, setPhase] = useState<Phase>('starting');
  const initialized = useStore(appStore, (state) => state.initialized);
  const firstStart = useRef(true);

  const start = useCallback(() => {
    if (firstStart.current) forgetAutoEnteredOrg();
    firstStart.current = false;
    runStartupGuard({ requestedPath: parseHash().path, generateRoutes: () => void generateRoutes() }).then(
      ({ redirect }) => {
        if (redirect) navigateTo(redirect, { replace: true });
        setPhase('ready');
      },
      (error: unknown) => {
        if (!(error instanceof StartupAborted)) setPhase('failed');
      },
    );
  }, []);

  useEffect(() => {
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

  if (phase === 'failed') {
    return (
      <StartupFailed
        onRetry={() => {
          setPhase('starting');
          start();
        }}
      />
    );
  }
  if (phase === 'starting') return <StartupSkeleton />;
  return <ConsoleFrame />;
}
