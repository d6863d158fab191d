import { navigateTo } from '../../core/routes';
import { closeAllTabs, closeOtherTabs, closeTab } from '../state/close-tabs';
import type { Tab } from '../state/tags-store';

/** The tags view's actions (spec "Shell layout"): Refresh goes through /redirect; closing the active tab goes to the last visited one, else home. */
export const tagActions = {
  refresh(tab: Tab): void {
    navigateTo(`/redirect${tab.fullPath}`, { replace: true });
  },
  close(view: string, tab: Tab, activeKey: string): void {
    const next = closeTab(view, tab.key, activeKey);
    if (next) navigateTo(next);
  },
  closeOthers(view: string, tab: Tab, activeKey: string): void {
    closeOtherTabs(view, tab.key, activeKey);
    if (tab.key !== activeKey) navigateTo(tab.fullPath);
  },
  closeAll(view: string, activeKey: string): void {
    const next = closeAllTabs(view, activeKey);
    if (next) navigateTo(next);
  },
};
