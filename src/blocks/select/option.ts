/** An option of a select: by default an object's name and id. */
export interface SelectOption {
  value: string;
  label: string;
}

const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid4(value: string): boolean {
  return UUID4.test(value);
}

/** An object from the server as an option (`{id, name}` by default; plain ids stay ids). */
export function toOption(item: unknown, labelKey = 'name', valueKey = 'id'): SelectOption | undefined {
  if (item === null || item === undefined || item === '') return undefined;
  if (typeof item !== 'object') return { value: String(item), label: String(item) };
  const record = item as Record<string, unknown>;
  const value = record[valueKey] ?? record['pk'] ?? record['id'] ?? record['value'];
  if (value === undefined || value === null) return undefined;
  const label = record[labelKey] ?? record['display_name'] ?? record['name'] ?? record['label'] ?? value;
  return { value: String(value), label: String(label) };
}

/**
 * The nested select's value for the server: a version-4 UUID is an existing
 * item (`{pk}`); anything else is a new item (`{name}`) only where creating
 * is allowed, and dropped otherwise.
 */
export function toNestedValue(value: string, allowCreate: boolean): { pk: string } | { name: string } | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  if (isUuid4(trimmed)) return { pk: trimmed };
  return allowCreate ? { name: trimmed } : undefined;
}
