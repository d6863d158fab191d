import useSWR from 'swr';
import { http } from '../../core/http';

/** The dashboards' figures: GET /api/v1/index/ answers only the keys asked for (server/api/index-metrics.mjs). */
export const INDEX_URL = '/api/v1/index/';

export type IndexMetrics = Readonly<Record<string, unknown>>;

/** Some keys of the index over the last `days` days (1 = today); undefined while loading or when refused. */
export function useIndexMetrics(keys: readonly string[], days?: string): IndexMetrics | undefined {
  const query = new URLSearchParams(keys.map((key) => [key, '1']));
  if (days) query.set('days', days);
  const { data } = useSWR(`${INDEX_URL}?${query}`, (url: string) => http.get<IndexMetrics>(url), { revalidateOnFocus: false });
  return data;
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
