import { Component, lazy, Suspense, useMemo, type LazyExoticComponent, type ReactNode } from 'react';
import { isChunkLoadError } from '../../core/chunk-error';
import type { AppRoute } from '../../core/routes';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import { screens, type Screen } from '../../views';
import { StatusPage } from '../../blocks/status-page/status-page';
import * as pageStyles from '../../blocks/status-page/status-page.css';
import { ScreenSkeleton } from './screen-skeleton';

// Shown for a route without a screen, never on a first page that has one.
const PlaceholderPage = lazy(() => import('../../views/common/placeholder-page').then((module) => ({ default: module.PlaceholderPage })));

const lazyScreens = new Map<string, LazyExoticComponent<Screen>>();
/** Screens whose code has arrived ahead of their first render (preloadScreen). */
const loadedScreens = new Map<string, Screen>();

/**
 * The screen of a route: the lazy one it was shown with before, else its code
 * loaded ahead, else a lazy one (loaded on first use); undefined when the route
 * has none yet. Each route keeps the component it was first shown with: a
 * different one would mount the screen afresh.
 */
function screenFor(name: string | undefined) {
  if (!name) return undefined;
  const load = screens[name];
  if (!load) return undefined;
  const known = lazyScreens.get(name) ?? loadedScreens.get(name);
  if (known) return known;
  const screen = lazy(load);
  lazyScreens.set(name, screen);
  return screen;
}

/**
 * Loads a route's screen (its code and what that imports) ahead of its first
 * render, which then shows it at once: a lazy screen shows a fallback first,
 * and React holds back what replaces a fallback for up to 300 ms after it showed.
 */
export function preloadScreen(name: string | undefined): Promise<Screen | undefined> {
  const load = name ? screens[name] : undefined;
  if (!name || !load) return Promise.resolve(undefined);
  return load().then(
    (module) => {
      loadedScreens.set(name, module.default);
      return module.default;
    },
    // Rendered, it fails again and shows why.
    () => undefined,
  );
}

/** A route's screen whose code has arrived; undefined while it has not. */
export function loadedScreen(name: string): Screen | undefined {
  return loadedScreens.get(name);
}

/** A screen whose code did not arrive is only fetched again by a reload; one that failed otherwise is tried again in place. */
function LoadFailed({ codeMissing, onRetry }: { codeMissing: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <StatusPage icon="warning" title={t('shell.screenFailed')} text={t(codeMissing ? 'shell.screenCodeFailed' : 'shell.screenFailedText')}>
      <button type="button" className={pageStyles.primaryButton} onClick={codeMissing ? () => window.location.reload() : onRetry} data-testid="screen-retry">
        <Icon name="refresh" /> {t(codeMissing ? 'shell.reloadPage' : 'console.retry')}
      </button>
    </StatusPage>
  );
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
        <LoadFailed
          codeMissing={this.state.codeMissing}
          onRetry={() => {
            if (this.props.name) lazyScreens.delete(this.props.name);
            this.setState({ failed: false, codeMissing: false });
          }}
        />
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
  const RouteScreen = screenFor(route.name);
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
