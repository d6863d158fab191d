import { useRef, type MouseEvent } from 'react';
import { Router } from 'wouter';
import { useStore } from 'zustand';
import { activeRouter, navigateTo } from '../../core/routes';
import { useElementOptions } from '../../blocks/custom-element/host-context';
import { useT } from '../../blocks/i18n/use-t';
import { Footer } from '../footer/footer';
import { QuickJump } from '../palette/quick-jump';
import { CurrentRouteContext } from '../routing/current-route';
import { useNavigationEffects } from '../routing/use-navigation-effects';
import { useResolvedLocation } from '../routing/use-resolved-location';
import { routerHref, useWouterLocation, useWouterSearch } from '../routing/use-console-location';
import { SideMenu } from '../side-menu/side-menu';
import { layoutStore, setSidebarOpen } from '../state/layout-store';
import { TagsView } from '../tags-view/tags-view';
import { TopBar } from '../top-bar/top-bar';
import * as styles from './frame.css';
import { RouteOutlet } from './route-outlet';
import { ScreenSkeleton } from './screen-skeleton';
import { useDeviceWatch } from './use-mobile';

/**
 * A plain link to a console page (`<a href="#/…">` in hash routing, the full
 * console's address in memory routing) goes through the console's navigation,
 * as RouteLink does: the page hears of it and the memory router keeps it. A
 * new tab or window still follows the href.
 */
function followRouteLinks(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.nativeEvent.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const path = activeRouter().pathOf(href);
  if (path === undefined) return;
  event.preventDefault();
  navigateTo(path);
}

/** The frame every screen lives in: top bar, side menu, tags view, page area and footer. */
export function ConsoleFrame() {
  const t = useT();
  const { page } = useElementOptions();
  useDeviceWatch();
  const current = useResolvedLocation();
  useNavigationEffects(current);
  const device = useStore(layoutStore, (state) => state.device);
  const open = useStore(layoutStore, (state) => state.sidebarOpen);
  const mainRef = useRef<HTMLElement>(null);
  const lastView = useRef('');
  if (current?.route?.view) lastView.current = current.route.view;
  const view = lastView.current;

  return (
    <Router hook={useWouterLocation} searchHook={useWouterSearch} hrefs={routerHref}>
      <div className={styles.frame} data-device={device} data-page={page || undefined} onClick={followRouteLinks}>
        <button type="button" className={styles.skipLink} onClick={() => mainRef.current?.focus()}>
          {t('shell.skipToContent')}
        </button>
        <TopBar view={view} route={current?.route} search={<QuickJump />} />
        <div className={styles.body}>
          {view && <SideMenu view={view} route={current?.route} path={current?.path ?? '/'} />}
          {device === 'mobile' && open && (
            <button type="button" className={styles.overlay} aria-label={t('shell.collapseMenu')} tabIndex={-1} onClick={() => setSidebarOpen(false)} />
          )}
          <div className={styles.column}>
            {view && <TagsView view={view} activeKey={current?.key ?? ''} />}
            <main ref={mainRef} className={styles.main} tabIndex={-1} aria-label={t('shell.content')}>
              {current ? (
                <CurrentRouteContext.Provider value={current}>
                  <RouteOutlet />
                </CurrentRouteContext.Provider>
              ) : (
                <div className={styles.screen}>
                  <ScreenSkeleton />
                </div>
              )}
            </main>
            <Footer />
          </div>
        </div>
      </div>
    </Router>
  );
}
