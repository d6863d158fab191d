import type { QueryParams } from './types';

/** Query strings as JumpServer reads them: empty values left out, lists comma-joined. */
export function serializeParams(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}

/** What lina adds to a list's OPTIONS (the metadata of its columns and filters). */
export const METADATA_PARAMS: QueryParams = { draw: 1, display: 1 };

/** A list request as the console makes it (spec "List requests"). */
export interface ListQuery {
  offset?: number;
  limit?: number;
  /** Field name; a leading minus sorts descending. */
  order?: string;
  search?: string;
  date_from?: string;
  date_to?: string;
  /** Field filters, sent as they are. */
  filters?: QueryParams;
  /** The historical DataTables flags lina adds; servers ignore them. */
  display?: boolean;
  draw?: boolean;
}

export function listParams(query: ListQuery): QueryParams {
  const params: QueryParams = { ...query.filters };
  if (query.offset !== undefined) params['offset'] = query.offset;
  if (query.limit !== undefined) params['limit'] = query.limit;
  if (query.order) params['order'] = query.order;
  const search = query.search?.trim();
  if (search) params['search'] = search;
  if (query.date_from) params['date_from'] = query.date_from;
  if (query.date_to) params['date_to'] = query.date_to;
  if (query.display) params['display'] = 1;
  if (query.draw) params['draw'] = 1;
  return params;
}

export interface Page<T> {
  results: T[];
  count: number;
  next: string | null;
}

/** Reads a list answer: a paged object, or the plain array a server sends without `limit`. */
export function readPage<T>(data: unknown): Page<T> {
  if (Array.isArray(data)) return { results: data as T[], count: data.length, next: null };
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    const results = Array.isArray(record['results']) ? (record['results'] as T[]) : [];
    const count = typeof record['count'] === 'number' ? record['count'] : results.length;
    const next = typeof record['next'] === 'string' ? record['next'] : null;
    return { results, count, next };
  }
  return { results: [], count: 0, next: null };
}
