import type { QueryParams } from '../../core/http';

// The data cache's keys apart from the cache's helpers (resource-cache.ts): the console
// frame's badge reads a count with them, and would otherwise pull the list
// blocks' resource code into the frame's chunk.

/** The cache key of one page of a list: its source, and the query as JSON (with its `filters`). */
export const listKey = (sourceKey: string, query: { filters: QueryParams }) => ['list', sourceKey, JSON.stringify(query)] as const;

/** The cache key of one object read from `<url><id>/`. */
export const detailKey = (url: string, id: string) => ['detail', url, id] as const;

/** The cache key of a count of a list's objects shown apart from it (the open tickets on the top bar's badge). */
export const countKey = (url: string, ...query: readonly string[]) => ['count', url, ...query] as const;
