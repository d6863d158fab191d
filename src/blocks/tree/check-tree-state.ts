import type { ZTreeNode } from './ztree';

/** A zTree node with a check box (JumpServer's permission tree). */
export interface CheckNode extends ZTreeNode {
  checked?: boolean;
  chkDisabled?: boolean;
}

/** The tree's shape, built once: each branch's children and each node's leaves below it. */
export interface CheckTreeShape {
  roots: CheckNode[];
  children: ReadonlyMap<string, CheckNode[]>;
  leaves: ReadonlyMap<string, string[]>;
}

type CheckState = 'checked' | 'unchecked' | 'mixed';

export function shapeOf(nodes: readonly CheckNode[]): CheckTreeShape {
  const ids = new Set(nodes.map((node) => String(node.id)));
  const children = new Map<string, CheckNode[]>();
  const roots: CheckNode[] = [];
  for (const node of nodes) {
    const parent = node.pId ? String(node.pId) : '';
    if (parent && ids.has(parent)) children.set(parent, [...(children.get(parent) ?? []), node]);
    else roots.push(node);
  }
  const leaves = new Map<string, string[]>();
  const collect = (node: CheckNode): string[] => {
    const id = String(node.id);
    const below = children.get(id);
    const found = below ? below.flatMap(collect) : node.isParent ? [] : [id];
    leaves.set(id, found);
    return found;
  };
  roots.forEach(collect);
  return { roots, children, leaves };
}

/** The leaves the server says are checked. */
export function initiallyChecked(nodes: readonly CheckNode[]): Set<string> {
  return new Set(nodes.filter((node) => !node.isParent && node.checked).map((node) => String(node.id)));
}

export function checkState(shape: CheckTreeShape, checked: ReadonlySet<string>, id: string): CheckState {
  const leaves = shape.leaves.get(id) ?? [];
  const count = leaves.filter((leaf) => checked.has(leaf)).length;
  if (leaves.length && count === leaves.length) return 'checked';
  return count ? 'mixed' : 'unchecked';
}

/** Ticking a branch ticks every leaf under it; unticking clears them. */
export function toggle(shape: CheckTreeShape, checked: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(checked);
  const on = checkState(shape, checked, id) !== 'checked';
  for (const leaf of shape.leaves.get(id) ?? []) {
    if (on) next.add(leaf);
    else next.delete(leaf);
  }
  return next;
}

/** How many leaves are ticked under a node, and how many there are. */
export function counts(shape: CheckTreeShape, checked: ReadonlySet<string>, id: string): { checked: number; total: number } {
  const leaves = shape.leaves.get(id) ?? [];
  return { checked: leaves.filter((leaf) => checked.has(leaf)).length, total: leaves.length };
}
