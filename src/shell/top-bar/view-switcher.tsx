import { Menu, MenuButton, MenuItem, usePopup } from '../../blocks/menu';
import { useStore } from 'zustand';
import { STORAGE_KEYS } from '../../core/constants';
import { navigateTo, routesStore, routeTree, type AppRoute } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import { resetApp } from '../../core/startup/app-state';
import { writeText } from '../../core/storage';
import { useT } from '../../blocks/i18n/use-t';
import { Icon, type IconName } from '../../blocks/icons/icon';
import { dismissViewTip } from '../state/view-tip-store';
import { usePublicSettings } from '../use-session';
import * as menuStyles from './menu.css';
import * as styles from './top-bar.css';

const VIEW_ICONS: Record<string, IconName> = { console: 'dashboard', audit: 'logs', workbench: 'home', tickets: 'ticket', settings: 'settings', profile: 'user' };

/** The views listed in the switcher: routes with showNavSwitcher that the user may open. */
export function useSwitcherViews(): AppRoute[] {
  const accessible = useStore(routesStore, (state) => state.accessible);
  const settings = usePublicSettings();
  const session = useStore(sessionStore);
  return routeTree.filter((route) => {
    if (route.kind !== 'layout' || accessible?.access(route) !== 'ok') return false;
    const shown = route.showNavSwitcher;
    return typeof shown === 'function' ? shown({ settings, session }) : shown;
  });
}

/** Selecting a view stores it as PreView, clears the app-init flag (the guard runs again), then goes there. */
export function switchView(view: string): void {
  writeText(STORAGE_KEYS.preView, view);
  dismissViewTip();
  resetApp();
  navigateTo(`/${view}`);
}

export function ViewSwitcher({ view }: { view: string }) {
  const t = useT();
  const views = useSwitcherViews();
  const menu = usePopup({ placement: 'bottom-start' });
  if (!views.length) return null;
  const current = views.find((route) => route.view === view) ?? routeTree.find((route) => route.view === view);
  const label = current?.title ? t(current.title) : t('shell.views');
  return (
    <>
      <MenuButton menu={menu} className={styles.barButton} aria-label={t('shell.switchView', { view: label })} onClick={dismissViewTip}>
        <Icon name={VIEW_ICONS[view] ?? 'grid'} size={18} />
        <span className={styles.barLabel}>{label}</span>
        <Icon name="chevron-down" size={14} className={styles.chevron} />
      </MenuButton>
      <Menu menu={menu} className={menuStyles.menu} gutter={6}>
        {views.map((route) => (
          <MenuItem key={route.view} className={menuStyles.item} aria-current={route.view === view ? 'true' : undefined} onClick={() => switchView(route.view)}>
            <Icon name={VIEW_ICONS[route.view] ?? 'grid'} />
            <span className={menuStyles.itemText}>{route.title ? t(route.title) : route.view}</span>
            {route.view === view && <Icon name="check" />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
