import type { ReactNode } from 'react';
import type { FieldMeta } from '../../core/metadata';
import { countLabel, withCounts } from '../../core/resources';
import { CardValue } from '../display/card-tables';
import * as styles from './detail-section.css';
import { DetailSection } from './detail-section';

/** A detail-card line: a key and its value. */
export interface DetailItem {
  key: string;
  value: ReactNode;
}

/** Key/value lines. */
export function DetailItems({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className={styles.items}>
      {items.map((item) => (
        <div key={item.key} style={{ display: 'contents' }}>
          <dt className={styles.key}>{item.key}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled card of key/value lines. */
export function DetailCard({ title, items }: { title: string; items: readonly DetailItem[] }) {
  return (
    <DetailSection title={title}>
      <DetailItems items={items} />
    </DetailSection>
  );
}

/**
 * The object's fields as card lines, labelled and displayed by the list's
 * metadata; a count the answer lacks (v3.8.2 lists no `users_amount` for a
 * user group) is counted from its list, under the label DRF would give it.
 */
export function itemsFromMetadata(object: Record<string, unknown>, fields: readonly FieldMeta[], names?: readonly string[]): DetailItem[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const chosen = names ?? fields.filter((field) => !field.writeOnly && field.name !== 'id').map((field) => field.name);
  const shown = withCounts(object, chosen);
  const counted = (name: string) => object[name] === undefined && shown[name] !== undefined;
  return chosen
    .filter((name) => (byName.has(name) && !byName.get(name)?.writeOnly) || counted(name))
    .map((name) => {
      const field = byName.get(name);
      return { key: field?.label ?? countLabel(name), value: <CardValue name={name} value={shown[name]} field={field} /> };
    });
}
