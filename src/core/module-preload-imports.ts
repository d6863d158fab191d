// The preloading of the imports that name what their chunk imports
// (host/build/preload-plugin.mjs `importsInline`). Apart from module-preload.ts,
// which only the host page's boot module loads: the two sharing code would put
// it in the chunk every element loads first, for one element's use.

declare global {
  /** Called by the built code where a dynamic import also names what its chunk imports. */
  var __jmsPreloadImports: ((base: string, specifier: string, imports: readonly string[]) => string) | undefined;
}

/**
 * Asks for what a chunk imports beside the chunk itself, on a page without
 * the host page's chunk graph (an element on a portal's page would learn of
 * them only once the chunk had come): each once, and none the page asked for.
 */
export function preloadImports(base: string, specifier: string, imports: readonly string[]): string {
  for (const file of imports) {
    const href = new URL(file, base).href;
    const asked = [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel=modulepreload], script[type=module][src]')].some(
      (element) => ('href' in element ? element.href : element.src) === href,
    );
    if (!asked) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  return specifier;
}

/** Lets such imports preload: what makes them installs it first. */
export function installImportsPreload(): void {
  globalThis.__jmsPreloadImports ??= preloadImports;
}
