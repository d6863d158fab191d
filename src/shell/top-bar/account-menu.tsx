import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { LOGOUT_PATH } from '../../core/constants';
import { sessionStore } from '../../core/session/store';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import { MenuButton, usePopup } from '../../blocks/menu';
import * as styles from './top-bar.css';

// The items load as the menu opens.
const AccountMenuPopup = lazy(() => import('./account-menu-popup'));

/** Logout is a navigation to the server's logout page, coming back here afterwards (NOTES.md). */
export function logoutUrl(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return `${LOGOUT_PATH}?next=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;
}

/** The account menu: profile, API keys, temporary password (when allowed), user settings, logout. */
export function AccountMenu() {
  const t = useT();
  const menu = usePopup({ placement: 'bottom-end' });
  const name = useStore(sessionStore, (state) => state.profile?.name || state.profile?.username || '');
  return (
    <>
      <MenuButton menu={menu} className={styles.barButton} aria-label={t('shell.account', { name })} data-testid="account-menu">
        <span className={styles.avatar}>
          <Icon name="user" size={16} />
        </span>
        <span className={styles.barLabel}>{name}</span>
        <Icon name="chevron-down" size={14} className={styles.chevron} />
      </MenuButton>
      {menu.open && (
        <Suspense fallback={null}>
          <AccountMenuPopup menu={menu} name={name} />
        </Suspense>
      )}
    </>
  );
}
