import { Menu, MenuButton, MenuItem, MenuSeparator, usePopup } from '../../blocks/menu';
import { useStore } from 'zustand';
import { navigateTo, type AppRoute } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import { useElementOptions } from '../../blocks/custom-element/host-context';
import { switchOrg } from '../orgs/switch-org';
import { useHasPermission, useLicenseValid } from '../use-session';
import * as menuStyles from './menu.css';
import * as styles from './top-bar.css';

/**
 * The organization selector (spec section 6): only with a valid license and
 * organizations for the view; a route may hide it (showOrganization false) or
 * disable it (disableOrgsChange). Create and list items only in the console,
 * each with its permission.
 */
export function OrgSelector({ route, view }: { route: AppRoute | undefined; view: string }) {
  const t = useT();
  const licensed = useLicenseValid();
  const usingOrgs = useStore(sessionStore, (state) => state.usingOrgs);
  const currentOrg = useStore(sessionStore, (state) => state.currentOrg);
  const canList = useHasPermission('orgs.view_organization');
  const canAdd = useHasPermission('orgs.add_organization');
  const menu = usePopup({ placement: 'bottom-start' });
  const { page } = useElementOptions();
  if (!licensed || !usingOrgs.length || !route?.view || route.showOrganization === false) return null;

  const disabled = route?.disableOrgsChange === true;
  const name = currentOrg?.name ?? t('shell.noOrganization');
  const manage = view === 'console' && (canList || canAdd);
  return (
    <>
      <MenuButton
        menu={menu}
        className={styles.barButton}
        disabled={disabled}
        accessibleWhenDisabled
        aria-label={t(disabled ? 'shell.organizationFixed' : 'shell.organization', { name })}
        title={disabled ? t('shell.organizationFixedHint') : undefined}
        data-testid="org-selector"
      >
        <Icon name="globe" size={18} />
        <span className={styles.barLabel}>{name}</span>
        <Icon name="chevron-down" size={14} className={styles.chevron} />
      </MenuButton>
      <Menu menu={menu} className={menuStyles.menu} gutter={6} aria-label={t('shell.organizations')}>
        <div className={menuStyles.heading}>{t('shell.organizations')}</div>
        {usingOrgs.map((org) => (
          <MenuItem
            key={org.id}
            className={menuStyles.item}
            disabled={org.disabled}
            aria-checked={org.id === currentOrg?.id}
            role="menuitemradio"
            onClick={() => {
              if (org.id !== currentOrg?.id) switchOrg(org, { inPlace: !page });
            }}
          >
            <span className={menuStyles.itemText}>{org.name}</span>
            {org.id === currentOrg?.id && <Icon name="check" />}
          </MenuItem>
        ))}
        {manage && <MenuSeparator />}
        {view === 'console' && canAdd && (
          <MenuItem className={menuStyles.item} onClick={() => navigateTo({ name: 'OrganizationCreate' })}>
            <Icon name="plus" />
            <span className={menuStyles.itemText}>{t('xpack.Organization.OrganizationCreate')}</span>
          </MenuItem>
        )}
        {view === 'console' && canList && (
          <MenuItem className={menuStyles.item} onClick={() => navigateTo({ name: 'OrganizationList' })}>
            <Icon name="list" />
            <span className={menuStyles.itemText}>{t('xpack.Organization.OrganizationList')}</span>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
