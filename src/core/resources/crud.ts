import { http as appHttp, serializeParams, type HttpClient, type QueryParams } from '../http';
import { cacheResources } from './spm';

/** `/api/v1/users/users/` + id → `/api/v1/users/users/<id>/`. */
export function detailUrl(listUrl: string, id: string): string {
  const [path = '', query] = listUrl.split('?');
  return `${path.endsWith('/') ? path : `${path}/`}${encodeURIComponent(id)}/${query ? `?${query}` : ''}`;
}

/** A URL with extra query parameters (empty ones left out). */
export function withParams(url: string, params: QueryParams): string {
  const query = serializeParams(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** Deletes the listed rows: their ids cached as an spm, then `DELETE <list>?spm=`. */
export async function bulkDelete(listUrl: string, ids: readonly string[], http: HttpClient = appHttp): Promise<void> {
  const spm = await cacheResources(ids, http);
  await http.delete(withParams(listUrl, { spm }), { silent: true });
}
