import { http as appHttp, type HttpClient } from '../http';
import { withParams } from './crud';

export const RESOURCES_CACHE_URL = '/api/v1/common/resources/cache/';

/** Caches a list of ids on the server (for 300 s) and answers the key other calls take as `spm`. */
export async function cacheResources(ids: readonly string[], http: HttpClient = appHttp): Promise<string> {
  const answer = await http.post<{ spm?: string }>(RESOURCES_CACHE_URL, { resources: ids });
  if (!answer?.spm) throw new Error('The resources cache answered no spm');
  return answer.spm;
}

/** Deletes the listed rows: their ids cached as an spm, then `DELETE <list>?spm=`. */
export async function bulkDelete(listUrl: string, ids: readonly string[], http: HttpClient = appHttp): Promise<void> {
  const spm = await cacheResources(ids, http);
  await http.delete(withParams(listUrl, { spm }), { silent: true });
}
