import type { QueryParams } from '../http';
import { withParams } from './crud';

export type FileFormat = 'csv' | 'xlsx';

export interface ExportQuery {
  format: FileFormat;
  /** Selected rows, as cached ids. */
  spm?: string;
  /** `import` or `update` for the import templates. */
  template?: 'import' | 'update';
  /** The table's filters; paging is dropped, an export is the whole list. */
  filters?: QueryParams;
  limit?: number;
}

const PAGING = new Set(['limit', 'offset']);

/** `GET <list>?format=…&template=…&spm=…&<filters>`: exports and import templates. */
export function exportUrl(listUrl: string, query: ExportQuery): string {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(query.filters ?? {})) {
    if (!PAGING.has(key)) params[key] = value;
  }
  params['format'] = query.format;
  if (query.template) params['template'] = query.template;
  if (query.spm) params['spm'] = query.spm;
  if (query.limit !== undefined) params['limit'] = query.limit;
  return withParams(listUrl, params);
}

/**
 * Downloads a URL with the session cookie: the server's attachment header
 * names the file, and the page stays where it is.
 */
export function downloadUrl(url: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
}
