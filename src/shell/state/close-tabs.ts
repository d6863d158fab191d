import { tagsStore, type Tab } from './tags-store';

type TagsState = ReturnType<typeof tagsStore.getState>;

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
