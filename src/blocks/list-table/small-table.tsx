import type { ReactNode } from 'react';
import * as styles from './list-table.css';

/** A column of a small table: its heading, its width in pixels (the rest share what is left), and what a row shows in it. */
export interface SmallColumn<T> {
  key: string;
  label: string;
  width?: number;
  /** A cell of buttons side by side (a row's actions). */
  actions?: boolean;
  /** A cell whose content wraps instead of being cut (a key, a secret). */
  className?: string;
  cell: (item: T, index: number) => ReactNode;
}

/**
 * A table with the list table's look for a few rows a screen holds itself
 * (drafts before saving, a secret's history): no paging, sorting or
 * selection; it scrolls sideways rather than squeeze its columns.
 */
export function SmallTable<T>({
  columns,
  items,
  keyOf,
  className = '',
}: {
  columns: readonly SmallColumn<T>[];
  items: readonly T[];
  keyOf: (item: T) => string;
  className?: string;
}) {
  return (
    <div className={styles.scroller}>
      <table className={`${styles.table} ${className}`}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.headerCell} style={column.width ? { width: `${column.width}px` } : undefined} title={column.label}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={keyOf(item)} className={styles.row}>
              {columns.map((column) => (
                <td key={column.key} className={`${styles.cell} ${column.className ?? ''}`}>
                  {column.actions ? <div className={styles.actions}>{column.cell(item, index)}</div> : column.cell(item, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
