/** What names a cached answer: a URL, or an array of its parts (a kind, a URL, a query). */
export type DataKey = string | readonly unknown[];

/** A key, or nothing to read yet (a condition not met). */
export type MaybeDataKey = DataKey | null | undefined | false;

// A plain object's members in name order: two keys that differ only in that order name one answer.
const membersInOrder = (_: string, value: unknown) =>
  value && Object.getPrototypeOf(value) === Object.prototype ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value;

/**
 * The one string a key is cached under: a string key stands for itself, an
 * array for its items in order (equal arrays, one entry; `['a', 1]` and
 * `['a', '1']` two, as SWR kept them); no key (or an empty array) is '' and
 * reads nothing.
 */
export function keyId(key: MaybeDataKey): string {
  if (!key || key.length === 0) return '';
  return typeof key === 'string' ? key : JSON.stringify(key, membersInOrder);
}
