declare global {
  /** Called by the built code before each dynamic import (host/build/preload-plugin.mjs). */
  var __jmsPreload: ((base: string, files: readonly string[]) => void) | undefined;
}

const requested = new Set<string>();

/**
 * Asks the browser for modules that are about to be imported (a lazy chunk's
 * own imports, listed by the build), each once, so they load beside the chunk
 * rather than after it.
 */
export function preloadModules(base: string, files: readonly string[]): void {
  for (const file of files) {
    const href = new URL(file, base).href;
    if (requested.has(href)) continue;
    requested.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** Lets the built code's dynamic imports preload what they bring (once per page, whichever element comes first). */
export function installModulePreload(): void {
  globalThis.__jmsPreload ??= preloadModules;
}
