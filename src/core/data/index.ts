import { createDataCache } from './data-cache';

export { createDataCache, type DataCache, type DataChange, type DataEntry, type DataReader, type Fetcher, type MutateOptions } from './data-cache';
export { keyId, type DataKey, type MaybeDataKey } from './data-key';

/** The page's one cache: every element on the page reads through it, so one read serves them all. */
export const pageCache = createDataCache();

/** Changes data of the page's cache (see DataCache.mutate). */
export const mutateData = pageCache.mutate;

/** Asks for data of the page's cache ahead of its reader. */
export const preloadData = pageCache.preload;
