import { useEffect } from 'react';
import { useData } from '../data/use-data';
import { loadMetadata, metadataKey, onMetadataRevalidated, peekMetadata, type ResourceMeta } from '../../core/metadata';

/**
 * A list URL's OPTIONS metadata, fetched once per URL (and organization) and
 * shared; one that has come already shows at the first render; an answer kept
 * from an earlier page load that the server has since changed is replaced
 * where it shows.
 */
export function useMetadata(url: string | undefined) {
  const key = url ? metadataKey(url) : undefined;
  const { data, error, isLoading, mutate } = useData<ResourceMeta>(key ? ['metadata', key] : null, () => loadMetadata(url ?? ''), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    fallbackData: url ? peekMetadata(url) : undefined,
  });
  useEffect(() => onMetadataRevalidated((changed, meta) => void (changed === key && mutate(meta, { revalidate: false }))), [key, mutate]);
  return { meta: data, error: error as unknown, loading: isLoading, retry: () => void mutate() };
}
