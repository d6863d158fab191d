import { mutateData, type DataCache } from '../../core/data';
import type { QueryParams } from '../../core/http';
import { servesSameObjects } from '../../core/resources/same-objects';
import type { Row } from './row';

const ofResource = (url: string, kinds: readonly string[]) => (key: unknown) =>
  Array.isArray(key) && kinds.includes(key[0]) && typeof key[1] === 'string' && servesSameObjects(key[1], url);

/**
 * After a change made elsewhere (a form, an import, a detail page's delete),
 * every list, detail page and count of the objects reloads, under whichever URL it
 * reads them (a host saved through hosts/ reloads an asset read through
 * assets/), the ones kept hidden in other tabs included. A tree under its own
 * cache passes that cache's mutate (useDataCache).
 */
export function refreshResource(url: string, mutate: DataCache['mutate'] = mutateData): Promise<unknown> {
  return mutate(ofResource(url, ['list', 'detail', 'count']));
}

interface CachedPage {
  rows: Row[];
  count: number;
}

/**
 * Rows that no longer match the lists filtered a certain way (a decided
 * ticket and the lists of open ones): gone from those lists at once, before
 * the caller reloads them (refreshResource). Other lists of the URL keep them
 * until then, so nothing there flickers.
 */
export function dropFromLists(url: string, ids: readonly string[], filteredOut: (filters: QueryParams) => boolean, mutate: DataCache['mutate'] = mutateData): Promise<unknown> {
  const gone = new Set(ids);
  const inList = ofResource(url, ['list']);
  return mutate<CachedPage>(
    (key) => inList(key) && filteredOut((JSON.parse(String(key[2])) as { filters: QueryParams }).filters),
    (page) => page && { rows: page.rows.filter((row) => !gone.has(row.id)), count: page.count - page.rows.filter((row) => gone.has(row.id)).length },
    { revalidate: false },
  );
}
