import { useData } from '../../blocks/data/use-data';
import { http } from '../../core/http';

/** The dashboards' figures: GET /api/v1/index/ answers only the keys asked for (server/api/index-metrics.mjs). */
export const INDEX_URL = '/api/v1/index/';

export type IndexMetrics = Readonly<Record<string, unknown>>;

/** What a panel shows, and its retry once its request failed (a panel is never left loading after a failure). */
export interface PanelSource<T> {
  data: T | undefined;
  retry: (() => void) | undefined;
}

/** A panel's request as its reader (useData) answers it: the retry only after a failure. */
export function panelSource<T>(answer: { data?: T; error?: unknown; mutate: () => Promise<unknown> }): PanelSource<T> {
  return { data: answer.data, retry: answer.error ? () => void answer.mutate() : undefined };
}

/** Some keys of the index over the last `days` days (1 = today). */
export function useIndexMetrics(keys: readonly string[], days?: string): PanelSource<IndexMetrics> {
  const query = new URLSearchParams(keys.map((key) => [key, '1']));
  if (days) query.set('days', days);
  return panelSource(useData(`${INDEX_URL}?${query}`, (url: string) => http.get<IndexMetrics>(url), { revalidateOnFocus: false }));
}

export const count = (metrics: IndexMetrics | undefined, key: string): number | undefined => {
  const value = metrics?.[key];
  return typeof value === 'number' ? value : undefined;
};

export const numbers = (metrics: IndexMetrics | undefined, key: string): number[] => {
  const value = metrics?.[key];
  return Array.isArray(value) ? value.map(Number) : [];
};

export const rows = (metrics: IndexMetrics | undefined, key: string): Record<string, unknown>[] => {
  const value = metrics?.[key];
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
};
