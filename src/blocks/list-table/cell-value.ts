import type { FieldMeta } from '../../core/metadata';
import { formatDate, formatDateTime, formatDuration, isDateText } from '../../core/i18n';
import { timePeriodText } from '../../core/time-period';
import { matchRuleText } from '../match-rule/match-rule-value';

/** How a value shows in a table cell or a detail card. */
export type CellDisplay =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'tags'; items: string[] }
  /** An object, in a card: each key (or sub-field) beside its value. */
  | { kind: 'pairs'; items: { label: string; display: CellDisplay }[] }
  /** A list of nested objects (protocols), in a card: a row each, a column per sub-field. */
  | { kind: 'table'; columns: string[]; rows: CellDisplay[][] };

/** Where a value shows: a narrow list cell, or a detail card with room for a table. */
export interface DisplayOptions {
  card?: boolean;
}

export const SECRET_MASK = '******';
const SECRET_FIELDS = new Set(['password', 'secret', 'private_key', 'token', 'passphrase', 'secret_key', 'access_key']);
const DATE_FIELDS = new Set(['datetime', 'date_start', 'date_end', 'last_login']);
/** Seconds the server counts (session length, job run time), shown as days, hours, minutes and seconds. */
const DURATION_FIELDS = new Set(['duration', 'time_cost']);
export const TAG_STYLES = ['primary', 'success', 'info', 'warning'] as const;

/** The tag style of the n-th tag: they cycle through four. */
export function tagStyle(index: number): (typeof TAG_STYLES)[number] {
  return TAG_STYLES[index % TAG_STYLES.length] ?? 'primary';
}

export function isSecretField(name: string): boolean {
  return SECRET_FIELDS.has(name);
}

/** An object as one word: its label, display name, name, or value. */
export function objectText(value: unknown, field?: FieldMeta): string {
  if (value === null || value === undefined) return '';
  if (field?.name === 'time_period') return timePeriodText(value);
  if (typeof value !== 'object') {
    const choice = field?.choices.find((candidate) => candidate.value === value);
    return choice ? choice.label : String(value);
  }
  if (Array.isArray(value)) return value.map((item) => objectText(item, field?.child ?? field)).filter(Boolean).join(', ');
  const record = value as Record<string, unknown>;
  const rule = matchRuleText(record);
  if (rule !== undefined) return rule;
  // A protocol, as the official list shows it: ssh/22.
  if (typeof record['name'] === 'string' && typeof record['port'] === 'number') return `${record['name']}/${record['port']}`;
  // A nested object the metadata describes (ACL rules): each sub-field by its label.
  if (field?.type === 'nested object' && field.children.length) {
    return field.children.map((child) => `${child.label}: ${objectText(record[child.name], child) || '-'}`).join('; ');
  }
  if ('name' in record && 'value' in record && typeof record['name'] === 'string' && !('label' in record)) {
    return `${record['name']}:${String(record['value'] ?? '')}`;
  }
  for (const key of ['label', 'display_name', 'name', 'username', 'value'] as const) {
    const text = record[key];
    if (typeof text === 'string' || typeof text === 'number') return String(text);
  }
  return Object.entries(record)
    .map(([key, item]) => `${key}: ${objectText(item) || '-'}`)
    .join(', ');
}

function isDateField(name: string, field?: FieldMeta): boolean {
  return field?.type === 'datetime' || field?.type === 'date' || DATE_FIELDS.has(name) || /^date_/.test(name);
}

/** A date by its field or by its text, through the one date format; undefined when it is no date. */
function dateText(name: string, value: string, field?: FieldMeta): string | undefined {
  if (field?.type === 'date') return formatDate(value) || value;
  if (isDateField(name, field) || isDateText(value)) return formatDateTime(value) || value;
  return undefined;
}

/** The sub-fields a person reads: ids are left out. */
const shownChildren = (field: FieldMeta) => field.children.filter((child) => child.name.toLowerCase() !== 'id' && !child.writeOnly);
const isPlainObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** An object in a card: its sub-fields by their labels, or its own keys when the metadata names none. */
function pairsOf(value: Record<string, unknown>, field?: FieldMeta): CellDisplay {
  const children = field ? shownChildren(field) : [];
  const items = children.length
    ? children.map((child) => ({ label: child.label, display: displayValue(child.name, value[child.name], child, { card: true }) }))
    : Object.entries(value).map(([key, item]) => ({ label: key, display: displayValue(key, item, undefined, { card: true }) }));
  // Without metadata, inner objects stay text: a card shows one level of structure.
  return items.length ? { kind: 'pairs', items } : { kind: 'empty' };
}

/**
 * The per-type display rules of the list table: secrets masked, booleans as
 * marks, dates formatted, labels as tags, arrays joined by ", ", choices and
 * related objects by their label. A card has room for structure: an object
 * shows its keys beside their values, a list of nested objects a table.
 */
export function displayValue(name: string, value: unknown, field?: FieldMeta, { card = false }: DisplayOptions = {}): CellDisplay {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (isSecretField(name)) return { kind: 'text', text: SECRET_MASK };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (name === 'labels') {
    const items = (Array.isArray(value) ? value : [value]).map((item) => objectText(item)).filter(Boolean);
    return items.length ? { kind: 'tags', items } : { kind: 'empty' };
  }
  if (DURATION_FIELDS.has(name) && typeof value === 'number') return { kind: 'text', text: formatDuration(value) };
  if (name === 'time_period') {
    const text = timePeriodText(value);
    return text ? { kind: 'text', text } : { kind: 'empty' };
  }
  const date = typeof value === 'string' ? dateText(name, value, field) : undefined;
  if (date !== undefined) return { kind: 'text', text: date };
  if (Array.isArray(value) && value.length === 0) return { kind: 'empty' };
  const item = field?.child;
  if (Array.isArray(value) && item && shownChildren(item).length && value.every(isPlainObject)) {
    if (!card) return { kind: 'tags', items: value.map((entry) => objectText(entry, item)) };
    const columns = shownChildren(item);
    return { kind: 'table', columns: columns.map((column) => column.label), rows: value.map((entry) => columns.map((column) => displayValue(column.name, entry[column.name], column, { card }))) };
  }
  const structured = field?.type === 'nested object' || field?.type === 'json';
  if (card && structured && isPlainObject(value) && matchRuleText(value) === undefined) return pairsOf(value, field);
  const text = objectText(value, field);
  return text ? { kind: 'text', text } : { kind: 'empty' };
}
