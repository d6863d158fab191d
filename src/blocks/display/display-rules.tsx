import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatDuration } from '../../core/i18n';
import type { FieldMeta } from '../../core/metadata';
import { timePeriodText } from '../../core/time-period-text';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import type { useT } from '../i18n/use-t';
import { SECRET_MASK } from '../secret/secret-mask';
import * as styles from './display.css';
import { objectText } from './object-text';

/** One value to show, with its field's metadata when the list or object has it. */
export interface Cell {
  name: string;
  value: unknown;
  field?: FieldMeta | undefined;
  /** Shown in a detail card, which has room for the structure of an object or a list of them. */
  card?: boolean | undefined;
}

/** A way to show a kind of value: the first rule whose `applies` holds shows the cell. */
export interface DisplayRule {
  /** What it shows, for readers and tests. */
  name: string;
  applies: (cell: Cell) => boolean;
  show: (cell: Cell, t: ReturnType<typeof useT>) => ReactNode;
}

/*
 * Names decide only where the metadata cannot: a value shown without its
 * field (a profile, a license, an operation's changes), a computed field the
 * server types as a plain `field`, and what no type says (tags, seconds, a
 * comment to cut short).
 */
const SECRET_NAMES = new Set(['password', 'secret', 'private_key', 'token', 'passphrase', 'secret_key', 'access_key']);
const DATE_NAMES = /^(date_.+|datetime|last_login)$/;
const DURATION_NAMES = new Set(['duration', 'time_cost', 'timedelta']);
/** Seconds as a number, or (a Python timedelta, as DRF writes an automation run's) as a numeric string. */
const seconds = (name: string, value: unknown) => (name === 'timedelta' && typeof value === 'string' && value.trim() !== '' ? Number(value) : value);
const untyped = (field: FieldMeta | undefined) => !field || field.type === 'field';

const TAG_STYLES = ['primary', 'success', 'info', 'warning'] as const;
/** The tag style of the n-th tag: they cycle through four. */
export const tagStyle = (index: number) => TAG_STYLES[index % TAG_STYLES.length] ?? 'primary';

const muted = (text: string) => <span className={controls.muted}>{text}</span>;

/** The sub-fields a person reads: ids are left out. */
export const shownChildren = (field: FieldMeta) => field.children.filter((child) => child.name.toLowerCase() !== 'id' && !child.writeOnly);
export const isPlainObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
/** The nested objects a list of them holds (a platform's protocols), as the metadata describes each. */
export const itemsOf = ({ value, field }: Cell) =>
  Array.isArray(value) && field?.child && shownChildren(field.child).length && value.every(isPlainObject) ? field.child : undefined;

/** Tags cycling four styles, as many as fit, all of them in the title. */
export function Tags({ items }: { items: readonly string[] }) {
  return (
    <span className={styles.tags} title={items.join(', ')}>
      {items.map((item, index) => (
        <span key={`${item}-${index}`} className={controls.tag[tagStyle(index)]} title={item}>
          {item}
        </span>
      ))}
    </span>
  );
}

/** The list table's display types (a detail card's add theirs: CARD_RULES), first match wins; the last shows anything as text. */
export const DISPLAY_RULES: readonly DisplayRule[] = [
  {
    name: 'empty',
    applies: ({ value }) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0),
    show: () => muted('-'),
  },
  {
    name: 'secret',
    applies: ({ name, field }) => (field ? field.writeOnly : SECRET_NAMES.has(name)),
    show: () => SECRET_MASK,
  },
  {
    name: 'boolean',
    applies: ({ value }) => typeof value === 'boolean',
    show: ({ value }, t) => (value ? <Icon name="check" label={t('common.yes')} className={styles.yes} /> : <Icon name="close" label={t('common.no')} className={styles.no} />),
  },
  {
    name: 'tags',
    applies: ({ name }) => name === 'labels',
    show: ({ value }) => <Tags items={(Array.isArray(value) ? value : [value]).map((item) => objectText(item)).filter(Boolean)} />,
  },
  {
    name: 'duration',
    applies: ({ name, value }) => {
      const counted = seconds(name, value);
      return DURATION_NAMES.has(name) && typeof counted === 'number' && Number.isFinite(counted);
    },
    show: ({ name, value }) => formatDuration(seconds(name, value) as number),
  },
  {
    name: 'date',
    applies: ({ name, value, field }) => typeof value === 'string' && (field?.type === 'datetime' || field?.type === 'date' || (untyped(field) && DATE_NAMES.test(name))),
    show: ({ value, field }) => (field?.type === 'date' ? formatDate(value) : formatDateTime(value)) || (value as string),
  },
  {
    // A login rule's weekday spans (a JSON list the metadata cannot describe), read out: Mon 09:00~18:00.
    name: 'time period',
    applies: ({ name }) => name === 'time_period',
    show: ({ value }) => timePeriodText(value) || muted('-'),
  },
  {
    // A platform's protocols as name/port tags (a detail card's rules, CARD_RULES, make a table of them).
    name: 'nested list',
    applies: (cell) => Boolean(itemsOf(cell)),
    show: (cell) => <Tags items={(cell.value as Record<string, unknown>[]).map((row) => objectText(row, itemsOf(cell)))} />,
  },
  {
    name: 'long text',
    applies: ({ name, value, field }) => typeof value === 'string' && (name === 'comment' || Boolean(field?.textarea)),
    show: ({ value }) => (
      <span className={styles.ellipsis} title={value as string}>
        {value as string}
      </span>
    ),
  },
  {
    // Choices by their label, related objects by their name, nested objects field by field.
    name: 'text',
    applies: () => true,
    show: ({ value, field }) => objectText(value, field) || muted('-'),
  },
];

/** The cell as the first rule that applies shows it. */
export function showCell(cell: Cell, t: ReturnType<typeof useT>, rules: readonly DisplayRule[] = DISPLAY_RULES): ReactNode {
  return rules.find((rule) => rule.applies(cell))?.show(cell, t) ?? null;
}
