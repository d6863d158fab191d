import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import { CellValue } from '../display/cell-value';
import { ColumnResizer } from './column-resizer';
import type { FilterChoice, HeaderFilterKit } from './types';
import { columnValue, type Column, type TreeRow } from './columns';
import * as styles from './list-table.css';
import { rowLabel, type Row } from '../resource/row';

export type GridState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready' };

export interface TableGridProps {
  columns: readonly Column[];
  rows: readonly TreeRow[];
  state: GridState;
  /** What an empty list shows (No data, and the create action when allowed). */
  empty: ReactNode;
  onRetry: () => void;
  skeletonRows: number;
  selected: ReadonlySet<string>;
  onSelect: (row: Row, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
  order: string | undefined;
  onSort: (order: string | undefined) => void;
  widths: Readonly<Record<string, number>>;
  onResize: (key: string, width: number) => void;
  onResizeEnd: (key: string, width: number) => void;
  onToggleExpand: (row: Row) => void;
  /** What an expanded row shows under it (a command's output): every row then has the expand toggle. */
  rowDetail?: ((row: Row) => ReactNode) | undefined;
  highlightId?: string | undefined;
  renderActions: (row: Row) => ReactNode;
  /** A name links to the detail page when it returns an address. */
  detailHref?: ((row: Row) => string | undefined) | undefined;
  /** Instead of a link, a name is a button that opens the row where the table is (an element embedded in a page). */
  onOpen?: ((row: Row) => void) | undefined;
  linkColumn?: string | undefined;
  caption: string;
  /** The columns filtered in their headers: what each offers, the value now, and a new one picked. */
  headerFilters?: {
    Button: HeaderFilterKit['Button'];
    choices: Readonly<Record<string, readonly FilterChoice[]>>;
    values: Readonly<Record<string, string>>;
    onChange: (key: string, choice: FilterChoice | undefined) => void;
  };
}

/** The next order when a sortable header is clicked: ascending, descending, none. */
export function nextOrder(current: string | undefined, key: string): string | undefined {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return undefined;
  return key;
}

const DEFAULT_WIDTH = 150;
/** Narrow screens scroll the table sideways rather than squeeze columns to nothing. */
const MIN_DATA_COLUMN_PX = 120;

/** The table itself: header with sorting and resizing, rows with selection and tree toggles, and every state. */
export function TableGrid(props: TableGridProps) {
  const t = useT();
  const { columns, rows, state, selected } = props;
  const pageIds = rows.map((item) => item.row.id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someSelected = !allSelected && pageIds.some((id) => selected.has(id));
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someSelected;
  }, [someSelected]);
  const firstData = columns.find((column) => column.kind === 'data')?.key;

  const header = (column: Column) => {
    const width = props.widths[column.key] ?? column.width;
    const sortState = props.order === column.key ? 'ascending' : props.order === `-${column.key}` ? 'descending' : undefined;
    const filters = column.kind === 'data' ? props.headerFilters : undefined;
    const filterChoices = filters?.choices[column.key];
    return (
      <th
        key={column.key}
        scope="col"
        className={`${styles.headerCell} ${column.kind === 'selection' ? styles.checkCell : ''}`}
        style={width ? { width: `${width}px` } : undefined}
        aria-sort={column.sortable ? (sortState ?? 'none') : undefined}
      >
        {column.kind === 'selection' ? (
          <input
            ref={selectAll}
            type="checkbox"
            className={controls.checkbox}
            aria-label={t('table.selectAll')}
            checked={allSelected}
            disabled={state.kind !== 'ready' || rows.length === 0}
            onChange={(event) => props.onSelectAll(event.target.checked)}
          />
        ) : column.sortable ? (
          <button type="button" className={styles.sortButton} onClick={() => props.onSort(nextOrder(props.order, column.key))}>
            {column.label}
            <Icon name={sortState === 'descending' ? 'chevron-down' : 'chevron-up'} className={`${styles.sortMark} ${sortState ? styles.sortActive : ''}`} />
          </button>
        ) : (
          column.label
        )}
        {filters && filterChoices && (
          <filters.Button label={column.label} choices={filterChoices} value={filters.values[column.key]} onChange={(choice) => filters.onChange(column.key, choice)} />
        )}
        {column.kind === 'data' && (
          <ColumnResizer
            label={column.label}
            width={width ?? DEFAULT_WIDTH}
            onResize={(next) => props.onResize(column.key, next)}
            onCommit={(next) => props.onResizeEnd(column.key, next)}
          />
        )}
      </th>
    );
  };

  const cell = (column: Column, item: TreeRow) => {
    const { row } = item;
    if (column.kind === 'selection') {
      return (
        <td key={column.key} className={`${styles.cell} ${styles.checkCell}`}>
          <input
            type="checkbox"
            className={controls.checkbox}
            aria-label={t('table.selectRow', { name: rowLabel(row) })}
            checked={selected.has(row.id)}
            onChange={(event) => props.onSelect(row, event.target.checked)}
          />
        </td>
      );
    }
    if (column.kind === 'actions') {
      return (
        <td key={column.key} className={`${styles.cell} ${styles.actionsCell}`}>
          {props.renderActions(row)}
        </td>
      );
    }
    const linked = props.linkColumn ? column.key === props.linkColumn : column.key === 'name' || column.key === 'hostname';
    const href = linked && !props.onOpen ? props.detailHref?.(row) : undefined;
    const open = linked ? props.onOpen : undefined;
    const value = column.render ? column.render(row) : <CellValue name={column.field?.name ?? column.key} value={columnValue(column, row)} field={column.field} />;
    return (
      <td key={column.key} className={styles.cell}>
        {column.key === firstData &&
          (item.hasChildren || props.rowDetail ? (
            <button
              type="button"
              className={styles.treeToggle}
              style={{ marginLeft: `${item.depth * 18}px` }}
              aria-expanded={item.expanded}
              aria-label={t(item.expanded ? 'table.collapse' : 'table.expand', { name: rowLabel(row) })}
              onClick={() => props.onToggleExpand(row)}
            >
              <Icon name={item.expanded ? 'chevron-down' : 'chevron-right'} />
            </button>
          ) : item.depth > 0 ? (
            <span className={styles.treeSpacer} style={{ marginLeft: `${item.depth * 18}px` }} />
          ) : null)}
        {open ? (
          <button type="button" className={styles.linkButton} onClick={() => open(row)}>
            {value}
          </button>
        ) : href ? (
          <a className={styles.link} href={href}>
            {value}
          </a>
        ) : (
          value
        )}
      </td>
    );
  };

  let body: ReactNode;
  if (state.kind === 'loading') {
    body = Array.from({ length: props.skeletonRows }, (_, index) => (
      <tr key={index} aria-hidden="true">
        {columns.map((column) => (
          <td key={column.key} className={styles.skeletonCell}>
            <span className={controls.skeleton} style={{ width: column.kind === 'selection' ? '14px' : `${50 + ((index * 7 + column.key.length * 13) % 45)}%` }} />
          </td>
        ))}
      </tr>
    ));
  } else if (state.kind === 'error') {
    body = (
      <tr>
        <td className={styles.emptyCell} colSpan={columns.length}>
          <div className={`${controls.state} ${styles.emptyView}`} role="alert">
            <Icon name="circle-x" className={styles.no} />
            <span>{state.message}</span>
            <button type="button" className={controls.button.default} onClick={props.onRetry}>
              <Icon name="refresh" />
              {t('common.retry')}
            </button>
          </div>
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td className={styles.emptyCell} colSpan={columns.length}>
          <div className={styles.emptyView}>{props.empty}</div>
        </td>
      </tr>
    );
  } else {
    body = rows.map((item) => (
      <Fragment key={item.row.id}>
        <tr
          className={`${styles.row} ${selected.has(item.row.id) ? styles.selectedRow : ''} ${props.highlightId === item.row.id ? styles.highlighted : ''}`}
          data-row-id={item.row.id}
          data-highlighted={props.highlightId === item.row.id || undefined}
        >
          {columns.map((column) => cell(column, item))}
        </tr>
        {props.rowDetail && item.expanded && (
          <tr className={styles.detailRow} data-detail-of={item.row.id}>
            <td className={styles.cell} colSpan={columns.length}>
              {props.rowDetail(item.row)}
            </td>
          </tr>
        )}
      </Fragment>
    ));
  }

  const minWidth = columns.reduce((sum, column) => sum + (props.widths[column.key] ?? column.width ?? MIN_DATA_COLUMN_PX), 0);
  return (
    <div className={styles.scroller}>
      <table className={styles.table} style={{ minWidth: `${minWidth}px` }} aria-busy={state.kind === 'loading'} part="table">
        <caption className={controls.visuallyHidden}>{props.caption}</caption>
        <thead>
          <tr>{columns.map(header)}</tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
