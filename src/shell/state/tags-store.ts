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
