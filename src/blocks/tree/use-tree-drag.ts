import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { TreeDrop, TreeNode, TreeRow } from './tree-types';

/** Hovering a closed branch this long while dragging opens it, so a drop can reach its children. */
const OPEN_AFTER_MS = 700;

type NodeRow<T> = Extract<TreeRow<T>, { kind: 'node' }>;

/**
 * Drag and drop on a tree's rows (the browser's own, so a refused drop shows
 * the no-drop pointer): a row picked up when `drop.canDrag` says so, the row
 * under the pointer marked as the target while it `accepts` what is dragged.
 */
export function useTreeDrag<T>(drop: TreeDrop<T> | undefined, onExpand: (key: string) => void) {
  const dragged = useRef<TreeNode<T> | undefined>(undefined);
  const [draggedKey, setDraggedKey] = useState<string>();
  const [targetKey, setTargetKey] = useState<string>();
  const opening = useRef<{ key: string; timer: ReturnType<typeof setTimeout> } | undefined>(undefined);
  const stopOpening = () => {
    if (opening.current) clearTimeout(opening.current.timer);
    opening.current = undefined;
  };
  useEffect(() => stopOpening, []);
  const end = () => {
    dragged.current = undefined;
    setDraggedKey(undefined);
    setTargetKey(undefined);
    stopOpening();
  };

  const takes = (row: NodeRow<T>, event: DragEvent) => {
    if (!drop) return false;
    if (dragged.current) return drop.accepts(row.node, dragged.current);
    return drop.types.some((type) => event.dataTransfer.types.includes(type)) && drop.accepts(row.node, undefined);
  };

  const rowProps = (row: NodeRow<T>) => {
    if (!drop) return {};
    return {
      draggable: drop.canDrag(row.node),
      onDragStart: (event: DragEvent) => {
        dragged.current = row.node;
        setDraggedKey(row.key);
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', row.node.label);
      },
      onDragEnd: end,
      onDragOver: (event: DragEvent) => {
        if (!takes(row, event)) {
          event.dataTransfer.dropEffect = 'none';
          return;
        }
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setTargetKey(row.key);
        if (row.node.isParent && !row.expanded && opening.current?.key !== row.key) {
          stopOpening();
          opening.current = { key: row.key, timer: setTimeout(() => onExpand(row.key), OPEN_AFTER_MS) };
        }
      },
      onDragLeave: (event: DragEvent) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setTargetKey((current) => (current === row.key ? undefined : current));
        if (opening.current?.key === row.key) stopOpening();
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        const node = dragged.current;
        const taken = takes(row, event);
        end();
        if (taken) drop.onDrop(row.node, node ? { node } : { data: event.dataTransfer });
      },
    };
  };

  return { draggedKey, targetKey, rowProps };
}
