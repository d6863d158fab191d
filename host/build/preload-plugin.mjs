// Every dynamic import loads its chunk and that chunk's imports in one round.
// The host page carries, as data, what each lazily imported chunk imports
// (Rollup's chunk graph, whatever the chunks are), and
//   import('./user-list')  becomes
//   import((globalThis.__jmsPreload||((b,s)=>s))(import.meta.url,"./user-list-….js"))
// so that the page adds a <link rel="modulepreload"> for each of those imports
// while the chunk itself loads (src/core/module-preload.ts). Without it the
// browser learns of a lazy screen's imports only once the screen's own file has
// arrived and been parsed: a second round of requests. In the page rather than
// beside each import in the code, where the lists of the console's lazy screens
// cost 2.5 KB gzip in its first chunk. A page without the data (a portal that
// embeds an element) loads as before, but for the imports of the modules named
// in `importsInline`, which carry their chunk's imports themselves.

/** The id of the host page's data block, which src/core/module-preload.ts reads. */
const CHUNK_GRAPH_ID = 'jms-chunk-graph';
/** The console's messages in one language (host/build/messages-plugin.mjs): read from the page, the boot module needs not import their loaders, which every element would then load. */
const CONSOLE_MESSAGES = /^\0jms-messages\/console-([a-z]{2})$/;

/**
 * @param {{ page: string, firstScreens: Record<string, { list: string, screen: string }> }} options the host
 *   page's file name in the bundle; the routes whose screen asks for a list as it opens, by path: the list's
 *   address and the screen's module under src/views/ (host/first-screens.json), for the boot module to ask for
 *   both at once
 * @param {RegExp[]} [options.importsInline] modules whose dynamic imports name, beside the chunk, what it imports
 *   (`globalThis.__jmsPreloadImports`, src/core/module-preload.ts): those an element makes on a portal's page, which
 *   has no graph; a few bytes an import, so only there
 */
export function preloadPlugin({ page, firstScreens, importsInline = [] }) {
  return {
    name: 'jms-preload',
    renderDynamicImport({ format, moduleId, getTargetChunkImports }) {
      const imports = (getTargetChunkImports() ?? []).filter((entry) => entry.type === 'internal');
      // A chunk that imports nothing (a part of the catalogue) has nothing to preload.
      if (format !== 'es' || !imports.length) return null;
      if (importsInline.some((module) => module.test(moduleId)))
        return { left: 'import((globalThis.__jmsPreloadImports||((b,s)=>s))(import.meta.url,', right: `,[${imports.map((entry) => entry.resolvedImportPath).join(',')}]))` };
      return { left: 'import((globalThis.__jmsPreload||((b,s)=>s))(import.meta.url,', right: '))' };
    },
    generateBundle: {
      // After the page plugin has written the page.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle[page];
        if (!html || html.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        /** @type {string[]} */
        const files = [];
        const index = (file) => {
          const known = files.indexOf(file);
          return known < 0 ? files.push(file) - 1 : known;
        };
        /** @type {Record<number, number[]>} lazily imported chunk → the chunks it imports (hoisted: all it needs) */
        const imports = {};
        for (const file of new Set(chunks.flatMap((chunk) => chunk.dynamicImports))) {
          const target = bundle[file];
          if (target?.type === 'chunk' && target.imports.length) imports[index(file)] = target.imports.map(index);
        }
        /** @type {Record<string, { list: string, chunk: number }>} route → its list and its screen's chunk */
        const first = {};
        for (const [path, { list, screen }] of Object.entries(firstScreens)) {
          const module = new RegExp(`/src/views/${screen}\\.tsx?$`);
          const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => module.test(id)));
          if (!chunk) throw new Error(`host/first-screens.json: no chunk holds the screen ${screen} of ${path}`);
          first[path] = { list, chunk: index(chunk.fileName) };
        }
        /** @type {Record<string, number>} language → the chunk of the console's messages in it, which the boot module preloads */
        const catalogue = {};
        for (const chunk of chunks) {
          const language = chunk.moduleIds.map((id) => CONSOLE_MESSAGES.exec(id)?.[1]).find(Boolean);
          if (language) catalogue[language] = index(chunk.fileName);
        }
        // Every chunk is in assets/: names are enough.
        const graph = JSON.stringify({ files: files.map((file) => file.slice(file.lastIndexOf('/') + 1)), imports, first, catalogue });
        html.source = String(html.source).replace('</head>', `  <script type="application/json" id="${CHUNK_GRAPH_ID}">${graph}</script>\n  </head>`);
      },
    },
  };
}
