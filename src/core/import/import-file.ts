import { IMPORT_FILE_MAX_BYTES, IMPORT_COLUMN_MAX_PX, IMPORT_COLUMN_MIN_PX, IMPORT_COLUMN_PX_PER_CHAR } from '../constants';
import type { MessageKey } from '../i18n';
import { extensionOf } from '../upload/file-check';
import type { ImportColumn, ImportRow } from './import-job';

export type ImportFileType = 'csv' | 'xlsx';

/** One .csv or .xlsx file of at most 30 MB; the reason when not. */
export function checkImportFile(file: Pick<File, 'name' | 'size'>): { type: ImportFileType } | { error: MessageKey } {
  const extension = extensionOf(file.name).slice(1);
  if (extension !== 'csv' && extension !== 'xlsx') return { error: 'import.fileType' };
  if (file.size > IMPORT_FILE_MAX_BYTES) return { error: 'import.fileTooLarge' };
  return { type: extension };
}

/** The content type render-to-json parses: literally `text/xlsx` for Excel files. */
export function importContentType(type: ImportFileType): string {
  return type === 'csv' ? 'text/csv' : 'text/xlsx';
}

/** render-to-json's answer: `title` as [column title, field] pairs, `data` the rows. */
export function readRenderedFile(answer: unknown): { columns: ImportColumn[]; rows: ImportRow[] } {
  const record = (answer && typeof answer === 'object' ? answer : {}) as { title?: unknown; data?: unknown };
  const titles = Array.isArray(record.title) ? record.title : [];
  const columns = titles
    .filter((pair): pair is [unknown, unknown] => Array.isArray(pair) && pair.length >= 2)
    .map(([label, field]) => ({ label: String(label), field: String(field) }));
  const rows = Array.isArray(record.data) ? (record.data.filter((row) => row && typeof row === 'object') as ImportRow[]) : [];
  return { columns, rows };
}

/** A cell as text, as the grid shows and edits it. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** 10 px per character of the longest value (title included), between 100 and 180 px. */
export function importColumnWidth(column: ImportColumn, rows: readonly ImportRow[]): number {
  let longest = column.label.length;
  for (const row of rows) longest = Math.max(longest, cellText(row[column.field]).length);
  return Math.min(IMPORT_COLUMN_MAX_PX, Math.max(IMPORT_COLUMN_MIN_PX, longest * IMPORT_COLUMN_PX_PER_CHAR));
}
