import type { Rule } from '../../core/validation';

/** A value of a flat mapping: what a key maps to (an LDAP attribute, a protocol's setting). */
export type FlatValue = string | number | boolean;

/** One line of a mapping as it is edited: keys may be blank or repeated until the form is checked. */
export interface KeyValueRow {
  key: string;
  value: FlatValue;
}

const isFlatValue = (value: unknown): value is FlatValue => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** Whether a value is a mapping of plain values, which the two-column editor can hold. */
export function isFlatMapping(value: unknown): value is Record<string, FlatValue | null> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every((item) => item === null || isFlatValue(item));
}

/** A mapping as rows; anything deeper stays JSON text, which the editor shows as such. */
export function toRows(value: unknown): KeyValueRow[] | string {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value;
  if (!isFlatMapping(value)) return JSON.stringify(value, null, 2);
  return Object.entries(value).map(([key, item]) => ({ key, value: item ?? '' }));
}

/** The rows as the server takes them: keys trimmed, blank lines left out; JSON text parsed. */
export function fromRows(value: unknown): unknown {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  const rows = Array.isArray(value) ? (value as KeyValueRow[]) : [];
  return Object.fromEntries(rows.filter((row) => row.key.trim()).map((row) => [row.key.trim(), typeof row.value === 'string' ? row.value.trim() : row.value]));
}

/** Every line with a value names its key, and no key twice. */
export const keyValueRule: Rule = (value) => {
  if (!Array.isArray(value)) return undefined;
  const rows = value as KeyValueRow[];
  if (rows.some((row) => !row.key.trim() && String(row.value).trim() !== '')) return { key: 'validation.keyRequired' };
  const keys = rows.map((row) => row.key.trim()).filter(Boolean);
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  return repeated === undefined ? undefined : { key: 'validation.duplicateKey', values: { key: repeated } };
};
