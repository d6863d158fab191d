import type { ScreenLoaders } from '../types';

/** The tickets screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = {};
