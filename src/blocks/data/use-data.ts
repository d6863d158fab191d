import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { keyId, type DataChange, type DataKey, type DataReader } from '../../core/data';
import { useDataCache } from './data-cache-context';

/** What a reader asks of its data (SWR's options of the same names and defaults). */
export interface DataOptions<T> {
  /** Read again when the user comes back to the page (default true). */
  revalidateOnFocus?: boolean;
  /** Read again when the network comes back (default true). */
  revalidateOnReconnect?: boolean;
  /** Read again on mount though data is cached (default true). */
  revalidateIfStale?: boolean;
  /** Whether the first mount reads, whatever is cached: false with `fallbackData` that is already the answer. */
  revalidateOnMount?: boolean;
  /** Retry after an error, waiting longer each time (default true). */
  shouldRetryOnError?: boolean;
  /** While a new key is read, the last key's data shows (the page before the next one). */
  keepPreviousData?: boolean;
  /** The data shown while the key has none cached. */
  fallbackData?: T;
}

export interface DataAnswer<T> {
  data: T | undefined;
  error: unknown;
  /** A read under way with no data cached yet. */
  isLoading: boolean;
  isValidating: boolean;
  /** Reads the key again (no argument), or changes its data (see DataCache.mutate). */
  mutate: (...change: DataChange<T>) => Promise<unknown>;
}

/**
 * A key's data read through the tree's cache by `fetcher` (it gets the key):
 * cached data at once, read again as the options ask; no key reads nothing.
 */
export function useData<T, K extends DataKey = DataKey>(key: K | null | undefined | false, fetcher: (key: K) => T | Promise<T>, options: DataOptions<T> = {}): DataAnswer<T> {
  const cache = useDataCache();
  const id = keyId(key);
  const entry = useSyncExternalStore(
    useCallback((listener) => (key ? cache.subscribe(key, listener) : () => undefined), [cache, id]), // eslint-disable-line react-hooks/exhaustive-deps -- the id is the key
    () => cache.read(id),
  );
  const mountedOnce = useRef(false);
  const latest = useRef({ key, fetcher, options });
  const cached = entry.data as T | undefined;
  const data = cached ?? options.fallbackData;
  const shown = useRef(data);

  const willLoad =
    Boolean(key) &&
    // A key whose read failed while others show it waits for their retry.
    !(entry.error !== undefined && cache.watched(id)) &&
    (!mountedOnce.current && options.revalidateOnMount !== undefined ? options.revalidateOnMount : data === undefined || options.revalidateIfStale !== false);
  const validating = entry.validating ?? (!mountedOnce.current && willLoad);

  useLayoutEffect(() => {
    latest.current = { key, fetcher, options };
    if (cached !== undefined) shown.current = cached;
  });

  useLayoutEffect(() => {
    if (!key) return;
    const reader = (): DataReader => {
      const { fetcher: current, options: asked } = latest.current;
      return {
        fetcher: current as DataReader['fetcher'],
        revalidateOnFocus: asked.revalidateOnFocus !== false,
        revalidateOnReconnect: asked.revalidateOnReconnect !== false,
        retryOnError: asked.shouldRetryOnError !== false,
      };
    };
    const unwatch = cache.watch(key, reader);
    mountedOnce.current = true;
    const load = () => void cache.load(key, reader(), true);
    // With data to show, the read waits for the next frame so the rows paint first.
    const frame = willLoad ? (data === undefined ? (load(), 0) : requestAnimationFrame(load)) : 0;
    return () => {
      cancelAnimationFrame(frame);
      unwatch();
    };
  }, [cache, id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per key, as it mounts

  const mutate = useCallback(
    (...change: DataChange<T>) => {
      const current = latest.current.key;
      return current ? cache.mutate(current, ...change) : Promise.resolve(undefined);
    },
    [cache],
  );

  return {
    data: options.keepPreviousData ? (cached ?? shown.current ?? data) : data,
    error: entry.error,
    isLoading: validating && (entry.validating === undefined || cached === undefined),
    isValidating: validating,
    mutate,
  };
}
