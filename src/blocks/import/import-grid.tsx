import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { IMPORT_SENSITIVE_COLUMNS } from '../../core/constants';
import { cellText, importColumnWidth, rowErrorText, type ImportColumn, type ImportRow, type RowState } from '../../core/import';
import { SECRET_MASK } from '../list-table/cell-value';
import { useT } from '../i18n/use-t';
import * as styles from './import-grid.css';

export const ROW_HEIGHT_PX = 32;
/** The grid's height; set here rather than only in the stylesheet, since what is rendered depends on it. */
export const GRID_HEIGHT_PX = 360;
const OVERSCAN = 6;
const INDEX_WIDTH = 64;
const STATUS_WIDTH = 220;

export interface ImportGridProps {
  columns: readonly ImportColumn[];
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

/**
 * The rows of an import file as an editable grid. Only the rows in view are
 * rendered, so a file of 50,000 rows scrolls like one of 50. Arrow keys move,
 * Enter (or F2, or a double click) edits, Enter saves, Escape cancels.
 */
export function ImportGrid({ columns, rows, rowStates, current, onEdit, readOnly, label }: ImportGridProps) {
  const t = useT();
  const base = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(GRID_HEIGHT_PX);
  const [active, setActive] = useState<Position>({ row: 0, column: 1 });
  const [editing, setEditingState] = useState<{ position: Position; text: string } | null>(null);
  // Blur commits the edit; Escape must drop it before focus leaves the input.
  const editingRef = useRef(editing);
  const setEditing = (next: { position: Position; text: string } | null) => {
    editingRef.current = next;
    setEditingState(next);
  };
  const widths = useMemo(() => columns.map((column) => importColumnWidth(column, rows)), [columns, rows.length]);
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

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT_PX) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + height) / ROW_HEIGHT_PX) + OVERSCAN);
  const cellId = (position: Position) => `${base}-${position.row}-${position.column}`;

  const startEdit = (position: Position) => {
    if (readOnly || position.column === 0) return;
    const column = columns[position.column - 1];
    if (!column) return;
    setEditing({ position, text: cellText(rows[position.row]?.[column.field]) });
  };
  const commit = () => {
    const current = editingRef.current;
    if (!current) return;
    const column = columns[current.position.column - 1];
    setEditing(null);
    if (column && current.text !== cellText(rows[current.position.row]?.[column.field])) onEdit(current.position.row, column.field, current.text);
    viewport.current?.focus();
  };

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

  const status = (state: RowState | undefined) => {
    if (!state || state.state === 'pending') return <span className={styles.pending}>{t('import.pending')}</span>;
    if (state.state === 'ok') return <span className={styles.ok}>{t('import.ok')}</span>;
    const text = rowErrorText(state.data, columns);
    return (
      <span className={`${styles.failed} ${styles.cellText}`} title={text}>
        {text || t('import.failed')}
      </span>
    );
  };

  const visible = [];
  for (let index = first; index < last; index++) {
    const row = rows[index] ?? {};
    visible.push(
      <div
        key={index}
        role="row"
        aria-rowindex={index + 2}
        className={`${styles.row} ${current === index ? styles.currentRow : ''}`}
        style={{ transform: `translateY(${index * ROW_HEIGHT_PX}px)`, width: `${totalWidth}px` }}
      >
        <div role="rowheader" aria-colindex={1} className={`${styles.cell} ${styles.indexCell}`} style={{ width: `${INDEX_WIDTH}px` }}>
          {index + 1}
        </div>
        <div
          role="gridcell"
          id={cellId({ row: index, column: 0 })}
          aria-colindex={2}
          className={`${styles.cell} ${active.row === index && active.column === 0 ? styles.activeCell : ''}`}
          style={{ width: `${STATUS_WIDTH}px` }}
        >
          {status(rowStates[index])}
        </div>
        {columns.map((column, position) => {
          const here = { row: index, column: position + 1 };
          const isEditing = editing && editing.position.row === index && editing.position.column === position + 1;
          const value = cellText(row[column.field]);
          const masked = (IMPORT_SENSITIVE_COLUMNS as readonly string[]).includes(column.field) && value ? SECRET_MASK : value;
          return (
            <div
              key={column.field}
              role="gridcell"
              id={cellId(here)}
              aria-colindex={position + 3}
              aria-readonly={readOnly || undefined}
              className={`${styles.cell} ${active.row === index && active.column === position + 1 ? styles.activeCell : ''}`}
              style={{ width: `${widths[position]}px` }}
              onClick={() => setActive(here)}
              onDoubleClick={() => startEdit(here)}
            >
              {isEditing ? (
                <input
                  className={styles.editor}
                  autoFocus
                  aria-label={t('import.editCell', { column: column.label, row: index + 1 })}
                  type={masked !== value ? 'password' : 'text'}
                  value={editing.text}
                  onChange={(event) => setEditing({ position: here, text: event.target.value })}
                  onBlur={commit}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      commit();
                    } else if (event.key === 'Escape') {
                      event.preventDefault();
                      event.stopPropagation();
                      setEditing(null);
                      viewport.current?.focus();
                    }
                  }}
                />
              ) : (
                <span className={styles.cellText} title={masked === value ? value : undefined}>
                  {masked}
                </span>
              )}
            </div>
          );
        })}
      </div>,
    );
  }

  return (
    <div
      ref={viewport}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 2}
      aria-activedescendant={editing ? undefined : cellId(active)}
      tabIndex={0}
      className={styles.viewport}
      style={{ height: `${GRID_HEIGHT_PX}px`, overflow: 'auto' }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
    >
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
      <div role="rowgroup" className={styles.body} style={{ height: `${rows.length * ROW_HEIGHT_PX}px`, width: `${totalWidth}px` }}>
        {visible}
      </div>
    </div>
  );
}
