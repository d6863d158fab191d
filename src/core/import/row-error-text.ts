import { errorText } from '../http/error-text';
import type { ImportColumn } from './import-job';

/**
 * A failed row's answer as text: each field error as "column label: message",
 * anything else (detail, error, non-field errors) as the error helper reads it.
 */
export function rowErrorText(data: unknown, columns: readonly ImportColumn[]): string {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return errorText(data);
  const parts: string[] = [];
  const general: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const column = columns.find((candidate) => candidate.field === key);
    if (column) parts.push(`${column.label.replace(/^\*/, '')}: ${errorText(value)}`);
    else general[key] = value;
  }
  const rest = errorText(general);
  if (rest) parts.unshift(rest);
  return parts.join('; ');
}
