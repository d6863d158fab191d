import type { ScreenLoaders } from '../types';

/** The perms screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = {};
