import { serializeParams, type QueryParams } from '../http';

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
