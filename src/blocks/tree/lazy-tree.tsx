import { useEffect, useMemo, useState } from 'react';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import { TreeView } from './tree-view';
import type { TreeDrop, TreeLoader, TreeMenuItem, TreeNode } from './tree-types';
import * as styles from './tree.css';
import { useLazyTree } from './use-lazy-tree';

/** Typing pauses this long before the tree searches (Enter searches at once). */
const SEARCH_PAUSE_MS = 500;

export interface LazyTreeProps<T> {
  label: string;
  load: TreeLoader<T>;
  selectedId?: string | undefined;
  /** Several nodes chosen at once: whether this one is. */
  isSelected?: (node: TreeNode<T>) => boolean;
  onSelect: (node: TreeNode<T>) => void;
  /** A node's context menu (see TreeView). */
  menu?: ((node: TreeNode<T>) => readonly TreeMenuItem[]) | undefined;
  /** Dragging nodes onto others (see TreeView). */
  drop?: TreeDrop<T> | undefined;
  /** A search box above the tree: the loader of the tree that matches a keyword. */
  search?: ((keyword: string) => TreeLoader<T>) | undefined;
  /** A refresh button above the tree. */
  refreshable?: boolean;
  /** Changing it loads the tree again (the screen changed nodes). */
  version?: number;
}

/**
 * A tree that loads its branches as they open: skeleton rows first, a note
 * when there is nothing; with a search box and a refresh button when asked.
 */
export function LazyTree<T>({ search, refreshable = false, version = 0, load, ...view }: LazyTreeProps<T>) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [refreshes, setRefreshes] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const loader = useMemo(() => (keyword && search ? search(keyword) : load), [keyword, search, load]);
  const tree = <LoadedTree key={`${version}/${refreshes}/${keyword}`} load={loader} {...view} />;
  if (!search && !refreshable) return tree;
  return (
    <div className={styles.withBar}>
      <div className={styles.bar}>
        {search && (
          <input
            type="search"
            className={`${controls.input} ${controls.small}`}
            placeholder={t('tree.search')}
            aria-label={t('tree.searchIn', { tree: view.label })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setKeyword(typed.trim());
            }}
          />
        )}
        {refreshable && (
          <button
            type="button"
            className={`${controls.button.icon} ${controls.small}`}
            title={t('tree.refresh')}
            aria-label={t('tree.refresh')}
            onClick={() => setRefreshes((count) => count + 1)}
          >
            <Icon name="refresh" size={14} />
          </button>
        )}
      </div>
      <div className={styles.fill}>{tree}</div>
    </div>
  );
}

function LoadedTree<T>({ label, load, selectedId, isSelected, onSelect, menu, drop }: Omit<LazyTreeProps<T>, 'search' | 'refreshable' | 'version'>) {
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
      menu={menu}
      drop={drop}
    />
  );
}
