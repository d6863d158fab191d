import { fromZTree, type ZTreeNode } from '../../blocks/tree/ztree';
import type { TreeLoader, TreeNode } from '../../blocks/tree/tree-types';
import { http, readPage } from '../../core/http';
import { ASSETS_URL, NODE_TREE_URL } from './assets-urls';

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
