import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** Each test its own SWR cache: nothing one test loaded shows up in the next. */
export function freshCache(node: ReactNode) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>;
}
