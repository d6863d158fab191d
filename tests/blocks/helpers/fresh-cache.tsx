import type { ReactNode } from 'react';
import { DataCacheProvider } from '../../../src/blocks/data/data-cache-context';
import { createDataCache } from '../../../src/core/data';

/** Each test its own data cache: nothing one test loaded shows up in the next. */
export function freshCache(node: ReactNode) {
  return <DataCacheProvider cache={createDataCache({ dedupingInterval: 0 })}>{node}</DataCacheProvider>;
}
