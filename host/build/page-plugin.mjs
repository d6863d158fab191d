// Writes the host page (index.html) and manifest.json once every file name is final.
// index.html preloads the host entry's static imports so the console needs no
// request waterfall; manifest.json tells an embedding portal which hashed files
// make up each element; elements/<tag>.js is each element's define module under
// a name that stays (what package.json's exports point at); custom-elements.json
// and the typings describe the elements' API.
import { readFileSync } from 'node:fs';
import { elementManifest } from './element-manifest.mjs';
import { elementModuleTypings, elementTypings, REACT_TYPINGS_FILE, TYPINGS_FILE } from './element-typings.mjs';

export function pagePlugin({ template, hostEntry, bootEntry }) {
  return {
    name: 'jms-page',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.filter((chunk) => chunk.isEntry && chunk.name !== bootEntry).map((chunk) => [chunk.name, chunk]));
      // The boot module first: it asks for the first screen's data while the rest downloads.
      const boot = chunks.find((chunk) => chunk.isEntry && chunk.name === bootEntry);
      if (!boot) throw new Error(`No entry named ${bootEntry}`);
      const staticImports = (chunk, found = new Set()) => {
        for (const file of chunk.imports) {
          if (found.has(file)) continue;
          found.add(file);
          const imported = bundle[file];
          if (imported?.type === 'chunk') staticImports(imported, found);
        }
        return [...found];
      };

      const host = byName.get(hostEntry);
      if (!host) throw new Error(`No entry named ${hostEntry}`);
      const preloads = new Set([...staticImports(boot), ...staticImports(host)]);
      const head = [
        `<script type="module" src="${boot.fileName}"></script>`,
        ...[...preloads].map((file) => `<link rel="modulepreload" href="${file}">`),
        `<script type="module" src="${host.fileName}"></script>`,
      ].join('\n    ');
      const html = readFileSync(template, 'utf8').replace('<!-- jms:head -->', head);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });

      const elements = {};
      for (const [name, chunk] of byName) {
        elements[name] = { module: chunk.fileName, imports: staticImports(chunk) };
        this.emitFile({ type: 'asset', fileName: `elements/${name}.html`, source: elementPage(name, chunk.fileName, staticImports(chunk)) });
        this.emitFile({ type: 'asset', fileName: `elements/${name}.js`, source: `export * from '../${chunk.fileName}';\n` });
        this.emitFile({ type: 'asset', fileName: `elements/${name}.d.ts`, source: elementModuleTypings(name) });
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify({ elements }, null, 2) + '\n' });
      // The class module beside each define module carries the doc comment.
      const described = [...byName].map(([name, chunk]) => ({ name, source: chunk.facadeModuleId.replace(/-define\.ts$/, '.ts'), module: chunk.fileName }));
      const manifest = elementManifest(described);
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: JSON.stringify(manifest, null, 2) + '\n' });
      const typings = elementTypings(manifest);
      this.emitFile({ type: 'asset', fileName: TYPINGS_FILE, source: typings.dom });
      this.emitFile({ type: 'asset', fileName: REACT_TYPINGS_FILE, source: typings.react });
    },
  };
}

// A blank page with one element alone: how a portal embeds it, and what the
// size benchmark measures.
function elementPage(tag, module, imports) {
  const preloads = imports.map((file) => `<link rel="modulepreload" href="../${file}">`).join('\n    ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>&lt;${tag}&gt;</title>
    <link rel="icon" href="data:,">
    ${preloads}
    <script type="module" src="../${module}"></script>
  </head>
  <body>
    <${tag}></${tag}>
  </body>
</html>
`;
}
