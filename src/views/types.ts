import type { ComponentType } from 'react';

/**
 * What the shell gives every screen: the route's path parameters (`id`) and
 * query. A screen is a lazily loaded module whose default export takes these.
 */
export interface ScreenProps {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
}

export type ScreenModule = { default: ComponentType<ScreenProps> };

/** Route name (as in routes-v3.8.2.md, e.g. `UserList`) → the screen's lazy import. */
export type ScreenLoaders = Readonly<Record<string, () => Promise<ScreenModule>>>;
