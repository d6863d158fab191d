import { Menu, MenuButton, MenuItem, usePopup } from '../../blocks/menu';
import { useState } from 'react';
import { useStore } from 'zustand';
import { STORAGE_KEYS } from '../../core/constants';
import { navigateTo, routesStore, routeTree, type AppRoute } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import { resetApp } from '../../core/startup/app-state';
import { readText, writeText } from '../../core/storage';
import { useT } from '../../blocks/i18n/use-t';
import { Icon, type IconName } from '../../blocks/icons/icon';
import { layoutStore } from '../state/layout-store';
import { usePublicSettings } from '../use-session';
import * as menuStyles from './menu.css';
import * as styles from './top-bar.css';

const VIEW_ICONS: Record<string, IconName> = { console: 'dashboard', audit: 'logs', workbench: 'home', tickets: 'ticket', settings: 'settings', profile: 'user' };
const TIP_KEY = 'viewSwitchTipSeen';

/** The views listed in the switcher: routes with showNavSwitcher that the user may open. */
function useSwitcherViews(): AppRoute[] {
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
  writeText(TIP_KEY, '1');
  resetApp();
  navigateTo(`/${view}`);
}

export function ViewSwitcher({ view }: { view: string }) {
  const t = useT();
  const views = useSwitcherViews();
  const device = useStore(layoutStore, (state) => state.device);
  const [tipSeen, setTipSeen] = useState(() => readText(TIP_KEY) === '1');
  const menu = usePopup({ placement: 'bottom-start' });
  if (!views.length) return null;
  const current = views.find((route) => route.view === view) ?? routeTree.find((route) => route.view === view);
  const label = current?.title ? t(current.title) : t('shell.views');
  const dismissTip = () => {
    writeText(TIP_KEY, '1');
    setTipSeen(true);
  };
  return (
    <div className={styles.anchor}>
      <>
        <MenuButton menu={menu} className={styles.barButton} aria-label={t('shell.switchView', { view: label })} onClick={dismissTip}>
          <Icon name={VIEW_ICONS[view] ?? 'grid'} size={18} />
          <span className={styles.barLabel}>{label}</span>
          <Icon name="chevron-down" size={14} className={styles.chevron} />
        </MenuButton>
        <Menu menu={menu} className={menuStyles.menu} gutter={6}>
          {views.map((route) => (
            <MenuItem
              key={route.view}
              className={menuStyles.item}
              aria-current={route.view === view ? 'true' : undefined}
              onClick={() => switchView(route.view)}
            >
              <Icon name={VIEW_ICONS[route.view] ?? 'grid'} />
              <span className={menuStyles.itemText}>{route.title ? t(route.title) : route.view}</span>
              {route.view === view && <Icon name="check" />}
            </MenuItem>
          ))}
        </Menu>
      </>
      {!tipSeen && device === 'desktop' && views.length > 1 && (
        <div className={styles.tip} role="note">
          {t('shell.viewTip')}
          <button type="button" className={styles.tipAction} onClick={dismissTip}>
            {t('shell.gotIt')}
          </button>
        </div>
      )}
    </div>
  );
}
