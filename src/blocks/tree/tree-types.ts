import type { IconName } from '../icons/icon-paths';

/** A node of a tree: a branch whose children load on first expansion, or a leaf. */
export interface TreeNode<T = unknown> {
  id: string;
  label: string;
  /** Shown in parentheses after the label: "Linux (2000)". */
  count?: number | undefined;
  /** May have children. */
  isParent: boolean;
  /** Expanded when first shown. */
  open?: boolean | undefined;
  icon?: IconName | undefined;
  /** What the node stands for (the server's object). */
  data?: T;
}

/** One answer of a loader: the children, and where the next page starts if there is one. */
export interface TreePage<T = unknown> {
  nodes: TreeNode<T>[];
  next?: { cursor: unknown; remaining: number } | undefined;
}

/** Loads the roots (no parent) or a parent's children, from its first page or from a cursor. */
export type TreeLoader<T = unknown> = (parent: TreeNode<T> | undefined, cursor: unknown) => Promise<TreePage<T>>;

/** A line of the flattened tree as it is drawn. */
export type TreeRow<T = unknown> =
  | { kind: 'node'; key: string; node: TreeNode<T>; level: number; expanded: boolean; loading: boolean; position: number; size: number; parentKey: string | undefined }
  /** "N more": loads the next page of a branch. */
  | { kind: 'more'; key: string; level: number; remaining: number; parentKey: string; loading: boolean }
  /** A branch that failed to load: activating it retries. */
  | { kind: 'failed'; key: string; level: number; parentKey: string | undefined };

/** An entry of a node's context menu (right click, the context-menu key, Shift+F10). */
export interface TreeMenuItem {
  name: string;
  title: string;
  icon?: IconName | undefined;
  /** A separator before it. */
  divided?: boolean | undefined;
  disabled?: boolean | undefined;
  /** One of a choice (which assets a node lists): shown ticked or not. */
  checked?: boolean | undefined;
  onClick: () => void;
}

/** What a tree's node takes when something is dropped on it: one of its own nodes (`node`) or data from elsewhere (a list's rows). */
export type TreeDropped<T = unknown> = { node: TreeNode<T> } | { data: DataTransfer };

/** Dragging onto a tree: its own nodes moved within it, and data of some types from elsewhere. */
export interface TreeDrop<T = unknown> {
  /** Whether a node may be picked up. */
  canDrag: (node: TreeNode<T>) => boolean;
  /** The `DataTransfer` types taken from outside the tree. */
  types: readonly string[];
  /** Whether the target takes what is dragged: one of the tree's nodes, or (undefined) data from outside. */
  accepts: (target: TreeNode<T>, dragged: TreeNode<T> | undefined) => boolean;
  onDrop: (target: TreeNode<T>, dropped: TreeDropped<T>) => void;
}
