import { http as appHttp, type HttpClient } from '../http';
import { currentLanguage } from '../i18n';
import { sessionStore } from '../session/store';
import { makeResourceMeta } from './make-metadata';
import type { RawMetadata, ResourceMeta } from './types';

const cache = new Map<string, Promise<ResourceMeta>>();

/**
 * OPTIONS of a list URL (with `draw=1&display=1`, as lina asks), once per URL,
 * organization and language: the methods it lists depend on the user's
 * permissions, which depend on the organization, and the server translates its
 * labels. A failure is not cached.
 */
export function loadMetadata(url: string, http: HttpClient = appHttp): Promise<ResourceMeta> {
  const key = metadataKey(url);
  let pending = cache.get(key);
  if (!pending) {
    pending = http.options<RawMetadata>(url, { params: { draw: 1, display: 1 } }).then(makeResourceMeta);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

export function metadataKey(url: string): string {
  return `${sessionStore.getState().currentOrg?.id ?? ''}|${currentLanguage()}|${url}`;
}

export function clearMetadataCache(): void {
  cache.clear();
}
