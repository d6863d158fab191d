import { loadMetadata } from '../../core/metadata';
import { jumpServerSource } from './data-source';
import type { ListTableProps } from './list-table';
import { readPageSize } from './table-preferences';

/**
 * Asks for what a list table asks for first, its OPTIONS and its first page,
 * before it mounts; mounted, it takes both from the caches (loadMetadata's and
 * the HTTP client's prefetched answers). Only where that first request follows
 * from the configuration alone: a JumpServer list without a date range, opened
 * with nothing in the route's query (an order, a filter, a search).
 */
export function prefetchListTable(config: Pick<ListTableProps, 'url' | 'query' | 'dataSource' | 'dateRange'>, routeQuery: URLSearchParams): void {
  if (config.dataSource || config.dateRange || routeQuery.toString()) return;
  loadMetadata(config.url).catch(() => undefined);
  const source = jumpServerSource(config.url);
  source.prefetchPage?.({ offset: 0, limit: readPageSize(source.pageSizes, source.defaultPageSize), filters: { ...config.query } });
}
