import type { ReactNode } from 'react';
import type { FieldMeta } from '../../core/metadata';
import type { Row } from '../resource/row';
import type { ColumnConfig } from './types';

export const SELECTION_KEY = 'id';
export const ACTIONS_KEY = 'actions';

/** A column of the table: the selection boxes, a field, or the row actions. */
export interface Column {
  key: string;
  kind: 'selection' | 'actions' | 'data';
  label: string;
  field?: FieldMeta;
  sortable: boolean;
  width?: number;
  render?: (row: Row) => ReactNode;
  /** A sub-field's column: the nested object it is read from (`resource_statistics`). */
  parent?: string;
}

const SCALAR_TYPES = new Set(['integer', 'float', 'decimal', 'string', 'boolean', 'choice', 'labeled_choice', 'datetime', 'date']);

/** A nested object of plain values (an organization's resource counts) shows a column per value. */
function splitsIntoColumns(field: FieldMeta): boolean {
  return field.type === 'nested object' && field.children.length > 0 && field.children.every((child) => SCALAR_TYPES.has(child.type));
}

/** What a row holds for a column. */
export function columnValue(column: Column, row: Row): unknown {
  if (!column.parent) return row[column.key];
  const parent = row[column.parent];
  return parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[column.field?.name ?? ''] : undefined;
}

interface ColumnOptions {
  overrides?: Readonly<Record<string, ColumnConfig>>;
  exclude?: readonly string[];
  actionsLabel: string;
  selectionLabel: string;
  withActions: boolean;
  withSelection: boolean;
}

/**
 * Columns from the list's GET metadata, in the server's order: write-only
 * fields skipped, a nested object of plain values split into a column per
 * value, screen overrides applied, columns the screen adds at the end;
 * the selection column (keyed `id`) first and the actions column last.
 */
export function buildColumns(fields: readonly FieldMeta[], options: ColumnOptions): Column[] {
  const overrides = options.overrides ?? {};
  const exclude = new Set(options.exclude ?? []);
  const columns: Column[] = [];
  if (options.withSelection) columns.push({ key: SELECTION_KEY, kind: 'selection', label: options.selectionLabel, sortable: false, width: 44 });
  const known = new Set<string>();
  for (const field of fields) {
    known.add(field.name);
    if (field.writeOnly || exclude.has(field.name) || field.name === SELECTION_KEY || field.name === ACTIONS_KEY) continue;
    if (splitsIntoColumns(field) && !overrides[field.name]?.render) {
      for (const child of field.children) {
        const key = `${field.name}.${child.name}`;
        if (!exclude.has(key)) columns.push({ ...dataColumn(key, child, overrides[key]), parent: field.name });
      }
      continue;
    }
    columns.push(dataColumn(field.name, field, overrides[field.name]));
  }
  for (const [key, override] of Object.entries(overrides)) {
    if (!known.has(key) && override.render && !exclude.has(key) && key !== ACTIONS_KEY) columns.push(dataColumn(key, undefined, override));
  }
  if (options.withActions) {
    const override = overrides[ACTIONS_KEY];
    columns.push({ key: ACTIONS_KEY, kind: 'actions', label: override?.label ?? options.actionsLabel, sortable: false, width: override?.width ?? 170 });
  }
  return columns;
}

function dataColumn(key: string, field: FieldMeta | undefined, override: ColumnConfig | undefined): Column {
  const column: Column = { key, kind: 'data', label: override?.label ?? field?.label ?? key, sortable: override?.sortable ?? Boolean(field?.order) };
  if (field) column.field = field;
  if (override?.width !== undefined) column.width = override.width;
  if (override?.render) column.render = override.render;
  return column;
}

/**
 * The columns on screen: the user's choice, else the screen's defaults, else
 * all; the fixed ones (selection, actions, the table's minimum) always.
 */
export function shownColumnKeys(
  columns: readonly Column[],
  { chosen, defaults, fixed }: { chosen?: readonly string[] | undefined; defaults?: readonly string[] | undefined; fixed: ReadonlySet<string> },
): Set<string> {
  const wanted = chosen ?? defaults;
  const keys = columns.filter((column) => fixed.has(column.key) || !wanted || wanted.includes(column.key)).map((column) => column.key);
  return new Set(keys);
}

/** Rows with their children, flattened in display order, collapsed branches left out. */
export interface TreeRow {
  row: Row;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

export function flattenRows(rows: readonly Row[], expanded: ReadonlySet<string>, depth = 0, out: TreeRow[] = []): TreeRow[] {
  for (const row of rows) {
    const children = Array.isArray(row.children) ? row.children : [];
    const open = expanded.has(row.id);
    out.push({ row, depth, hasChildren: children.length > 0, expanded: open });
    if (open) flattenRows(children, expanded, depth + 1, out);
  }
  return out;
}
