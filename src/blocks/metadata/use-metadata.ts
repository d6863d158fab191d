import useSWR from 'swr';
import { loadMetadata, metadataKey, type ResourceMeta } from '../../core/metadata';

/** A list URL's OPTIONS metadata, fetched once per URL (and organization) and shared. */
export function useMetadata(url: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR<ResourceMeta>(url ? ['metadata', metadataKey(url)] : null, () => loadMetadata(url ?? ''), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  return { meta: data, error: error as unknown, loading: isLoading, retry: () => void mutate() };
}
