import { memo } from 'react';
import { IMPORT_SENSITIVE_COLUMNS } from '../../core/constants';
import { cellText, rowErrorText, type ImportColumn, type ImportRow, type RowState } from '../../core/import';
import { SECRET_MASK } from '../secret/secret-mask';
import * as styles from './import-grid.css';

export const ROW_HEIGHT_PX = 32;
export const INDEX_WIDTH = 64;
export const STATUS_WIDTH = 220;

/** The grid's words, translated once for all its rows. */
export interface RowLabels {
  pending: string;
  ok: string;
  failed: string;
  editCell: (column: string, row: number) => string;
}

/** What a row needs from the grid; stable between renders, so unchanged rows are skipped. */
export interface RowHandlers {
  activate: (row: number, column: number) => void;
  startEdit: (row: number, column: number) => void;
  type: (text: string) => void;
  commit: () => void;
  cancel: () => void;
}

export interface GridRowProps {
  index: number;
  row: ImportRow;
  rowState: RowState | undefined;
  columns: readonly ImportColumn[];
  widths: readonly number[];
  totalWidth: number;
  current: boolean;
  /** The active column when the active cell is in this row, else -1. */
  activeColumn: number;
  /** The edited column and its text, when a cell of this row is being edited. */
  editing: { column: number; text: string } | null;
  readOnly: boolean;
  idBase: string;
  handlers: RowHandlers;
  labels: RowLabels;
}

export const cellId = (idBase: string, row: number, column: number) => `${idBase}-${row}-${column}`;

const SENSITIVE: readonly string[] = IMPORT_SENSITIVE_COLUMNS;

/** One row of the import grid: its number, its status, and its cells. */
export const GridRow = memo(function GridRow({
  index,
  row,
  rowState,
  columns,
  widths,
  totalWidth,
  current,
  activeColumn,
  editing,
  readOnly,
  idBase,
  handlers,
  labels,
}: GridRowProps) {
  let status;
  if (!rowState || rowState.state === 'pending') status = <span className={styles.pending}>{labels.pending}</span>;
  else if (rowState.state === 'ok') status = <span className={styles.ok}>{labels.ok}</span>;
  else {
    const text = rowErrorText(rowState.data, columns);
    status = (
      <span className={`${styles.failed} ${styles.cellText}`} title={text}>
        {text || labels.failed}
      </span>
    );
  }
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={current ? `${styles.row} ${styles.currentRow}` : styles.row}
      style={{ transform: `translateY(${index * ROW_HEIGHT_PX}px)`, width: `${totalWidth}px` }}
    >
      <div role="rowheader" aria-colindex={1} className={`${styles.cell} ${styles.indexCell}`} style={{ width: `${INDEX_WIDTH}px` }}>
        {index + 1}
      </div>
      <div
        role="gridcell"
        id={cellId(idBase, index, 0)}
        aria-colindex={2}
        className={activeColumn === 0 ? `${styles.cell} ${styles.activeCell}` : styles.cell}
        style={{ width: `${STATUS_WIDTH}px` }}
      >
        {status}
      </div>
      {columns.map((column, position) => {
        const value = cellText(row[column.field]);
        const masked = SENSITIVE.includes(column.field) && value ? SECRET_MASK : value;
        const edited = editing && editing.column === position + 1 ? editing : null;
        return (
          <div
            key={column.field}
            role="gridcell"
            id={cellId(idBase, index, position + 1)}
            aria-colindex={position + 3}
            aria-readonly={readOnly || undefined}
            className={activeColumn === position + 1 ? `${styles.cell} ${styles.activeCell}` : styles.cell}
            style={{ width: `${widths[position]}px` }}
            onClick={() => handlers.activate(index, position + 1)}
            onDoubleClick={() => handlers.startEdit(index, position + 1)}
          >
            {edited ? (
              <input
                className={styles.editor}
                autoFocus
                aria-label={labels.editCell(column.label, index + 1)}
                type={masked !== value ? 'password' : 'text'}
                value={edited.text}
                onChange={(event) => handlers.type(event.target.value)}
                onBlur={handlers.commit}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    handlers.commit();
                  } else if (event.key === 'Escape') {
                    event.preventDefault();
                    event.stopPropagation();
                    handlers.cancel();
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
    </div>
  );
});
