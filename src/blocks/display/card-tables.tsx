import type { FieldMeta } from '../../core/metadata';
import type { useT } from '../i18n/use-t';
import { showCell, shownChildren } from './display-rules';
import * as styles from './card-tables.css';

/** A small table of an object's sub-fields (or its own keys) beside their values, each shown by the rules. */
export function Pairs({ value, field, t }: { value: Record<string, unknown>; field: FieldMeta | undefined; t: ReturnType<typeof useT> }) {
  const children = field ? shownChildren(field) : [];
  const items = children.length
    ? children.map((child) => ({ label: child.label, cell: { name: child.name, value: value[child.name], field: child, card: true } }))
    : // Without metadata, inner objects stay text: a card shows one level of structure.
      Object.entries(value).map(([key, item]) => ({ label: key, cell: { name: key, value: item } }));
  return (
    <table className={styles.valueTable}>
      <tbody>
        {items.map((item) => (
          <tr key={item.label}>
            <th scope="row" className={styles.valueHead}>
              {item.label}
            </th>
            <td className={styles.valueCell}>{showCell(item.cell, t)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A list of nested objects as a table: a row each, a column per sub-field. */
export function NestedTable({ rows, item, label, t }: { rows: Record<string, unknown>[]; item: FieldMeta; label: string; t: ReturnType<typeof useT> }) {
  const columns = shownChildren(item);
  return (
    // A narrow screen scrolls the table sideways: the keyboard can too.
    <div className={styles.valueScroller} role="group" aria-label={label} tabIndex={0}>
      <table className={`${styles.valueTable} ${styles.wideValueTable}`}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.name} scope="col" className={styles.valueHead}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.name} className={styles.valueCell}>
                  {showCell({ name: column.name, value: row[column.name], field: column, card: true }, t)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
