import { useStore } from 'zustand';
import { forgetKeptMetadata } from '../../core/metadata/kept-metadata';
import { leavePage } from '../../core/navigation';
import { navigateTo } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import { useT } from '../../blocks/i18n/use-t';
import { Icon, type IconName } from '../../blocks/icons/icon';
import { Menu, MenuItem, MenuSeparator, type PopupState } from '../../blocks/menu';
import { useHasPermission, usePublicSettings } from '../use-session';
import { logoutUrl } from './account-menu';
import * as menuStyles from './menu.css';

/** The open account menu (account-menu.tsx). */
export default function AccountMenuPopup({ menu, name }: { menu: PopupState; name: string }) {
  const t = useT();
  const username = useStore(sessionStore, (state) => state.profile?.username);
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
  return (
    <Menu menu={menu} className={menuStyles.menu} gutter={6}>
      <div className={menuStyles.profileHeader}>
        <span className={menuStyles.profileName}>{name}</span>
        <span className={menuStyles.itemMuted}>{username}</span>
      </div>
      <MenuSeparator />
      {items.map((item) => (
        <MenuItem key={item.key} className={menuStyles.item} onClick={item.go}>
          <Icon name={item.icon} />
          <span className={menuStyles.itemText}>{item.label}</span>
        </MenuItem>
      ))}
      <MenuSeparator />
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
  );
}
