import { useData } from '../../blocks/data/use-data';
import { useStore } from 'zustand';
import type { FormValues } from '../../blocks/form/form-types';
import { http } from '../../core/http';
import { detailUrl } from '../../core/resources';
import { sessionStore } from '../../core/session/store';
import { NODES_URL, PLATFORMS_URL } from './assets-urls';

interface Platform {
  id: number | string;
  name: string;
  protocols?: { name: string; port: number; default?: boolean; primary?: boolean; required?: boolean }[];
}

interface AssetNode {
  id: string;
  key?: string;
  full_value?: string;
  name?: string;
}

const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** The organization's root node: the first answer of the tree's top level whose key has no parent. */
async function rootNode(): Promise<AssetNode> {
  const top = await http.get<AssetNode[]>(`${NODES_URL}children/`, { silent: true });
  const root = top.find((node) => node.key && !node.key.includes(':')) ?? top[0];
  if (!root) throw new Error('no root node');
  return root;
}

/**
 * What a new asset starts with, from the create link's query: the platform
 * (`?platform=<id>`) with its default protocols, and the node chosen in the
 * tree (`?node=<id>`), else the organization's root node (where the server
 * would put it anyway). A value that cannot be read is simply not filled in.
 */
export function useAssetDefaults(query: URLSearchParams | undefined): { ready: boolean; initial: FormValues } {
  const platformId = query?.get('platform');
  const nodeId = query?.get('node');
  const orgId = useStore(sessionStore, (state) => state.currentOrg?.id);
  const platform = useData(platformId ? ['asset-platform', platformId] : null, () => http.get<Platform>(detailUrl(PLATFORMS_URL, platformId ?? ''), { silent: true }), once);
  const node = useData(
    query ? ['asset-node', nodeId ?? `root of ${orgId ?? ''}`] : null,
    () => (nodeId ? http.get<AssetNode>(detailUrl(NODES_URL, nodeId), { silent: true }) : rootNode()),
    once,
  );
  const settled = (id: string | null | undefined, answer: { data?: unknown; error?: unknown }) => !id || answer.data !== undefined || answer.error !== undefined;
  const initial: FormValues = {};
  if (platform.data) {
    const { id, name, protocols = [] } = platform.data;
    initial['platform'] = { value: String(id), label: name };
    const chosen = protocols.filter((protocol) => protocol.default || protocol.primary || protocol.required);
    initial['protocols'] = (chosen.length ? chosen : protocols.slice(0, 1)).map(({ name: protocol, port }) => ({ name: protocol, port }));
  }
  if (node.data) initial['nodes'] = [{ value: node.data.id, label: node.data.full_value ?? node.data.name ?? node.data.id }];
  return { ready: settled(platformId, platform) && settled(query ? 'node' : null, node), initial };
}
