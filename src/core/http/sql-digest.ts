import { createStore } from 'zustand/vanilla';
import { SQL_COUNT_HEADER, SQL_COUNT_RED_ABOVE, SQL_COUNT_YELLOW_ABOVE, SQL_DIGEST_KEEP } from '../constants';

/** The debug SQL counter: the query count of the latest URLs, from the server's debug header. */
export interface SqlDigestEntry {
  url: string;
  count: number;
}

export const sqlDigest = createStore<{ entries: SqlDigestEntry[] }>(() => ({ entries: [] }));

export function digestSqlCount(url: string, headers: Headers): void {
  const header = headers.get(SQL_COUNT_HEADER);
  if (header === null) return;
  const value = Number.parseInt(header, 10);
  if (!Number.isFinite(value)) return;
  // The server already leaves out its own 2 queries; the session and user lookups are 2 more.
  const count = Math.max(0, value - 2);
  const path = url.split('?')[0] ?? url;
  const kept = sqlDigest.getState().entries.filter((entry) => entry.url !== path);
  sqlDigest.setState({ entries: [{ url: path, count }, ...kept].slice(0, SQL_DIGEST_KEEP) });
}

type SqlCountLevel = 'red' | 'yellow' | 'green';

export function sqlCountLevel(count: number): SqlCountLevel {
  if (count > SQL_COUNT_RED_ABOVE) return 'red';
  if (count > SQL_COUNT_YELLOW_ABOVE) return 'yellow';
  return 'green';
}
