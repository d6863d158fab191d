// Every dynamic import fetches its chunk and that chunk's imports in one round:
// `import('./user-list')` becomes
//   (globalThis.__jmsPreload?.(import.meta.url, ["./list-screen-….js", …]), import('./user-list-….js'))
// and the page adds a <link rel="modulepreload"> for each listed file while the
// chunk itself loads (src/core/module-preload.ts). Without it the browser learns
// of a lazy screen's imports only once the screen's own file has arrived and
// been parsed: a second round of requests. The lists come from Rollup's chunk
// graph, so they follow whatever the chunks are; the files the importing chunk
// already imports (loaded before it ran) are left out.
import { posix } from 'node:path';

const MARKER = (index) => `"__jms_preload_${index}__"`;

export function preloadPlugin() {
  /** @type {string[][]} the target chunks' imports, by marker */
  let targets = [];
  return {
    name: 'jms-preload',
    renderStart() {
      targets = [];
    },
    renderDynamicImport({ format, getTargetChunkImports }) {
      if (format !== 'es') return null;
      const imports = (getTargetChunkImports() ?? []).filter((entry) => entry.type === 'internal');
      if (!imports.length) return null;
      targets.push(imports.map((entry) => entry.fileName));
      return { left: `(${MARKER(targets.length - 1)},import(`, right: '))' };
    },
    renderChunk(code, chunk) {
      if (!code.includes('__jms_preload_')) return null;
      const loaded = new Set([chunk.fileName, ...chunk.imports]);
      const relative = (fileName) => {
        const path = posix.relative(posix.dirname(chunk.fileName), fileName);
        return path.startsWith('.') ? path : `./${path}`;
      };
      return {
        code: code.replace(/"__jms_preload_(\d+)__",/g, (_marker, index) => {
          const files = targets[Number(index)].filter((file) => !loaded.has(file)).map(relative);
          return files.length ? `globalThis.__jmsPreload?.(import.meta.url,${JSON.stringify(files)}),` : '';
        }),
        map: null,
      };
    },
  };
}
