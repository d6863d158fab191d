import { Menu, MenuButton, MenuItem, MenuSeparator, usePopup } from '../../blocks/menu';
import { useStore } from 'zustand';
import { LOGOUT_PATH } from '../../core/constants';
import { forgetKeptMetadata } from '../../core/metadata/kept-metadata';
import { leavePage } from '../../core/navigation';
import { navigateTo } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import { useT } from '../../blocks/i18n/use-t';
import { Icon, type IconName } from '../../blocks/icons/icon';
import { useHasPermission, usePublicSettings } from '../use-session';
import * as menuStyles from './menu.css';
import * as styles from './top-bar.css';

/** Logout is a navigation to the server's logout page, coming back here afterwards (NOTES.md). */
export function logoutUrl(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return `${LOGOUT_PATH}?next=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;
}

/** The account menu: profile, API keys, temporary password (when allowed), user settings, logout. */
export function AccountMenu() {
  const t = useT();
  const menu = usePopup({ placement: 'bottom-end' });
  const profile = useStore(sessionStore, (state) => state.profile);
  const apiKeys = useHasPermission('authentication.view_accesskey');
  const canTempToken = useHasPermission('authentication.view_temptoken');
  const tempTokenOn = usePublicSettings().AUTH_TEMP_TOKEN === true;
  const tempToken = canTempToken && tempTokenOn;
  const items: { key: string; icon: IconName; label: string; go: () => void }[] = [
    { key: 'profile', icon: 'user', label: t('route.UserProfile'), go: () => navigateTo('/profile') },
    ...(apiKeys ? [{ key: 'api-keys', icon: 'key' as const, label: t('common.nav.APIKey'), go: () => navigateTo({ name: 'ApiKey' }) }] : []),
    ...(tempToken ? [{ key: 'temp', icon: 'clock' as const, label: t('common.nav.TempPassword'), go: () => navigateTo({ name: 'TempPassword' }) }] : []),
    { key: 'settings', icon: 'preferences', label: t('users.UserSetting'), go: () => navigateTo({ name: 'UserSetting' }) },
  ];
  const name = profile?.name || profile?.username || '';
  return (
    <>
      <MenuButton menu={menu} className={styles.barButton} aria-label={t('shell.account', { name })} data-testid="account-menu">
        <span className={styles.avatar}>
          <Icon name="user" size={16} />
        </span>
        <span className={styles.barLabel}>{name}</span>
        <Icon name="chevron-down" size={14} className={styles.chevron} />
      </MenuButton>
      <Menu menu={menu} className={menuStyles.menu} gutter={6}>
        <div className={menuStyles.profileHeader}>
          <span className={menuStyles.profileName}>{name}</span>
          <span className={menuStyles.itemMuted}>{profile?.username}</span>
        </div>
        <MenuSeparator className={menuStyles.separator} />
        {items.map((item) => (
          <MenuItem key={item.key} className={menuStyles.item} onClick={item.go}>
            <Icon name={item.icon} />
            <span className={menuStyles.itemText}>{item.label}</span>
          </MenuItem>
        ))}
        <MenuSeparator className={menuStyles.separator} />
        <MenuItem
          className={menuStyles.item}
          onClick={() => {
            forgetKeptMetadata();
            leavePage(logoutUrl());
          }}
          data-testid="logout"
        >
          <Icon name="logout" />
          <span className={menuStyles.itemText}>{t('shell.logout')}</span>
        </MenuItem>
      </Menu>
    </>
  );
}
