declare global {
  /** Called by the built code with each dynamic import's specifier (host/build/preload-plugin.mjs). */
  var __jmsPreload: ((base: string, specifier: string) => string) | undefined;
}

/** The host page's data (`#jms-chunk-graph`, preload-plugin.mjs): each lazily imported chunk's imports, by index into `files`. */
interface ChunkGraph {
  files: string[];
  imports: Record<string, number[]>;
}

let graph: ChunkGraph | null | undefined;
let requested: Set<string> | undefined;

function chunkGraph(): ChunkGraph | null {
  if (graph === undefined) {
    try {
      graph = JSON.parse(document.getElementById('jms-chunk-graph')?.textContent ?? 'null') as ChunkGraph | null;
    } catch {
      graph = null;
    }
  }
  return graph;
}

/**
 * Asks the browser for what a chunk about to be imported imports, each once
 * (the page's own modules were asked for by the page), so that they load
 * beside it rather than after it. Gives back the specifier, to be imported.
 */
export function preloadModules(base: string, specifier: string): string {
  const known = chunkGraph();
  const url = new URL(specifier, base);
  const target = known?.files.indexOf(url.pathname.slice(url.pathname.lastIndexOf('/') + 1)) ?? -1;
  if (!known || target < 0) return specifier;
  requested ??= new Set(
    [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel=modulepreload], script[src]')].map((element) => ('href' in element ? element.href : element.src)),
  );
  for (const file of known.imports[target] ?? []) {
    const href = new URL(known.files[file] ?? '', url).href;
    if (requested.has(href)) continue;
    requested.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return specifier;
}

/** Lets the built code's dynamic imports preload what they bring: the host page's boot module installs it. */
export function installModulePreload(): void {
  globalThis.__jmsPreload ??= preloadModules;
}
