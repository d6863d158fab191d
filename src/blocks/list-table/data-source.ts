import { ALT_TABLE_DEFAULT_PAGE_SIZE, ALT_TABLE_PAGE_SIZES, ALT_TABLE_UNPAGED_SIZE, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../core/constants';
import { http as appHttp, listParams, readPage, type HttpClient, type QueryParams } from '../../core/http';
import { detailUrl } from '../../core/resources/crud';
import type { Row } from '../resource/row';

/** What the table asks a source for: JumpServer's list query. */
export interface TableQuery {
  offset: number;
  limit: number;
  /** A field; a leading minus sorts descending. */
  order?: string;
  search?: string;
  filters: QueryParams;
  dateFrom?: string;
  dateTo?: string;
}

export interface TablePage {
  rows: Row[];
  count: number;
}

/**
 * Where a table's rows come from. The table speaks JumpServer's offset/limit
 * query; a source translates it for its server.
 */
export interface DataSource {
  key: string;
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** false: one request for everything, no pager. */
  paged: boolean;
  fetchPage(query: TableQuery): Promise<TablePage>;
  /** Deletes rows; the caller says what happened. */
  remove(ids: readonly string[]): Promise<void>;
}

function rowsOf(results: unknown[]): Row[] {
  return results.filter((row): row is Row => Boolean(row) && typeof row === 'object').map((row) => ({ ...row, id: String((row as Row).id ?? '') }));
}

/** A JumpServer list URL: offset, limit, order, search, filters, dates, display and draw. */
export function jumpServerSource(url: string, http: HttpClient = appHttp): DataSource {
  return {
    key: url,
    pageSizes: PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
    paged: true,
    async fetchPage(query) {
      const params = listParams({
        offset: query.offset,
        limit: query.limit,
        ...(query.order ? { order: query.order } : {}),
        ...(query.search ? { search: query.search } : {}),
        ...(query.dateFrom ? { date_from: query.dateFrom } : {}),
        ...(query.dateTo ? { date_to: query.dateTo } : {}),
        filters: query.filters,
        display: true,
        draw: true,
      });
      const page = readPage<Row>(await http.get(url, { params }));
      return { rows: rowsOf(page.results), count: page.count };
    },
    async remove(ids) {
      if (ids.length === 1) await http.delete(detailUrl(url, ids[0] ?? ''), { silent: true });
      else {
        // Several rows go through the server's id cache, which a list needs only once rows are deleted.
        const { bulkDelete } = await import('../../core/resources/spm');
        await bulkDelete(url, ids, http);
      }
    },
  };
}

interface PageSizeSourceOptions {
  /** Without pagination one request asks for 999 rows. */
  paged?: boolean;
  /** The fields the search term is sent in, each as its own parameter. */
  searchFields?: readonly string[];
  http?: HttpClient;
}

/**
 * The alternative servers' table API (spec section 7): `page` and `size`, the
 * search term in named fields, the sort as a field and a direction; the answer
 * is `payload.content` with `payload.totalElements`, or a plain list.
 */
export function pageSizeSource(url: string, { paged = true, searchFields = [], http = appHttp }: PageSizeSourceOptions = {}): DataSource {
  return {
    key: `page-size:${url}`,
    pageSizes: ALT_TABLE_PAGE_SIZES,
    defaultPageSize: ALT_TABLE_DEFAULT_PAGE_SIZE,
    paged,
    async fetchPage(query) {
      const size = paged ? query.limit : ALT_TABLE_UNPAGED_SIZE;
      const params: QueryParams = { ...query.filters, page: paged ? Math.floor(query.offset / query.limit) : 0, size };
      if (query.search) for (const field of searchFields) params[field] = query.search;
      if (query.order) {
        params['sort'] = query.order.replace(/^-/, '');
        params['direction'] = query.order.startsWith('-') ? 'desc' : 'asc';
      }
      const answer = await http.get<unknown>(url, { params });
      if (Array.isArray(answer)) return { rows: rowsOf(answer), count: answer.length };
      const payload = (answer as { payload?: unknown } | null)?.payload;
      if (Array.isArray(payload)) return { rows: rowsOf(payload), count: payload.length };
      const content = (payload as { content?: unknown } | null)?.content;
      const rows = Array.isArray(content) ? rowsOf(content) : [];
      const total = (payload as { totalElements?: unknown } | null)?.totalElements;
      return { rows, count: typeof total === 'number' ? total : rows.length };
    },
    async remove(ids) {
      await http.delete(`${url.replace(/\/$/, '')}/${ids.map(encodeURIComponent).join(',')}/`, { silent: true });
    },
  };
}
