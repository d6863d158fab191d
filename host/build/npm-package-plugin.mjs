// dist/npm: the elements as a package a portal installs (`npm pack dist/npm`).
// The same modules as dist/ui, with each element's module and typings under a
// name that stays, the API in custom-elements.json and no dependencies: React,
// the core and the blocks are in the shared chunks.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REACT_TYPINGS_FILE, TYPINGS_FILE } from './element-typings.mjs';

const OUT = 'dist/npm';

/**
 * The host page's preloading around a dynamic import (preload-plugin.mjs)
 * hides the imported file from a portal's bundler: a plain import again.
 */
const PRELOADED_IMPORT = /import\(\(globalThis\.__jmsPreload(?:Imports)?\|\|\(\((\w+),(\w+)\)=>\2\)\)\(import\.meta\.url,("[^"]+")(?:,\[[^\]]*\])?\)\)/g;

/** What the package.json of dist/npm says, from the project's and the elements' tags. */
function packageJson(project, tags) {
  const exports = { '.': { types: `./${TYPINGS_FILE}` }, './react': { types: `./${REACT_TYPINGS_FILE}` } };
  for (const tag of tags) {
    const entry = { types: `./elements/${tag}.d.ts`, default: `./elements/${tag}.js` };
    exports[`./elements/${tag}`] = entry;
    exports[`./elements/${tag}.js`] = entry;
  }
  Object.assign(exports, { './custom-elements.json': './custom-elements.json', './package.json': './package.json' });
  return {
    name: project.name,
    version: project.version,
    description: 'JumpServer web console elements: <jms-ticket-inbox>, <jms-session-audit>, <jms-resource-list>, <jms-site-messages> and <jms-console>',
    license: project.license,
    type: 'module',
    customElements: './custom-elements.json',
    types: `./${TYPINGS_FILE}`,
    exports,
    files: ['assets/', 'elements/', '*.d.ts', 'custom-elements.json', 'README.md'],
    // Every module may run something as it loads: an element's module registers its tag.
    sideEffects: ['./elements/*.js', './assets/*.js'],
  };
}

/** `elements`: the entries that are elements (the page's boot module is an entry too, not one). */
export function npmPackagePlugin({ elements }) {
  return {
    name: 'jms-npm-package',
    writeBundle(_options, bundle) {
      rmSync(OUT, { recursive: true, force: true });
      const write = (fileName, content) => {
        mkdirSync(dirname(join(OUT, fileName)), { recursive: true });
        writeFileSync(join(OUT, fileName), content);
      };
      const tags = [];
      const modules = new Map();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') write(file.fileName, file.code.replace(PRELOADED_IMPORT, 'import($3)'));
        else if (/^elements\/[a-z-]+\.(js|d\.ts)$/.test(file.fileName) || [TYPINGS_FILE, REACT_TYPINGS_FILE].includes(file.fileName)) write(file.fileName, file.source);
        if (file.type === 'chunk' && file.isEntry && elements.includes(file.name)) {
          tags.push(file.name);
          modules.set(file.fileName, `elements/${file.name}.js`);
        }
      }
      // The manifest names the modules a portal imports, not the hashed files behind them.
      const manifest = String(bundle['custom-elements.json'].source).replace(/"(assets\/[^"]+\.js)"/g, (found, path) => JSON.stringify(modules.get(path) ?? path));
      write('custom-elements.json', manifest);
      const project = JSON.parse(readFileSync('package.json', 'utf8'));
      write('package.json', `${JSON.stringify(packageJson(project, tags.sort()), null, 2)}\n`);
      write('README.md', readFileSync('host/npm/README.md', 'utf8'));
    },
  };
}
