import { Menu, MenuButton, MenuItem, usePopup } from '../../blocks/menu';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { activeMenuPath, buildMenu, findActive, navigateTo, routesStore, viewRoute, type AppRoute, type MenuEntry } from '../../core/routes';
import { useT } from '../../blocks/i18n/use-t';
import { isIconName } from '../../blocks/icons/console-icon-paths';
import { Icon } from '../../blocks/icons/icon';
import { openApplication } from '../routing/open-application';
import { RouteLink } from '../routing/route-link';
import { layoutStore } from '../state/layout-store';
import { tagsStore } from '../state/tags-store';
import * as menuStyles from '../top-bar/menu.css';
import * as styles from './side-menu.css';
import { ViewTip } from './view-tip';

function EntryIcon({ entry }: { entry: MenuEntry }) {
  return isIconName(entry.icon) ? <Icon name={entry.icon} size={18} /> : <Icon name="list" size={18} />;
}

interface RailGroupProps {
  entry: MenuEntry;
  title: string;
  activeEntry: MenuEntry | undefined;
  hasActive: '' | undefined;
  placeOf: (path: string) => string;
}

/** A group of the collapsed menu: its icon opens its pages as a fly-out menu. */
function RailGroup({ entry, title, activeEntry, hasActive, placeOf }: RailGroupProps) {
  const t = useT();
  const menu = usePopup({ placement: 'right-start' });
  return (
    <>
      <MenuButton menu={menu} className={styles.railGroup} aria-label={title} title={title} data-has-active={hasActive}>
        <EntryIcon entry={entry} />
      </MenuButton>
      <Menu menu={menu} className={`${menuStyles.menu} ${styles.flyout}`} gutter={4} aria-label={title}>
        <div className={menuStyles.heading}>{title}</div>
        {entry.children?.map((child) => (
          <MenuItem
            key={child.key}
            className={menuStyles.item}
            aria-current={activeEntry === child ? 'true' : undefined}
            onClick={() => (child.href ? openApplication(child.href) : navigateTo(placeOf(child.path!)))}
          >
            <span className={menuStyles.itemText}>{child.title ? t(child.title) : ''}</span>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export interface SideMenuProps {
  view: string;
  route: AppRoute | undefined;
  path: string;
}

/**
 * The side menu: the current view's routes the user may open, hidden ones and
 * empty groups left out, the active entry from activeMenu or the path without
 * ids, some groups open from the start. Collapsed it is a rail of icons whose
 * groups open as fly-out menus; on mobile a drawer.
 */
export function SideMenu({ view, route, path }: SideMenuProps) {
  const t = useT();
  const accessible = useStore(routesStore, (state) => state.accessible);
  const open = useStore(layoutStore, (state) => state.sidebarOpen);
  const device = useStore(layoutStore, (state) => state.device);
  const root = viewRoute(view);
  const entries = useMemo(() => buildMenu(root && accessible ? accessible.node(root) : undefined), [root, accessible]);
  const active = findActive(entries, activeMenuPath(route, path));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // A page open in a tab is gone back to as it was left: a list with its filters, order and page.
  const tabs = useStore(tagsStore, (state) => state.tabs);
  const placeOf = (target: string) => tabs.find((tab) => tab.key === target)?.fullPath ?? target;

  // Open the default groups of a view, and the group of the active entry whenever it changes.
  const opened = [...entries.filter((entry) => entry.children && entry.open).map((entry) => entry.key), ...(active?.groups ?? [])].join('|');
  useEffect(() => {
    if (opened) setExpanded((current) => new Set([...current, ...opened.split('|')]));
  }, [opened]);

  const rail = !open && device === 'desktop';
  if (!open && device === 'mobile') return null;

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const leaf = (entry: MenuEntry, variant: 'item' | 'sub' | 'rail') => {
    const className = variant === 'item' ? styles.item : variant === 'sub' ? styles.subItem : styles.railItem;
    const title = entry.title ? t(entry.title) : '';
    const text = variant !== 'rail';
    const content = (
      <>
        {variant !== 'sub' && <EntryIcon entry={entry} />}
        {text && <span className={styles.itemText}>{title}</span>}
        {text && entry.href && <Icon name="external" size={13} />}
      </>
    );
    const naming = text ? {} : { 'aria-label': title, title };
    if (entry.href) {
      const href = entry.href;
      return (
        <a
          className={className}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          {...naming}
          onClick={(event) => {
            event.preventDefault();
            openApplication(href);
          }}
        >
          {content}
        </a>
      );
    }
    return (
      <RouteLink to={placeOf(entry.path!)} className={className} aria-current={active?.entry === entry ? 'page' : undefined} {...naming}>
        {content}
      </RouteLink>
    );
  };

  return (
    <nav id="jms-side-menu" className={styles.sidebar} aria-label={t('shell.mainMenu')} data-collapsed={rail ? '' : undefined} data-testid="side-menu" part="side-menu">
      {!rail && device === 'desktop' && <ViewTip />}
      <ul className={styles.list}>
        {entries.map((entry) => {
          if (!entry.children) return <li key={entry.key}>{leaf(entry, rail ? 'rail' : 'item')}</li>;
          const title = entry.title ? t(entry.title) : '';
          const hasActive = active?.groups.includes(entry.key) ? '' : undefined;
          if (rail) {
            return (
              <li key={entry.key}>
                <RailGroup entry={entry} title={title} activeEntry={active?.entry} hasActive={hasActive} placeOf={placeOf} />
              </li>
            );
          }
          const isOpen = expanded.has(entry.key);
          const listId = `jms-menu-${entry.key.replace(/[^a-z0-9]+/gi, '-')}`;
          return (
            <li key={entry.key}>
              <button type="button" className={styles.groupButton} aria-expanded={isOpen} aria-controls={listId} data-has-active={hasActive} onClick={() => toggle(entry.key)}>
                <EntryIcon entry={entry} />
                <span className={styles.itemText}>{title}</span>
                <Icon name="chevron-down" size={14} className={styles.chevron} />
              </button>
              <ul id={listId} className={styles.list} hidden={!isOpen}>
                {entry.children.map((child) => (
                  <li key={child.key}>{leaf(child, 'sub')}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
