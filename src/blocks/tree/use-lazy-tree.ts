import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TreeLoader, TreeNode, TreePage, TreeRow } from './tree-types';

interface Branch<T> {
  nodes: TreeNode<T>[];
  next: TreePage<T>['next'];
  loading: boolean;
  failed: boolean;
}

/** The roots' branch key; other branches are keyed by their parent row's key. */
const ROOT = '';

const rowKey = (parentKey: string, node: TreeNode<unknown>) => `${parentKey}/${node.id}`;

/**
 * A tree whose branches load when first expanded (and page on with "more"
 * rows), flattened into the rows on show. Keys are paths, so one object under
 * two parents (an asset in two nodes) is two rows.
 */
export function useLazyTree<T>(load: TreeLoader<T>) {
  const [branches, setBranches] = useState<ReadonlyMap<string, Branch<T>>>(new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const nodesByKey = useRef(new Map<string, TreeNode<T>>());
  const loader = useRef(load);
  loader.current = load;

  /** A page of a branch, and the branches of the nodes in it that come open, loaded before any is shown. */
  const loadPage = useCallback(async (key: string, parent: TreeNode<T> | undefined, cursor: unknown, into: Map<string, TreePage<T>>) => {
    const page = await loader.current(parent, cursor);
    into.set(key, page);
    await Promise.all(page.nodes.filter((node) => node.open && node.isParent).map((node) => loadPage(rowKey(key, node), node, undefined, into).catch(() => undefined)));
  }, []);

  const fetchBranch = useCallback(
    async (key: string, parent: TreeNode<T> | undefined, cursor?: unknown) => {
      const update = (change: (current: Map<string, Branch<T>>) => void) =>
        setBranches((current) => {
          const next = new Map(current);
          change(next);
          return next;
        });
      const blank: Branch<T> = { nodes: [], next: undefined, loading: false, failed: false };
      update((next) => next.set(key, { ...(next.get(key) ?? blank), loading: true, failed: false }));
      const pages = new Map<string, TreePage<T>>();
      try {
        await loadPage(key, parent, cursor, pages);
      } catch {
        update((next) => next.set(key, { ...(next.get(key) ?? blank), loading: false, failed: true }));
        return;
      }
      for (const [pageKey, page] of pages) for (const node of page.nodes) nodesByKey.current.set(rowKey(pageKey, node), node);
      update((next) => {
        for (const [pageKey, page] of pages) {
          const append = pageKey === key && cursor !== undefined;
          next.set(pageKey, { nodes: append ? [...(next.get(pageKey)?.nodes ?? []), ...page.nodes] : page.nodes, next: page.next, loading: false, failed: false });
        }
      });
      const opened = [...pages.keys()].filter((pageKey) => pageKey !== key);
      if (opened.length) setExpanded((current) => new Set([...current, ...opened]));
    },
    [loadPage],
  );

  const reload = useCallback(() => {
    nodesByKey.current.clear();
    setBranches(new Map());
    setExpanded(new Set());
    void fetchBranch(ROOT, undefined);
  }, [fetchBranch]);

  useEffect(reload, [reload]);

  const rows = useMemo(() => flatten(branches, expanded), [branches, expanded]);

  const expand = (key: string) => {
    const node = nodesByKey.current.get(key);
    if (!node?.isParent || expanded.has(key)) return;
    setExpanded((current) => new Set(current).add(key));
    const branch = branches.get(key);
    if (!branch || branch.failed) void fetchBranch(key, node);
  };
  const collapse = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      next.delete(key);
      return next;
    });

  return {
    rows,
    /** The roots are still on their way. */
    loading: branches.get(ROOT)?.loading ?? true,
    expand,
    collapse,
    toggle: (key: string) => (expanded.has(key) ? collapse(key) : expand(key)),
    /** The next page of a branch ("more" rows), or a failed branch again. */
    loadMore: (parentKey: string | undefined) => {
      const key = parentKey ?? ROOT;
      const branch = branches.get(key);
      if (!branch || branch.loading) return;
      void fetchBranch(key, key === ROOT ? undefined : nodesByKey.current.get(key), branch.failed ? undefined : branch.next?.cursor);
    },
    reload,
  };
}

function flatten<T>(branches: ReadonlyMap<string, Branch<T>>, expanded: ReadonlySet<string>): TreeRow<T>[] {
  const rows: TreeRow<T>[] = [];
  const walk = (parentKey: string, level: number) => {
    const branch = branches.get(parentKey);
    if (!branch) return;
    const parent = parentKey === ROOT ? undefined : parentKey;
    // The set is the whole branch, pages still on the server included.
    const size = branch.nodes.length + (branch.next?.remaining ?? 0);
    branch.nodes.forEach((node, index) => {
      const key = rowKey(parentKey, node);
      const open = expanded.has(key);
      const own = branches.get(key);
      rows.push({ kind: 'node', key, node, level, expanded: open, loading: Boolean(open && own?.loading), position: index + 1, size, parentKey: parent });
      if (open) walk(key, level + 1);
    });
    if (branch.failed) rows.push({ kind: 'failed', key: `${parentKey}#failed`, level, parentKey: parent });
    else if (branch.next && branch.next.remaining > 0)
      rows.push({ kind: 'more', key: `${parentKey}#more`, level, remaining: branch.next.remaining, parentKey, loading: branch.loading });
  };
  walk(ROOT, 1);
  return rows;
}
