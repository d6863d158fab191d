import { isRelatedObject, type FieldMeta } from '../../core/metadata';
import { useT } from '../i18n/use-t';
import { matchRuleText } from '../match-rule/match-rule-value';
import { DISPLAY_RULES, isPlainObject, itemsOf, showCell, shownChildren, type Cell, type DisplayRule } from './display-rules';
import * as styles from './card-tables.css';

/*
 * A detail card has room for structure, which no list shows: the lists' rules,
 * with a table for a list of nested objects and an object's keys beside their
 * values. They load with the detail cards, never with a list.
 */

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
            <td className={styles.valueCell}>{showCell(item.cell, t, CARD_RULES)}</td>
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
                  {showCell({ name: column.name, value: row[column.name], field: column, card: true }, t, CARD_RULES)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const CARD_ONLY: readonly DisplayRule[] = [
  {
    // A platform's protocols: a row each, a column per sub-field.
    name: 'nested table',
    applies: (cell) => Boolean(cell.card && itemsOf(cell)),
    show: (cell, t) => <NestedTable rows={cell.value as Record<string, unknown>[]} item={itemsOf(cell)!} label={cell.field?.label ?? cell.name} t={t} />,
  },
  {
    // An organization's resource statistics, an ACL's rules, a protocol's settings: their keys beside their values.
    name: 'object',
    applies: ({ value, field, card }) =>
      Boolean(card) && ((field?.type === 'nested object' && !isRelatedObject(field)) || field?.type === 'json') && isPlainObject(value) && matchRuleText(value) === undefined,
    show: ({ value, field }, t) => <Pairs value={value as Record<string, unknown>} field={field} t={t} />,
  },
];

/** A detail card's display types: the lists', and before their nested list's tags the card's own (for a cell marked `card`). */
export const CARD_RULES: readonly DisplayRule[] = DISPLAY_RULES.flatMap((rule) => (rule.name === 'nested list' ? [...CARD_ONLY, rule] : [rule]));

/** One value of a detail card, by CARD_RULES. */
export function CardValue({ name, value, field }: Omit<Cell, 'card'>) {
  const t = useT();
  return <>{showCell({ name, value, field, card: true }, t, CARD_RULES)}</>;
}
