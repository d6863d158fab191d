import { CHUNK_GRAPH_ID } from './constants';
import type { Language } from './i18n/language';

declare global {
  /** Called by the built code with each dynamic import's specifier (host/build/preload-plugin.mjs). */
  var __jmsPreload: ((base: string, specifier: string) => string) | undefined;
}

/** The host page's data (`#jms-chunk-graph`, preload-plugin.mjs): each lazily imported chunk's imports, by index into `files`. */
export interface ChunkGraph {
  files: string[];
  imports: Record<string, number[]>;
  /** The routes whose screen asks for a list as it opens (host/first-screens.json): the list's address and the screen's chunk. */
  first?: Record<string, { list: string; chunk: number }>;
  /** The chunk of the console's messages in each language, which the catalogue imports. */
  catalogue?: Partial<Record<Language, number>>;
}

let graph: ChunkGraph | null | undefined;
let requested: Set<string> | undefined;

/** The host page's chunk graph; none on a page without it (a portal that embeds an element). */
export function chunkGraph(): ChunkGraph | null {
  if (graph === undefined) {
    try {
      graph = JSON.parse(document.getElementById(CHUNK_GRAPH_ID)?.textContent ?? 'null') as ChunkGraph | null;
    } catch {
      graph = null;
    }
  }
  return graph;
}

/**
 * Asks the browser for what a lazily imported chunk (an index into the
 * graph's files) imports, and for the chunk itself when asked to, each once
 * (the page's own modules were asked for by the page). `url` is the address
 * of a module beside the chunks.
 */
export function preloadChunk(known: ChunkGraph, target: number, url: string | URL, withItself: boolean): void {
  requested ??= new Set(
    [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel=modulepreload], script[src]')].map((element) => ('href' in element ? element.href : element.src)),
  );
  const files = [...(withItself ? [target] : []), ...(known.imports[target] ?? [])];
  for (const file of files) {
    const href = new URL(known.files[file] ?? '', url).href;
    if (requested.has(href)) continue;
    requested.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Asks the browser for what a chunk about to be imported imports, so that
 * they load beside it rather than after it. Gives back the specifier, to be
 * imported.
 */
export function preloadModules(base: string, specifier: string): string {
  const known = chunkGraph();
  const url = new URL(specifier, base);
  const target = known?.files.indexOf(url.pathname.slice(url.pathname.lastIndexOf('/') + 1)) ?? -1;
  if (known && target >= 0) preloadChunk(known, target, url, false);
  return specifier;
}

/** Lets the built code's dynamic imports preload what they bring: the host page's boot module installs it. */
export function installModulePreload(): void {
  globalThis.__jmsPreload ??= preloadModules;
}
