import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import { useAfterMainContent } from '../../blocks/main-content/use-after-main-content';
import type { AppRoute } from '../../core/routes';
import { layoutStore, toggleSidebar } from '../state/layout-store';
import { AccountMenu } from './account-menu';
import { HelpMenu } from './help-menu';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { OrgSelector } from './org-selector';
import { SettingsShortcut, TicketShortcut, WebTerminalShortcut } from './shortcuts';
import * as styles from './top-bar.css';
import { ViewSwitcher } from './view-switcher';

// The bell asks for its count and opens its socket once the first screen is
// on, as its own chunk: one request fewer before the screen's rows.
const SiteMessages = lazy(() => import('../../blocks/site-messages/site-messages').then((module) => ({ default: module.SiteMessages })));

export interface TopBarProps {
  view: string;
  route: AppRoute | undefined;
  /** Slot for the quick-jump palette's button. */
  search?: React.ReactNode;
}

/** The top bar (spec "Shell layout"): menu toggle, logo, views, organization, messages and shortcuts, language, help, account. */
export function TopBar({ view, route, search }: TopBarProps) {
  const t = useT();
  const open = useStore(layoutStore, (state) => state.sidebarOpen);
  const afterMainContent = useAfterMainContent();
  // Keeps the bell's place while it loads, so the buttons beside it do not move.
  const bellSlot = <span className={styles.barButton} aria-hidden="true" />;
  return (
    <header className={styles.bar} part="top-bar">
      <button
        type="button"
        className={styles.barButton}
        aria-label={t(open ? 'shell.collapseMenu' : 'shell.expandMenu')}
        aria-expanded={open}
        aria-controls="jms-side-menu"
        onClick={toggleSidebar}
        data-testid="menu-toggle"
      >
        <Icon name="menu" size={20} />
      </button>
      <Logo />
      <nav className={styles.group} aria-label={t('shell.context')}>
        <ViewSwitcher view={view} />
        <OrgSelector route={route} view={view} />
      </nav>
      <div className={styles.spacer} />
      <div className={styles.group}>
        {search}
        {afterMainContent ? (
          <Suspense fallback={bellSlot}>
            <SiteMessages />
          </Suspense>
        ) : (
          bellSlot
        )}
        <TicketShortcut />
        <WebTerminalShortcut />
        <SettingsShortcut />
        <LanguageMenu />
        <HelpMenu />
        <AccountMenu />
      </div>
    </header>
  );
}
