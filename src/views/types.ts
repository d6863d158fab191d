import type { ComponentType } from 'react';
import { withMessages } from '../core/i18n';

/**
 * What the shell gives every screen: the route's path parameters (`id`) and
 * query. A screen is a lazily loaded module whose default export takes these.
 */
export interface ScreenProps {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
}

/**
 * A screen's component. `firstLoad` starts what it asks for when it mounts
 * (a list's OPTIONS and first page), so a cold load fetches while it renders.
 */
export type Screen = ComponentType<ScreenProps> & { firstLoad?: (props: ScreenProps) => void };

export type ScreenModule = { default: Screen };

/** Route name (as in routes-v3.8.2.md, e.g. `UserList`) → the screen's lazy import. */
export type ScreenLoaders = Readonly<Record<string, () => Promise<ScreenModule>>>;

/**
 * The loaders of an area whose screens speak the screens' part of the catalogue:
 * each waits for those messages as well as for its code.
 */
export function withScreenMessages(loaders: ScreenLoaders): ScreenLoaders {
  return Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, withMessages('screens', load)]));
}
