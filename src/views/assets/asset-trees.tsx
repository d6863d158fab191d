import { useId, type ReactNode } from 'react';
import { LightTabs } from '../../blocks/detail-page/light-tabs';
import { useT } from '../../blocks/i18n/use-t';
import { LazyTree } from '../../blocks/tree/lazy-tree';
import type { TreeLoader } from '../../blocks/tree/tree-types';
import type { ZTreeNode } from '../../blocks/tree/ztree';
import { typeTreeFilter } from './asset-tree-source';

/** The query keys the type tree narrows a list with. */
export const TYPE_KEYS = ['category', 'type', 'platform'] as const;

/** What the route's query narrows the list to by type (`{ category: 'host', type: 'linux' }`). */
export function typeFilterOf(query: URLSearchParams): Record<string, string> {
  return Object.fromEntries(TYPE_KEYS.flatMap((key) => (query.get(key) ? [[key, query.get(key) as string]] : [])));
}

/** The type tree's id of what the query narrows to (`ROOT_HOST_LINUX`, a platform's id). */
function typeTreeId(query: URLSearchParams): string | undefined {
  const [category, type, platform] = TYPE_KEYS.map((key) => query.get(key));
  if (platform) return platform;
  if (category) return ['ROOT', category, ...(type ? [type] : [])].join('_').toUpperCase();
  return undefined;
}

interface AssetTreesProps {
  query: URLSearchParams;
  /** The node tree, as the page shapes it (a menu, assets as leaves). */
  nodeTree: ReactNode;
  /** The type tree's entries and what they count (assets or accounts). */
  loadTypes: TreeLoader<ZTreeNode>;
  /** Changes the route's query: the tree tab (?tree=type) or the type chosen, the node's keys cleared. */
  go: (changes: Record<string, string | undefined>) => void;
}

/**
 * The node tree and the type tree in two tabs (lina's AssetTreeTable): a type
 * entry narrows the list to its category, type or platform instead of a node.
 */
export function AssetTrees({ query, nodeTree, loadTypes, go }: AssetTreesProps) {
  const t = useT();
  const id = useId();
  const kind = query.get('tree') === 'type' ? 'type' : 'node';
  const typeTree = (
    <LazyTree
      label={t('assets.typeTree')}
      load={loadTypes}
      refreshable
      selectedId={typeTreeId(query)}
      onSelect={(chosen) => {
        const filter = typeTreeFilter(chosen.data);
        go({ node: undefined, asset_id: undefined, show_current_asset: undefined, ...Object.fromEntries(TYPE_KEYS.map((key) => [key, filter[key]])) });
      }}
    />
  );
  return (
    <LightTabs
      id={`${id}-trees`}
      label={t('assets.trees')}
      selected={kind}
      shown={new Set([kind])}
      onSelect={(chosen) => go({ tree: chosen === 'type' ? 'type' : undefined })}
      tabs={[
        { name: 'node', title: t('assets.nodeTree'), panel: nodeTree },
        { name: 'type', title: t('assets.typeTree'), panel: typeTree },
      ]}
    />
  );
}
