import { createStore } from 'zustand/vanilla';
import type { MessageKey } from '../../core/i18n';
import type { AppRoute } from '../../core/routes';

/** Screens kept mounted at most; older tabs stay open but their screens mount again when revisited. */
export const MAX_CACHED_SCREENS = 8;

/** A visited page in the tags view. Its key is the path without query: one tab per object. */
export interface Tab {
  key: string;
  fullPath: string;
  routeName?: string;
  title?: MessageKey;
  view: string;
  affix: boolean;
  /** Raised by Refresh: the screen mounts afresh. */
  generation: number;
}

interface TagsState {
  tabs: Tab[];
  /** Keys in visiting order, the latest last. */
  visits: string[];
  /** Keys of the screens kept mounted, the latest last. */
  cached: string[];
}

export const tagsStore = createStore<TagsState>(() => ({ tabs: [], visits: [], cached: [] }));

function tabFor(route: AppRoute, key: string, fullPath: string): Tab {
  return { key, fullPath, routeName: route.name, title: route.title, view: route.view, affix: route.affix, generation: 0 };
}

/** Puts a view's fixed tabs first, so the dashboard is always there to come back to. */
export function ensureAffixTabs(routes: readonly AppRoute[]): void {
  const { tabs } = tagsStore.getState();
  const missing = routes.filter((route) => !tabs.some((tab) => tab.key === route.path));
  if (!missing.length) return;
  tagsStore.setState({ tabs: [...missing.map((route) => tabFor(route, route.path, route.path)), ...tabs] });
}

/** Records a visit: opens the tab or brings it up to date, and keeps its screen among the cached ones. */
export function visitTab(route: AppRoute, key: string, fullPath: string): void {
  const { tabs, visits, cached } = tagsStore.getState();
  const existing = tabs.find((tab) => tab.key === key);
  const nextTabs = existing ? (existing.fullPath === fullPath ? tabs : tabs.map((tab) => (tab.key === key ? { ...tab, fullPath } : tab))) : [...tabs, tabFor(route, key, fullPath)];
  const nextCached = [...cached.filter((item) => item !== key), key].slice(-MAX_CACHED_SCREENS);
  tagsStore.setState({
    tabs: nextTabs,
    visits: [...visits.filter((item) => item !== key), key],
    cached: nextCached,
  });
}

/** The tab to show after the given ones close: the latest visited still open in the view, else none. */
function lastVisited(state: TagsState, view: string, closing: ReadonlySet<string>): Tab | undefined {
  for (let index = state.visits.length - 1; index >= 0; index -= 1) {
    const key = state.visits[index]!;
    if (closing.has(key)) continue;
    const tab = state.tabs.find((candidate) => candidate.key === key && candidate.view === view);
    if (tab) return tab;
  }
  return state.tabs.find((tab) => tab.view === view && !closing.has(tab.key));
}

function removeTabs(keys: ReadonlySet<string>): void {
  const { tabs, visits, cached } = tagsStore.getState();
  tagsStore.setState({
    tabs: tabs.filter((tab) => !keys.has(tab.key)),
    visits: visits.filter((key) => !keys.has(key)),
    cached: cached.filter((key) => !keys.has(key)),
  });
}

/**
 * Closes tabs of a view (fixed ones never close). Returns where to go when the
 * active tab was among them: the last visited tab left, else the home page.
 */
function close(view: string, shouldClose: (tab: Tab) => boolean, activeKey: string): string | undefined {
  const state = tagsStore.getState();
  const closing = new Set(state.tabs.filter((tab) => tab.view === view && !tab.affix && shouldClose(tab)).map((tab) => tab.key));
  if (!closing.size) return undefined;
  const next = closing.has(activeKey) ? (lastVisited(state, view, closing)?.fullPath ?? '/') : undefined;
  removeTabs(closing);
  return next;
}

export const closeTab = (view: string, key: string, activeKey: string) => close(view, (tab) => tab.key === key, activeKey);
export const closeOtherTabs = (view: string, key: string, activeKey: string) => close(view, (tab) => tab.key !== key, activeKey);
export const closeAllTabs = (view: string, activeKey: string) => close(view, () => true, activeKey);

/** Refresh: the tab's screen mounts afresh on the next visit. */
export function refreshTab(key: string): void {
  tagsStore.setState({
    tabs: tagsStore.getState().tabs.map((tab) => (tab.key === key ? { ...tab, generation: tab.generation + 1 } : tab)),
  });
}

/** After an organization switch or logout nothing of the old tabs should linger. */
export function resetTabs(): void {
  tagsStore.setState({ tabs: [], visits: [], cached: [] });
}
