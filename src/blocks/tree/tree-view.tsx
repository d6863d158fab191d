import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import { Menu, MenuItem, MenuSeparator, usePopup, type Rect } from '../menu';
import type { TreeDrop, TreeMenuItem, TreeNode, TreeRow } from './tree-types';
import * as styles from './tree.css';
import { useTreeDrag } from './use-tree-drag';

export interface TreeViewProps<T> {
  label: string;
  rows: readonly TreeRow<T>[];
  /** The chosen node's id (a node under two parents is chosen in both). */
  selectedId?: string | undefined;
  /** Several nodes chosen at once (a picker): whether this one is; replaces selectedId. */
  isSelected?: ((node: TreeNode<T>) => boolean) | undefined;
  onToggle: (key: string) => void;
  onExpand: (key: string) => void;
  onCollapse: (key: string) => void;
  onSelect: (node: TreeNode<T>) => void;
  onMore: (parentKey: string | undefined) => void;
  /** A node's context menu, opened by a right click, the context-menu key or Shift+F10; none when empty. */
  menu?: ((node: TreeNode<T>) => readonly TreeMenuItem[]) | undefined;
  /** Nodes dragged onto others, and what else may be dropped on them. */
  drop?: TreeDrop<T> | undefined;
}

/** Rows drawn above and below the window, so a fast scroll shows no gap. */
const OVERSCAN = 8;
const INDENT = 16;

/**
 * The WAI-ARIA tree pattern over flattened rows (aria-level, -setsize,
 * -posinset), drawn virtually: only the rows in the scrolled window exist.
 * Focus stays on the tree; aria-activedescendant names the row the keyboard
 * is on (arrows, Home, End, Enter or Space to choose, Right and Left to open
 * and close). A click chooses a row and opens it. A node's context menu, when
 * the screen gives one, opens where it was clicked or beside the keyboard's
 * row (the context-menu key, Shift+F10); closing it puts focus back on the tree.
 * With `drop`, nodes are dragged onto others and the row a drop would land on
 * is marked.
 */
export function TreeView<T>({ label, rows, selectedId, isSelected, onToggle, onExpand, onCollapse, onSelect, onMore, menu, drop }: TreeViewProps<T>) {
  const t = useT();
  const base = useId();
  const container = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(400);
  const [activeKey, setActiveKey] = useState<string>();
  const keyboardMove = useRef(false);
  const popup = usePopup();
  const [menuItems, setMenuItems] = useState<readonly TreeMenuItem[]>([]);
  const drag = useTreeDrag(drop, onExpand);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    setHeight(element.clientHeight);
    return () => observer.disconnect();
  }, []);

  const activeIndex = Math.max(
    0,
    rows.findIndex((row) => row.key === activeKey),
  );
  const active = rows[activeIndex];
  const rowId = (key: string) => `${base}${key.replace(/\s/g, '_')}`;

  // The row the keyboard went to scrolls into view (and so is drawn).
  useEffect(() => {
    const element = container.current;
    if (!element || !keyboardMove.current) return;
    keyboardMove.current = false;
    const top = activeIndex * styles.ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + styles.ROW_HEIGHT > element.scrollTop + element.clientHeight) element.scrollTop = top + styles.ROW_HEIGHT - element.clientHeight;
  }, [activeIndex]);

  const activate = (row: TreeRow<T>) => {
    if (row.kind === 'node') onSelect(row.node);
    else onMore(row.parentKey);
  };
  const moveTo = (index: number) => {
    const target = rows[Math.min(rows.length - 1, Math.max(0, index))];
    if (!target) return;
    keyboardMove.current = true;
    setActiveKey(target.key);
  };

  const openMenu = (row: TreeRow<T>, anchorRect: Rect, focus: 'first' | 'none') => {
    const items = row.kind === 'node' && menu ? menu(row.node) : [];
    if (!items.length) return false;
    popup.buttonRef.current = container.current;
    setActiveKey(row.key);
    setMenuItems(items);
    popup.show({ anchorRect, focus });
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      const box = container.current?.querySelector(`#${CSS.escape(rowId(active.key))}`)?.getBoundingClientRect();
      if (box && openMenu(active, { x: box.x + 24, y: box.y, width: 0, height: box.height }, 'first')) event.preventDefault();
      return;
    }
    const parentIndex = () => rows.findIndex((row) => row.key === active.parentKey);
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(activeIndex + 1),
      ArrowUp: () => moveTo(activeIndex - 1),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
      ArrowRight: () => {
        if (active.kind !== 'node' || !active.node.isParent) return;
        if (!active.expanded) onExpand(active.key);
        else if (rows[activeIndex + 1]?.level === active.level + 1) moveTo(activeIndex + 1);
      },
      ArrowLeft: () => {
        if (active.kind === 'node' && active.expanded) onCollapse(active.key);
        else if (active.parentKey) moveTo(parentIndex());
      },
      Enter: () => activate(active),
      ' ': () => activate(active),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const first = Math.max(0, Math.floor(scrollTop / styles.ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + height) / styles.ROW_HEIGHT) + OVERSCAN);

  return (
    <>
      <div
        ref={container}
        role="tree"
        aria-label={label}
        aria-multiselectable={isSelected ? true : undefined}
        tabIndex={0}
        className={styles.tree}
        // The window's geometry is what virtual drawing relies on: set here, not left to the stylesheet.
        style={{ position: 'relative', height: '100%', overflow: 'auto' }}
        aria-activedescendant={active && rows.length ? rowId(active.key) : undefined}
        onKeyDown={onKeyDown}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      >
        <div role="presentation" style={{ height: `${rows.length * styles.ROW_HEIGHT}px` }}>
          {rows.slice(first, last).map((row, offset) => {
            const index = first + offset;
            const common = {
              id: rowId(row.key),
              role: 'treeitem',
              'aria-level': row.level,
              className: `${styles.row} ${row === active ? styles.active : ''}`,
              style: { position: 'absolute', top: `${index * styles.ROW_HEIGHT}px`, height: `${styles.ROW_HEIGHT}px`, paddingLeft: `${(row.level - 1) * INDENT + 4}px` },
              onClick: () => {
                popup.hide();
                setActiveKey(row.key);
                activate(row);
                if (row.kind === 'node' && !row.expanded) onExpand(row.key);
              },
              onContextMenu: (event: MouseEvent) => {
                if (openMenu(row, { x: event.clientX, y: event.clientY, width: 0, height: 0 }, 'none')) event.preventDefault();
              },
            } as const;
            if (row.kind !== 'node') {
              return (
                <div key={row.key} {...common} aria-selected={false} aria-busy={row.kind === 'more' && row.loading ? true : undefined}>
                  <span className={styles.toggle}>
                    {row.kind === 'failed' ? <Icon name="refresh" size={14} /> : row.loading && <span className={controls.spinner} aria-hidden="true" />}
                  </span>
                  <span className={styles.note}>{row.kind === 'more' ? t('tree.more', { count: row.remaining }) : t('tree.loadFailed')}</span>
                </div>
              );
            }
            const { node } = row;
            return (
              <div
                key={row.key}
                {...common}
                {...drag.rowProps(row)}
                className={`${common.className} ${row.key === drag.targetKey ? styles.dropTarget : ''} ${row.key === drag.draggedKey ? styles.dragged : ''}`}
                aria-expanded={node.isParent ? row.expanded : undefined}
                aria-selected={isSelected ? isSelected(node) : node.id === selectedId}
                aria-setsize={row.size}
                aria-posinset={row.position}
                aria-busy={row.loading || undefined}
                title={node.label}
              >
                <span
                  className={styles.toggle}
                  onClick={(event) => {
                    if (!node.isParent) return;
                    event.stopPropagation();
                    setActiveKey(row.key);
                    onToggle(row.key);
                  }}
                >
                  {row.loading ? (
                    <span className={controls.spinner} aria-hidden="true" />
                  ) : (
                    node.isParent && <Icon name={row.expanded ? 'chevron-down' : 'chevron-right'} size={14} />
                  )}
                </span>
                {node.icon && <Icon name={node.icon} size={14} />}
                <span className={styles.label}>
                  {node.label}
                  {node.count !== undefined && <span className={styles.count}>{` (${node.count})`}</span>}
                </span>
              </div>
            );
          })}
        </div>
      </div>
      {menu && (
        <Menu menu={popup} className={`${controls.popover} ${styles.menu}`} aria-label={label} gutter={0}>
          {menuItems.map((item, index) => (
            <MenuEntry key={item.name} item={item} divided={Boolean(item.divided && index > 0)} />
          ))}
        </Menu>
      )}
    </>
  );
}

function MenuEntry({ item, divided }: { item: TreeMenuItem; divided: boolean }) {
  return (
    <>
      {divided && <MenuSeparator />}
      <MenuItem
        className={controls.menuItem}
        disabled={item.disabled}
        onClick={item.onClick}
        {...(item.checked === undefined ? {} : { role: 'menuitemradio', 'aria-checked': item.checked })}
      >
        {item.checked ? <Icon name="check" /> : item.icon && <Icon name={item.icon} />}
        {item.title}
      </MenuItem>
    </>
  );
}
