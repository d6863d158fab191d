import type { ScreenLoaders } from '../types';

/** The assets screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = {};
