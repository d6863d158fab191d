import { flatTreeLoader, fromZTree, type ZTreeNode } from '../../blocks/tree/ztree';
import type { TreeLoader, TreeNode } from '../../blocks/tree/tree-types';
import { http, readPage } from '../../core/http';
import { ASSETS_URL, CATEGORY_TREE_URL, NODE_TREE_URL } from './assets-urls';

/** Assets of a node come in pages this long; a "more" row asks for the next. */
const ASSET_PAGE = 1000;

interface AssetRow {
  id: string;
  name: string;
  address?: string;
}

type AssetTreeData = ZTreeNode | AssetRow;

const assetLeaf = (asset: AssetRow): TreeNode<AssetTreeData> => ({ id: asset.id, label: asset.name, isParent: false, icon: 'assets', data: asset });

/**
 * The node tree: the roots, then on each expansion the node's child nodes and
 * the assets directly in it (not its whole subtree), a page at a time.
 */
export const loadAssetTree: TreeLoader<AssetTreeData> = async (parent, cursor) => {
  if (!parent) return { nodes: (await http.get<ZTreeNode[]>(NODE_TREE_URL)).map(fromZTree) };
  const offset = typeof cursor === 'number' ? cursor : 0;
  const [children, answer] = await Promise.all([
    offset ? [] : http.get<ZTreeNode[]>(NODE_TREE_URL, { params: { id: parent.id } }),
    http.get(ASSETS_URL, { params: { node_id: parent.id, show_current_asset: 1, fields_size: 'mini', limit: ASSET_PAGE, offset } }),
  ]);
  const page = readPage<AssetRow>(answer);
  const loaded = offset + page.results.length;
  return {
    nodes: [...children.map(fromZTree), ...page.results.map(assetLeaf)],
    next: loaded < page.count ? { cursor: loaded, remaining: page.count - loaded } : undefined,
  };
};

/** The nodes whose name matches, with their ancestors, as one tree (NodeChildrenAsTreeApi with search and all). */
export const searchAssetTree = (keyword: string): TreeLoader<AssetTreeData> =>
  // Its rows are all nodes, which the asset tree's rows may be.
  flatTreeLoader(() => http.get<ZTreeNode[]>(NODE_TREE_URL, { params: { search: keyword, all: 'all' } })) as TreeLoader<AssetTreeData>;

/** The type tree: all types → categories → types → platforms, each with its count of assets (or of their accounts); sent whole. */
const typeTreeLoader = (countResource: 'asset' | 'account') =>
  flatTreeLoader(() => http.get<ZTreeNode[]>(CATEGORY_TREE_URL, { params: { assets: 0, count_resource: countResource } }));

export const loadTypeTree = typeTreeLoader('asset');
export const loadAccountTypeTree = typeTreeLoader('account');

/** What choosing a node of the type tree filters the assets by: its category, type or platform. */
export function typeTreeFilter(node: ZTreeNode | undefined): Record<string, string> {
  const meta = node?.meta;
  if (meta?.type === 'category' && meta.category) return { category: meta.category };
  if (meta?.type === 'type' && meta.category && meta._type) return { category: meta.category, type: meta._type };
  if (meta?.type === 'platform' && node) return { platform: node.id };
  return {};
}
