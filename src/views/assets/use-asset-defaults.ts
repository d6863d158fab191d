import useSWR from 'swr';
import type { FormValues } from '../../blocks/form/form-types';
import { http } from '../../core/http';
import { detailUrl } from '../../core/resources';
import { NODES_URL, PLATFORMS_URL } from './assets-urls';

interface Platform {
  id: number | string;
  name: string;
  protocols?: { name: string; port: number; default?: boolean; primary?: boolean; required?: boolean }[];
}

interface AssetNode {
  id: string;
  full_value?: string;
  name?: string;
}

const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * What a new asset starts with, from the create link's query: the platform
 * (`?platform=<id>`) with its default protocols, and the node chosen in the
 * tree (`?node=<id>`). A value that cannot be read is simply not filled in.
 */
export function useAssetDefaults(query: URLSearchParams | undefined): { ready: boolean; initial: FormValues } {
  const platformId = query?.get('platform');
  const nodeId = query?.get('node');
  const platform = useSWR(platformId ? ['asset-platform', platformId] : null, () => http.get<Platform>(detailUrl(PLATFORMS_URL, platformId ?? ''), { silent: true }), once);
  const node = useSWR(nodeId ? ['asset-node', nodeId] : null, () => http.get<AssetNode>(detailUrl(NODES_URL, nodeId ?? ''), { silent: true }), once);
  const settled = (id: string | null | undefined, answer: { data?: unknown; error?: unknown }) => !id || answer.data !== undefined || answer.error !== undefined;
  const initial: FormValues = {};
  if (platform.data) {
    const { id, name, protocols = [] } = platform.data;
    initial['platform'] = { value: String(id), label: name };
    const chosen = protocols.filter((protocol) => protocol.default || protocol.primary || protocol.required);
    initial['protocols'] = (chosen.length ? chosen : protocols.slice(0, 1)).map(({ name: protocol, port }) => ({ name: protocol, port }));
  }
  if (node.data) initial['nodes'] = [{ value: node.data.id, label: node.data.full_value ?? node.data.name ?? node.data.id }];
  return { ready: settled(platformId, platform) && settled(nodeId, node), initial };
}
