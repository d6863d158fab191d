import { Component, lazy, Suspense, useEffect, useMemo, useReducer, type LazyExoticComponent, type ReactNode } from 'react';
import { isChunkLoadError } from '../../core/chunk-error';
import type { AppRoute } from '../../core/routes';
import { useT } from '../../blocks/i18n/use-t';
import { screens, type Screen } from '../../views';
import { ScreenSkeleton } from './screen-skeleton';

// Shown for a route without a screen, never on a first page that has one.
const PlaceholderPage = lazy(() => import('../../views/common/placeholder-page').then((module) => ({ default: module.PlaceholderPage })));

const lazyScreens = new Map<string, LazyExoticComponent<Screen>>();
/** Screens whose code has arrived (preloadScreen). */
const loadedScreens = new Map<string, Screen>();
/** Screens whose code is on its way, and those whose code failed to come. */
const loadingScreens = new Map<string, Promise<Screen | undefined>>();
const failedScreens = new Set<string>();

/**
 * Loads a route's screen (its code and what that imports). The screen host
 * shows the skeleton meanwhile and the screen once it is here, as a plain
 * update: a lazy screen would show a Suspense fallback, and React holds back
 * what replaces a fallback until 300 ms after it showed (the first screen's
 * list would wait that long to mount and ask for its rows).
 */
export function preloadScreen(name: string | undefined): Promise<Screen | undefined> {
  const load = name ? screens[name] : undefined;
  if (!name || !load) return Promise.resolve(undefined);
  const known = loadedScreens.get(name) ?? loadingScreens.get(name);
  if (known) return Promise.resolve(known);
  const loading = load().then(
    (module) => {
      loadedScreens.set(name, module.default);
      return module.default;
    },
    // Rendered lazily, it fails again and the boundary shows why.
    () => {
      failedScreens.add(name);
      return undefined;
    },
  );
  loadingScreens.set(name, loading);
  void loading.finally(() => loadingScreens.delete(name));
  return loading;
}

/**
 * The screen of a route: the one it was shown with before, else its code
 * loaded, else null while the code is on its way (a lazy one, whose failure
 * the boundary shows, when it did not come); undefined when the route has none
 * yet. Each route keeps the component it was first shown with: a different one
 * would mount the screen afresh.
 */
function useScreen(name: string | undefined): Screen | LazyExoticComponent<Screen> | null | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const load = name ? screens[name] : undefined;
  const screen = name && load ? (lazyScreens.get(name) ?? loadedScreens.get(name)) : undefined;
  const waiting = Boolean(name && load && !screen && !failedScreens.has(name));
  useEffect(() => {
    if (!waiting) return;
    let mounted = true;
    void preloadScreen(name).then(() => mounted && arrived());
    return () => {
      mounted = false;
    };
  }, [name, waiting]);
  if (!name || !load) return undefined;
  if (screen) return screen;
  if (waiting) return null;
  const lazyScreen = lazy(load);
  lazyScreens.set(name, lazyScreen);
  return lazyScreen;
}

/** A route's screen whose code has arrived; undefined while it has not. */
export function loadedScreen(name: string): Screen | undefined {
  return loadedScreens.get(name);
}

// What a failing screen shows loads when one fails: a screen whose code cannot come (the network gone, a new
// release's chunks) usually means this cannot either, and a plain line says to reload.
const ScreenLoadFailed = lazy(() => import('./screen-load-failed').then((module) => ({ default: module.ScreenLoadFailed })));

/** The plain line a failing screen shows when the page for it could not load either. */
function PlainFailure() {
  const t = useT();
  return (
    <p role="alert">
      {t('shell.screenCodeFailed')}{' '}
      <button type="button" onClick={() => window.location.reload()} data-testid="screen-retry">
        {t('shell.reloadPage')}
      </button>
    </p>
  );
}

class PlainFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PlainFailure /> : this.props.children;
  }
}

interface BoundaryState {
  failed: boolean;
  codeMissing: boolean;
}

/** A screen that fails to load or render shows a way out instead of taking the console down. */
class ScreenBoundary extends Component<{ name: string | undefined; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, codeMissing: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, codeMissing: isChunkLoadError(error) };
  }

  override render() {
    if (this.state.failed) {
      return (
        <PlainFailureBoundary>
          <Suspense fallback={<ScreenSkeleton />}>
            <ScreenLoadFailed
              codeMissing={this.state.codeMissing}
              onRetry={() => {
                if (this.props.name) lazyScreens.delete(this.props.name);
                this.setState({ failed: false, codeMissing: false });
              }}
            />
          </Suspense>
        </PlainFailureBoundary>
      );
    }
    return this.props.children;
  }
}

export interface ScreenHostProps {
  route: AppRoute;
  path: string;
  params: Record<string, string>;
  search: string;
}

/** The route's screen (with a skeleton while its code loads), or the placeholder naming the route. */
export function ScreenHost({ route, path, params, search }: ScreenHostProps) {
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const RouteScreen = useScreen(route.name);
  if (RouteScreen === null) return <ScreenSkeleton />;
  if (!RouteScreen)
    return (
      <Suspense fallback={<ScreenSkeleton />}>
        <PlaceholderPage route={route} path={path} />
      </Suspense>
    );
  return (
    <ScreenBoundary name={route.name}>
      <Suspense fallback={<ScreenSkeleton />}>
        <RouteScreen params={params} query={query} />
      </Suspense>
    </ScreenBoundary>
  );
}
