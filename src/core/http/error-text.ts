/**
 * The server's error body as one line of text (spec "The error-to-text helper"):
 * a 500 is the generic text; otherwise `error`, `msg` or `detail`; else
 * non_field_errors joined by spaces; arrays joined by "; "; strings as they are.
 * Field maps contribute their messages, so `{name: ["Required"]}` reads "Required".
 */
export function errorText(data: unknown, status?: number, serverErrorText = 'Server Error'): string {
  if (status === 500) return serverErrorText;
  return textOf(data);
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join('; ');
  if (typeof value !== 'object') return '';
  const record = value as Record<string, unknown>;
  for (const key of ['error', 'msg', 'detail'] as const) {
    const text = textOf(record[key]);
    if (text) return text;
  }
  const general = record['non_field_errors'];
  if (Array.isArray(general) && general.length) return general.map(textOf).filter(Boolean).join(' ');
  return Object.values(record).map(textOf).filter(Boolean).join('; ');
}
