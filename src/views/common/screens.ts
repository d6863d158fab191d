import type { ScreenLoaders } from '../types';

/** The common screens by route name: the page for a route that does not exist. */
export const screens: ScreenLoaders = {
  '404': () => import('./not-found-page'),
};
