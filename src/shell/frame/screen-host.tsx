import { Component, lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { isChunkLoadError } from '../../core/chunk-error';
import type { AppRoute } from '../../core/routes';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import { screens, type ScreenProps } from '../../views';
import { PlaceholderPage } from '../../views/common/placeholder-page';
import { StatusPage } from '../../blocks/status-page/status-page';
import * as pageStyles from '../../blocks/status-page/status-page.css';
import { ScreenSkeleton } from './screen-skeleton';

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>();

/** The screen of a route, loaded once on first use; undefined when the route has none yet. */
function screenFor(name: string | undefined) {
  if (!name) return undefined;
  const load = screens[name];
  if (!load) return undefined;
  let screen = lazyScreens.get(name);
  if (!screen) {
    screen = lazy(load);
    lazyScreens.set(name, screen);
  }
  return screen;
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

/** The route's screen (lazy, with a skeleton), or the placeholder naming the route. */
export function ScreenHost({ route, path, params, search }: ScreenHostProps) {
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const Screen = screenFor(route.name);
  if (!Screen) return <PlaceholderPage route={route} path={path} />;
  return (
    <ScreenBoundary name={route.name}>
      <Suspense fallback={<ScreenSkeleton />}>
        <Screen params={params} query={query} />
      </Suspense>
    </ScreenBoundary>
  );
}
