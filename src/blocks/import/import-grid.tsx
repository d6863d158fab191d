import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cellText, type ImportColumn, type ImportRow, type RowState } from '../../core/import';
import { useT } from '../i18n/use-t';
import { cellId, GridRow, INDEX_WIDTH, ROW_HEIGHT_PX, STATUS_WIDTH, type RowHandlers, type RowLabels } from './import-grid-row';
import * as styles from './import-grid.css';

export { ROW_HEIGHT_PX };
/** The grid's height; set here rather than only in the stylesheet, since what is rendered depends on it. */
const GRID_HEIGHT_PX = 360;
const OVERSCAN = 8;

export interface ImportGridProps {
  columns: readonly ImportColumn[];
  /** Each column's width (the import job's). */
  widths: readonly number[];
  rows: readonly ImportRow[];
  rowStates: readonly RowState[];
  /** The row being sent: kept in view while the import runs. */
  current: number | null;
  onEdit: (index: number, field: string, value: string) => void;
  /** Cells cannot be edited while rows are being sent. */
  readOnly: boolean;
  label: string;
}

interface Position {
  row: number;
  /** 0 is the status column, 1… the file's columns. */
  column: number;
}

type Editing = { position: Position; text: string } | null;

/**
 * The rows of an import file as an editable grid. Only the rows in view are
 * rendered, and a scroll renders only the rows that come into view, so a file
 * of 50,000 rows scrolls like one of 50. Arrow keys move, Enter (or F2, or a
 * double click) edits, Enter saves, Escape cancels.
 */
export function ImportGrid({ columns, widths, rows, rowStates, current, onEdit, readOnly, label }: ImportGridProps) {
  const t = useT();
  const labels = useMemo<RowLabels>(
    () => ({ pending: t('import.pending'), ok: t('import.ok'), failed: t('import.failed'), editCell: (column, row) => t('import.editCell', { column, row }) }),
    [t],
  );
  const base = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const [firstVisible, setFirstVisible] = useState(0);
  const [height, setHeight] = useState(GRID_HEIGHT_PX);
  const [active, setActive] = useState<Position>({ row: 0, column: 1 });
  const [editing, setEditingState] = useState<Editing>(null);
  // Blur commits the edit; Escape must drop it before focus leaves the input.
  const editingRef = useRef<Editing>(editing);
  const setEditing = (next: Editing) => {
    editingRef.current = next;
    setEditingState(next);
  };
  const totalWidth = INDEX_WIDTH + STATUS_WIDTH + widths.reduce((sum, width) => sum + width, 0);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setHeight(Math.min(element.clientHeight || GRID_HEIGHT_PX, window.innerHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const reveal = (row: number) => {
    const element = viewport.current;
    if (!element) return;
    const top = row * ROW_HEIGHT_PX;
    const visibleHeight = element.clientHeight - ROW_HEIGHT_PX - 2;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + ROW_HEIGHT_PX > element.scrollTop + visibleHeight) element.scrollTop = top + ROW_HEIGHT_PX - visibleHeight;
  };

  useEffect(() => {
    if (current !== null) reveal(current);
  }, [current]);

  const startEdit = (position: Position) => {
    if (readOnly || position.column === 0) return;
    const column = columns[position.column - 1];
    if (!column) return;
    setActive(position);
    setEditing({ position, text: cellText(rows[position.row]?.[column.field]) });
  };
  const commit = () => {
    const edit = editingRef.current;
    if (!edit) return;
    const column = columns[edit.position.column - 1];
    setEditing(null);
    if (column && edit.text !== cellText(rows[edit.position.row]?.[column.field])) onEdit(edit.position.row, column.field, edit.text);
    viewport.current?.focus();
  };

  // The rows get one handler object for the grid's life; it calls the latest closures.
  const latest = useRef({ startEdit, commit });
  latest.current = { startEdit, commit };
  const handlers = useMemo<RowHandlers>(
    () => ({
      activate: (row, column) => setActive({ row, column }),
      startEdit: (row, column) => latest.current.startEdit({ row, column }),
      type: (text) => {
        const edit = editingRef.current;
        if (edit) setEditing({ ...edit, text });
      },
      commit: () => latest.current.commit(),
      cancel: () => {
        setEditing(null);
        viewport.current?.focus();
      },
    }),
    [],
  );

  const move = (row: number, column: number) => {
    const next = { row: Math.max(0, Math.min(rows.length - 1, row)), column: Math.max(0, Math.min(columns.length, column)) };
    setActive(next);
    reveal(next.row);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing) return;
    const page = Math.max(1, Math.floor(height / ROW_HEIGHT_PX) - 1);
    const moves: Record<string, () => void> = {
      ArrowDown: () => move(active.row + 1, active.column),
      ArrowUp: () => move(active.row - 1, active.column),
      ArrowRight: () => move(active.row, active.column + 1),
      ArrowLeft: () => move(active.row, active.column - 1),
      PageDown: () => move(active.row + page, active.column),
      PageUp: () => move(active.row - page, active.column),
      Home: () => move(event.ctrlKey ? 0 : active.row, event.ctrlKey ? active.column : 0),
      End: () => move(event.ctrlKey ? rows.length - 1 : active.row, event.ctrlKey ? active.column : columns.length),
      Enter: () => startEdit(active),
      F2: () => startEdit(active),
    };
    const action = moves[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const first = Math.max(0, firstVisible - OVERSCAN);
  const last = Math.min(rows.length, firstVisible + Math.ceil(height / ROW_HEIGHT_PX) + OVERSCAN);
  const visible = [];
  for (let index = first; index < last; index++) {
    visible.push(
      <GridRow
        key={index}
        index={index}
        row={rows[index] ?? {}}
        rowState={rowStates[index]}
        columns={columns}
        widths={widths}
        totalWidth={totalWidth}
        current={current === index}
        activeColumn={active.row === index ? active.column : -1}
        editing={editing && editing.position.row === index ? { column: editing.position.column, text: editing.text } : null}
        readOnly={readOnly}
        idBase={base}
        handlers={handlers}
        labels={labels}
      />,
    );
  }

  return (
    <div
      ref={viewport}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 2}
      aria-activedescendant={editing ? undefined : cellId(base, active.row, active.column)}
      tabIndex={0}
      className={styles.viewport}
      style={{ height: `${GRID_HEIGHT_PX}px`, overflow: 'auto' }}
      onScroll={(event) => {
        // Only a new first row re-renders: the rest of a scroll is the browser's.
        const next = Math.floor(event.currentTarget.scrollTop / ROW_HEIGHT_PX);
        if (next !== firstVisible) setFirstVisible(next);
      }}
      onKeyDown={onKeyDown}
    >
      <GridHeader columns={columns} widths={widths} totalWidth={totalWidth} />
      <div role="rowgroup" className={styles.body} style={{ height: `${rows.length * ROW_HEIGHT_PX}px`, width: `${totalWidth}px` }}>
        {visible}
      </div>
    </div>
  );
}

function GridHeader({ columns, widths, totalWidth }: { columns: readonly ImportColumn[]; widths: readonly number[]; totalWidth: number }) {
  const t = useT();
  return (
    <div role="row" aria-rowindex={1} className={styles.header} style={{ width: `${totalWidth}px` }}>
      <div role="columnheader" aria-colindex={1} className={`${styles.cell} ${styles.indexCell}`} style={{ width: `${INDEX_WIDTH}px` }}>
        #
      </div>
      <div role="columnheader" aria-colindex={2} className={styles.cell} style={{ width: `${STATUS_WIDTH}px` }}>
        {t('import.status')}
      </div>
      {columns.map((column, position) => (
        <div key={column.field} role="columnheader" aria-colindex={position + 3} className={styles.cell} style={{ width: `${widths[position]}px` }} title={column.label}>
          {column.label}
        </div>
      ))}
    </div>
  );
}
