import type { DateRange } from '../date-range/date-range-values';
import { SEARCH_KEY, tagsFromQuery, type FilterTag, type SearchOption } from '../search-bar/search-tags';

/**
 * Where a list keeps its state in a query (the route's, or its own without
 * routes): the search tags under `search` and the fields' names, `order`,
 * `page` (left out for the first), and a date range as `date_from`/`date_to`.
 * Other keys (`id`, a tree's `node`) are the screen's and stay as they are.
 */
export interface ListState {
  tags: FilterTag[];
  order: string | undefined;
  page: number;
  range: DateRange | undefined;
}

const PAGE_KEY = 'page';
const ORDER_KEY = 'order';
const FROM_KEY = 'date_from';
const TO_KEY = 'date_to';
const OWN_KEYS = new Set([SEARCH_KEY, PAGE_KEY, ORDER_KEY, FROM_KEY, TO_KEY, 'id']);

function dateOf(text: string | null): Date | undefined {
  const date = text ? new Date(text) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** The list's state in a query; a range the query does not name is the list's own default. */
export function readListState(query: URLSearchParams, options: readonly SearchOption[], searchLabel: string, defaultRange: DateRange | undefined): ListState {
  const page = Number(query.get(PAGE_KEY));
  const from = dateOf(query.get(FROM_KEY));
  const to = dateOf(query.get(TO_KEY));
  return {
    tags: tagsFromQuery(query, options, searchLabel),
    order: query.get(ORDER_KEY) || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    range: defaultRange && from && to ? { from, to } : defaultRange,
  };
}

/** Whether the query may hold field filters, which only the list's metadata tells apart from the screen's own keys. */
export function mayFilter(query: URLSearchParams): boolean {
  return [...query.keys()].some((key) => !OWN_KEYS.has(key));
}

/**
 * The query with a change of the list's state. A new filter, order or range
 * starts again on the first page.
 */
export function writeListState(query: URLSearchParams, change: Partial<ListState>, options: readonly SearchOption[]): URLSearchParams {
  const next = new URLSearchParams(query);
  if (change.tags) {
    for (const key of [SEARCH_KEY, ...options.map((option) => option.value)]) next.delete(key);
    for (const tag of change.tags) next.set(tag.key, tag.value);
  }
  if ('order' in change) {
    if (change.order) next.set(ORDER_KEY, change.order);
    else next.delete(ORDER_KEY);
  }
  if (change.range) {
    next.set(FROM_KEY, change.range.from.toISOString());
    next.set(TO_KEY, change.range.to.toISOString());
  }
  if (change.page && change.page > 1) next.set(PAGE_KEY, String(change.page));
  else next.delete(PAGE_KEY);
  return next;
}
