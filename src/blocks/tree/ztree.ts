import type { TreeLoader, TreeNode } from './tree-types';

/** A node as JumpServer's tree APIs send it (zTree's shape). */
export interface ZTreeNode {
  id: string;
  name: string;
  title?: string;
  pId?: string;
  isParent: boolean;
  open?: boolean;
  iconSkin?: string;
  /** What the node stands for; the type tree's say their category and type (`_type`). */
  meta?: { type?: string; category?: string; _type?: string; data?: Record<string, unknown> };
}

/** Servers that count a node's assets send the number in meta, or already in the name ("Linux (12)"). */
const COUNTED = /\s\(\d+\)$/;

/** A zTree node as a tree node: its object's id (the meta's, else the tree's), its name, its asset count. */
export function fromZTree(node: ZTreeNode): TreeNode<ZTreeNode> {
  const data = node.meta?.data ?? {};
  const amount = data['assets_amount'];
  return {
    id: typeof data['id'] === 'string' ? data['id'] : node.id,
    label: node.name,
    count: typeof amount === 'number' && !COUNTED.test(node.name) ? amount : undefined,
    isParent: node.isParent,
    open: node.open,
    data: node,
  };
}

/**
 * A loader over a tree the server sends whole, as a flat list linked by pId
 * (a user's granted nodes): fetched with the roots (so a refresh fetches it
 * again), then each branch's children from it.
 */
export function flatTreeLoader(fetchAll: () => Promise<ZTreeNode[]>): TreeLoader<ZTreeNode> {
  let all: Promise<ZTreeNode[]> | undefined;
  return async (parent) => {
    if (!parent || !all) all = fetchAll();
    const nodes = await all;
    const ids = new Set(nodes.map((node) => node.id));
    const children = nodes.filter((node) => (parent ? node.pId === parent.data?.id : !node.pId || !ids.has(node.pId)));
    return { nodes: children.map(fromZTree) };
  };
}
