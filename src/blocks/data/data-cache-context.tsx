import { createContext, useContext, type ReactNode } from 'react';
import { pageCache, type DataCache } from '../../core/data';

const DataCacheContext = createContext<DataCache>(pageCache);

/** A tree that reads through a cache of its own, not the page's (each test its own). */
export function DataCacheProvider({ cache, children }: { cache: DataCache; children: ReactNode }) {
  return <DataCacheContext.Provider value={cache}>{children}</DataCacheContext.Provider>;
}

/** The cache the tree reads through: its `mutate` changes what the tree's readers show. */
export const useDataCache = () => useContext(DataCacheContext);
