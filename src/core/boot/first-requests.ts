import { cookieOrBrowserLanguage } from '../i18n/language';
import { chunkGraph, preloadChunk } from '../module-preload';
import { parseHash } from '../routes/hash';
import { askFirst } from './ask-first';

/**
 * What the console asks for first, asked for by the host page's first module
 * while the runtime is still downloading: the list of the route in the
 * address (host/first-screens.json, in the host page's data) and the
 * session's requests (askFirst), the catalogue of the page's language, and
 * the list's screen's code.
 */
export function startFirstRequests(): void {
  const language = cookieOrBrowserLanguage();
  const { path, search } = parseHash();
  const known = chunkGraph();
  const screen = search ? undefined : known?.first?.[path];
  askFirst({ language, lists: screen ? [{ url: screen.list, filters: {} }] : [] });
  // The catalogue's chunk, named in the page's data: importing its loaders here would put them in every element's first load.
  const catalogue = known?.catalogue?.[language];
  if (known && catalogue !== undefined) preloadChunk(known, catalogue, import.meta.url, true);
  // The screen's code, which the console would ask for only once the runtime has evaluated.
  if (known && screen) preloadChunk(known, screen.chunk, import.meta.url, true);
}
