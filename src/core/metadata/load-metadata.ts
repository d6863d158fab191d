import { http as appHttp, METADATA_PARAMS, type HttpClient } from '../http';
import { currentLanguage } from '../i18n';
import { afterMainContent } from '../main-content';
import { sessionStore } from '../session/store';
import { keepMetadata, readKeptMetadata } from './kept-metadata';
import { makeResourceMeta } from './make-metadata';
import type { RawMetadata, ResourceMeta } from './types';

const cache = new Map<string, Promise<ResourceMeta>>();
/** The answers of `cache` that have come, for a screen to show at its first render. */
const settled = new Map<string, ResourceMeta>();
const revalidated = new Set<(key: string, meta: ResourceMeta) => void>();

function fetchMetadata(url: string, http: HttpClient, silent = false): Promise<RawMetadata> {
  return http.options<RawMetadata>(url, { params: METADATA_PARAMS, silent });
}

/**
 * Asks the server again for an answer read from the kept ones, once the page's
 * main content has shown (it must not compete with it); a changed answer is
 * kept and reaches whoever shows it.
 */
function revalidate(key: string, url: string, http: HttpClient, kept: RawMetadata): void {
  void afterMainContent()
    .then(() => fetchMetadata(url, http, true))
    .then((raw) => {
      if (JSON.stringify(raw) === JSON.stringify(kept)) return;
      keepMetadata(key, raw);
      const meta = makeResourceMeta(raw);
      cache.set(key, Promise.resolve(meta));
      settled.set(key, meta);
      for (const listener of revalidated) listener(key, meta);
    })
    .catch(() => undefined);
}

/**
 * OPTIONS of a list URL (with `draw=1&display=1`, as lina asks), once per URL,
 * organization and language: the methods it lists depend on the user's
 * permissions, which depend on the organization, and the server translates its
 * labels. An answer kept from an earlier page load (kept-metadata.ts) is used
 * at once and revalidated in the background; a fresh one is kept once the
 * page's main content has shown. A failure is not cached.
 */
export function loadMetadata(url: string, http: HttpClient = appHttp): Promise<ResourceMeta> {
  const key = metadataKey(url);
  let pending = cache.get(key);
  if (!pending) {
    const kept = readKeptMetadata(key);
    if (kept) revalidate(key, url, http, kept);
    pending = kept
      ? Promise.resolve(makeResourceMeta(kept))
      : fetchMetadata(url, http).then((raw) => {
          // Written once the main content has shown: serializing and storing the answer is no part of the rows.
          void afterMainContent().then(() => keepMetadata(key, raw));
          return makeResourceMeta(raw);
        });
    pending.then(
      (meta) => settled.set(key, meta),
      () => cache.delete(key),
    );
    cache.set(key, pending);
  }
  return pending;
}

/** The metadata of a list URL if it has come already (loadMetadata), without waiting. */
export function peekMetadata(url: string): ResourceMeta | undefined {
  return settled.get(metadataKey(url));
}

export function metadataKey(url: string): string {
  return `${sessionStore.getState().currentOrg?.id ?? ''}|${currentLanguage()}|${url}`;
}

/** Hears of kept answers the server has since changed (key, new metadata); returns the unsubscribe. */
export function onMetadataRevalidated(listener: (key: string, meta: ResourceMeta) => void): () => void {
  revalidated.add(listener);
  return () => revalidated.delete(listener);
}

/** Forgets the answers of this page load (those kept between loads stay). */
export function clearMetadataCache(): void {
  cache.clear();
  settled.clear();
}
