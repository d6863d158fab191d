import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';
import { TreeView } from './tree-view';
import type { TreeLoader, TreeNode } from './tree-types';
import { useLazyTree } from './use-lazy-tree';

export interface LazyTreeProps<T> {
  label: string;
  load: TreeLoader<T>;
  selectedId?: string | undefined;
  /** Several nodes chosen at once: whether this one is. */
  isSelected?: (node: TreeNode<T>) => boolean;
  onSelect: (node: TreeNode<T>) => void;
}

/** A tree that loads its branches as they open: skeleton rows first, a note when there is nothing. */
export function LazyTree<T>({ label, load, selectedId, isSelected, onSelect }: LazyTreeProps<T>) {
  const t = useT();
  const tree = useLazyTree(load);
  if (!tree.rows.length) {
    return tree.loading ? (
      <div aria-busy="true" aria-label={label}>
        {[70, 55, 60, 45].map((width) => (
          <span key={width} className={controls.skeleton} style={{ width: `${width}%`, margin: '8px 4px' }} />
        ))}
      </div>
    ) : (
      <p className={controls.muted}>{t('table.noData')}</p>
    );
  }
  return (
    <TreeView
      label={label}
      rows={tree.rows}
      selectedId={selectedId}
      isSelected={isSelected}
      onSelect={onSelect}
      onToggle={tree.toggle}
      onExpand={tree.expand}
      onCollapse={tree.collapse}
      onMore={tree.loadMore}
    />
  );
}
