import { Menu, MenuItem, MenuSeparator, usePopup } from '../../blocks/menu';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useStore } from 'zustand';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import { RouteLink } from '../routing/route-link';
import { tagsStore, type Tab } from '../state/tags-store';
import * as menuStyles from '../top-bar/menu.css';
import * as styles from './tags-view.css';

type TagActions = (typeof import('./tag-actions'))['tagActions'];

/** The tabs' actions load with the first one used: the console's first page has no room for them. */
const withActions = (run: (actions: TagActions) => void) => void import('./tag-actions').then(({ tagActions }) => run(tagActions));

interface ContextTarget {
  tab: Tab;
  rect: { x: number; y: number; width?: number; height?: number };
}

/**
 * The visited pages of the view as tabs. Fixed tabs cannot close. A tab's menu
 * (right click, the context-menu key, Shift+F10, or the button at the end for
 * the active tab) offers Refresh, Close, Close Others and Close All; Delete
 * closes the focused tab.
 */
export function TagsView({ view, activeKey }: { view: string; activeKey: string }) {
  const t = useT();
  const allTabs = useStore(tagsStore, (state) => state.tabs);
  const tabs = allTabs.filter((tab) => tab.view === view);
  const menu = usePopup({ placement: 'bottom-start' });
  const menuOpen = menu.open;
  const [target, setTarget] = useState<ContextTarget | null>(null);
  const activeRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey]);

  const openMenu = (tab: Tab, rect: ContextTarget['rect'], focusFirst: boolean, origin: HTMLElement) => {
    setTarget({ tab, rect });
    // Closing with Escape or a choice brings focus back where the menu came from.
    menu.buttonRef.current = origin;
    // Opened from the keyboard, the menu takes focus so arrows and Enter work at once.
    menu.show({ anchorRect: { x: rect.x, y: rect.y, width: rect.width ?? 0, height: rect.height ?? 0 }, focus: focusFirst ? 'first' : 'none' });
  };
  const onContextMenu = (tab: Tab) => (event: MouseEvent) => {
    event.preventDefault();
    openMenu(tab, { x: event.clientX, y: event.clientY }, false, event.currentTarget as HTMLElement);
  };
  const onKeyDown = (tab: Tab) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      const box = event.currentTarget.getBoundingClientRect();
      openMenu(tab, { x: box.left, y: box.bottom, width: 0, height: 0 }, true, event.currentTarget);
    } else if (event.key === 'Delete' && !tab.affix) {
      event.preventDefault();
      withActions((actions) => actions.close(view, tab, activeKey));
    }
  };

  const active = tabs.find((tab) => tab.key === activeKey);
  const title = (tab: Tab) => (tab.title ? t(tab.title) : tab.key);
  const subject = target?.tab;

  return (
    <nav className={styles.bar} aria-label={t('shell.openPages')} data-testid="tags-view" part="tags-view">
      <ul className={styles.tabs}>
        {tabs.map((tab) => {
          const isActive = tab.key === activeKey;
          return (
            <li key={tab.key} ref={isActive ? activeRef : undefined} className={styles.tab} data-active={isActive ? '' : undefined} data-testid="tag">
              <RouteLink to={tab.fullPath} className={styles.tabLink} aria-current={isActive ? 'page' : undefined} onContextMenu={onContextMenu(tab)} onKeyDown={onKeyDown(tab)}>
                {title(tab)}
              </RouteLink>
              {!tab.affix && (
                <button
                  type="button"
                  className={styles.close}
                  aria-label={t('shell.closeTab', { title: title(tab) })}
                  onClick={() => withActions((actions) => actions.close(view, tab, activeKey))}
                >
                  <Icon name="close" size={11} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {active && (
        <button
          type="button"
          className={styles.moreButton}
          aria-haspopup="menu"
          aria-expanded={menuOpen && subject === active}
          aria-label={t('shell.tabActions', { title: title(active) })}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            openMenu(active, { x: box.right, y: box.bottom, width: 0, height: 0 }, event.detail === 0, event.currentTarget);
          }}
        >
          <Icon name="more" size={16} />
        </button>
      )}
      <Menu menu={menu} className={menuStyles.menu} gutter={4} aria-label={subject ? t('shell.tabActions', { title: title(subject) }) : undefined} data-testid="tag-menu">
        {subject && (
          <>
            <MenuItem className={menuStyles.item} onClick={() => withActions((actions) => actions.refresh(subject))}>
              <Icon name="refresh" />
              {t('shell.refresh')}
            </MenuItem>
            <MenuItem className={menuStyles.item} disabled={subject.affix} onClick={() => withActions((actions) => actions.close(view, subject, activeKey))}>
              <Icon name="close" />
              {t('shell.close')}
            </MenuItem>
            <MenuSeparator />
            <MenuItem className={menuStyles.item} onClick={() => withActions((actions) => actions.closeOthers(view, subject, activeKey))}>
              {t('shell.closeOthers')}
            </MenuItem>
            <MenuItem className={menuStyles.item} onClick={() => withActions((actions) => actions.closeAll(view, activeKey))}>
              {t('shell.closeAll')}
            </MenuItem>
          </>
        )}
      </Menu>
    </nav>
  );
}
