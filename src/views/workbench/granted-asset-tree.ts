import type { TreeLoader, TreeNode } from '../../blocks/tree/tree-types';
import { fromZTree, type ZTreeNode } from '../../blocks/tree/ztree';
import { http } from '../../core/http';

/** The user's granted nodes, each with the granted assets directly in it (?key= a node: that node's). */
const GRANTED_TREE_URL = '/api/v1/perms/users/self/nodes/children-with-assets/tree/';
/** The user's granted assets as tree leaves, searched by name or address. */
const GRANTED_ASSET_TREE_URL = '/api/v1/perms/users/self/assets/tree/';

export const isAssetNode = (node: TreeNode<ZTreeNode>) => node.data?.meta?.type === 'asset';

const shown = (node: ZTreeNode): TreeNode<ZTreeNode> => ({ ...fromZTree(node), ...(node.meta?.type === 'asset' ? { icon: 'assets' as const } : {}) });

/**
 * The granted tree a branch at a time, as the official quick job reads it:
 * the top nodes first, then a node's child nodes and its own assets.
 */
export const loadGrantedTree: TreeLoader<ZTreeNode> = async (parent) => {
  const key = parent?.data?.meta?.data?.['key'];
  const nodes = await http.get<ZTreeNode[]>(GRANTED_TREE_URL, { params: parent ? { key: String(key ?? '') } : {} });
  // Without a node the answer also holds the top node's children: those come with its own branch.
  const ids = new Set(nodes.map((node) => node.id));
  return { nodes: (parent ? nodes : nodes.filter((node) => !node.pId || !ids.has(node.pId))).map(shown) };
};

/** The granted assets matching a search, as one level of leaves. */
export const searchGrantedAssets =
  (search: string): TreeLoader<ZTreeNode> =>
  async () => ({ nodes: (await http.get<ZTreeNode[]>(GRANTED_ASSET_TREE_URL, { params: { search } })).map(shown) });
