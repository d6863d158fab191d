import { readdirSync, readFileSync, rmSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { compressPlugin } from './host/build/compress-plugin.mjs';
import { messagesPlugin } from './host/build/messages-plugin.mjs';
import { npmPackagePlugin } from './host/build/npm-package-plugin.mjs';
import { preloadPlugin } from './host/build/preload-plugin.mjs';
import { pagePlugin } from './host/build/page-plugin.mjs';
import { stylesPlugin } from './host/build/styles-plugin.mjs';
import { textPlugin } from './host/build/text-plugin.mjs';

const production = process.env.NODE_ENV !== 'development';
process.env.NODE_ENV = production ? 'production' : 'development';

// Every element's define module (elements/<tag>-define.ts) is an entry of its
// own, named by its tag; the host page is <jms-console>'s.
const elements = Object.fromEntries(
  readdirSync('elements')
    .filter((file) => /^jms-[a-z-]+-define\.ts$/.test(file))
    .map((file) => [file.replace(/-define\.ts$/, ''), `elements/${file}`]),
);

// React and the small libraries under the core are shared by every entry:
// one runtime chunk, so two elements on one page load them once; the core and
// the blocks every element shows are another (shared). The console frame, with
// its route table and its own startup steps, is one more chunk; the list blocks that nearly every console
// page and most elements show another, so an element with a list (the ticket
// inbox) does not download the frame, and a page without one (the dashboard)
// does not download the list (the menus and route links the frame shares with
// the lists are in the shared chunk); the site-message bell, which
// <jms-site-messages> shows and the console loads once its first screen is on,
// one more. Requests before the first list matter as much as bytes. The rest
// Rollup splits by use: what only a lazy screen needs (forms, the secret
// encryption, the import grid) stays out of the first page, and so does what
// only shows on demand (a popup's workings, a banner, a dialog). A manual
// chunk takes in the modules its modules import that no other one claims, so
// a barrel import (core/resources) or an unclaimed helper can pull code into
// the wrong chunk: import the module itself, and name shared helpers below.
const CHUNKS = [
  ['runtime', /node_modules\/(react|react-dom|scheduler|zustand|redaxios|@formatjs|tslib)\/|^\0react-sync-external-store$/],
  [
    'console',
    /\/src\/(shell\/|core\/routes\/|core\/startup\/console-guard\.|blocks\/icons\/console-icon-paths\.)|node_modules\/(wouter|regexparam)\/|\/elements\/jms-console(-define)?\.ts$/,
  ],
  // The resource cache too: lists' actions refresh through it, and the ticket inbox's own code imports it.
  ['list', /\/src\/blocks\/((list-table|search-bar)\/|resource\/resource-cache\.)/],
  ['bell', /\/src\/(core\/(site-messages|websocket-url)|blocks\/site-messages\/(site-messages|site-message-bell|use-unread-count))[/.]/],
  // An element's first screen in as few requests as its code allows: the small
  // modules it shares with the console's lazy screens go together, not one
  // chunk each (every chunk pays its own gzip stream, imports and exports).
  ['tickets', /\/src\/views\/tickets\/(tickets-urls|ticket-state|ticket-decisions)\./],
  ['detail-layout', /\/src\/blocks\/detail-page\/(detail-states|light-tabs|detail-page\.css)\./],
  ['audit', /\/src\/views\/audit\/(audit-urls|audit\.css|session-audit\/(risk-level|session-actions|session-lists))\./],
  // The loaders of the screens' and the details' messages too, which <jms-resource-list> imports at start, as do the
  // console's routes and the lists: unclaimed, they would go with the console's or the list chunk, which
  // <jms-resource-list> would then load.
  [
    'shared',
    /\/src\/(core\/(router|http|i18n|session|startup|constants|cookies|storage|navigation|orgs|perms|public-settings|asset-categories|main-content|data)|blocks\/(custom-element|element-options|feedback|i18n|data|theme|menu|route-links|resource\/cache-keys|controls|icons\/icon(-paths)?|dialog\/focus-trap|site-messages\/badge-text))[/.]|^\0jms-messages\/(screens|details)$/,
  ],
];

/**
 * Whether a module runs as soon as an entry loads (a chain of static imports
 * leads to it), not only once something is imported lazily (a dialog, a
 * screen, a language): those stay out of the chunks above, which would
 * otherwise pull them into every first page.
 */
function loadedAtStart(id, getModuleInfo, seen = new Set()) {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = getModuleInfo(id);
  if (!info) return false;
  return info.isEntry || info.importers.some((importer) => loadedAtStart(importer, getModuleInfo, seen));
}

/** The host page's first module (host/boot.ts): it asks for the first screen's data while the rest downloads. */
const BOOT = 'boot';
const BOOT_MODULE = /\/host\/boot\.ts$/;

/** The module every element's define module imports first (src/core/boot/element-start.ts): it asks for the session before the runtime evaluates. */
const ELEMENT_START = /\/src\/core\/boot\/element-start\.ts$/;

/** Whether the boot module or the elements' start imports a module, directly or not: such code must not wait for the runtime. */
function importedByFirstModule(id, getModuleInfo, seen = new Set()) {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = getModuleInfo(id);
  if (!info) return false;
  return BOOT_MODULE.test(id) || ELEMENT_START.test(id) || info.importers.some((importer) => importedByFirstModule(importer, getModuleInfo, seen));
}

/** Whether only the boot module imports a module, directly or through modules only it imports: such code (what the host page asks for first) stays in the boot chunk, which elements do not load. */
function onlyFromBoot(id, getModuleInfo) {
  const importers = getModuleInfo(id)?.importers ?? [];
  return importers.length > 0 && importers.every((importer) => BOOT_MODULE.test(importer) || onlyFromBoot(importer, getModuleInfo));
}

function manualChunks(id, { getModuleInfo }) {
  // What the boot module and the elements' start import is a chunk of its
  // own: in the chunks below (Rollup puts a chunk's dependencies in it too),
  // it would wait for the runtime. The boot module stays apart: in that
  // chunk, every element that imports it would send the host page's first
  // requests (the route's list, its screen's code).
  if (BOOT_MODULE.test(id) || onlyFromBoot(id, getModuleInfo)) return undefined;
  if (importedByFirstModule(id, getModuleInfo)) return 'first-requests';
  // A component's styles go with its code (their virtual module's id is relative).
  const module = id.replace(/\.vanilla\.css$/, '').replace(/^src\//, '/src/');
  const chunk = CHUNKS.find(([, test]) => test.test(module));
  if (!chunk || !loadedAtStart(id, getModuleInfo)) return undefined;
  return chunk[0];
}

export default {
  input: { ...elements, [BOOT]: 'host/boot.ts' },
  // An entry may be the chunk that holds it (<jms-console>'s is the console
  // chunk): one request fewer, and no facade to fetch.
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist/ui',
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/[name]-[hash].js',
    assetFileNames: 'assets/[name]-[hash][extname]',
    manualChunks,
    sourcemap: false,
  },
  treeshake: { preset: 'recommended' },
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
  plugins: [
    // Old hashed files would pile up beside the new ones.
    { name: 'clean', buildStart: () => rmSync('dist/ui', { recursive: true, force: true }) },
    // The shim of React 18's useSyncExternalStore (wouter, ariakit): React 19 has its own.
    {
      name: 'no-shim',
      resolveId: (id) => (/^use-sync-external-store\/shim(\/index\.js)?$/.test(id) ? '\0react-sync-external-store' : null),
      load: (id) => (id === '\0react-sync-external-store' ? "export { useSyncExternalStore } from 'react';" : null),
    },
    stylesPlugin({ minify: production }),
    textPlugin(),
    messagesPlugin(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV) } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
    // Only CommonJS modules that need it (required conditionally or in a cycle) are wrapped in functions: React's are not.
    commonjs({ strictRequires: 'auto' }),
    json({ preferConst: true, compact: true, exclude: ['locales/**'] }),
    typescript({ tsconfig: './tsconfig.json', noEmit: false, noEmitOnError: true, declaration: false, include: ['src/**/*', 'elements/**/*', 'host/*.ts', 'locales/*.json'] }),
    vanillaExtractPlugin({ identifiers: production ? 'short' : 'debug' }),
    preloadPlugin({
      page: 'index.html',
      firstScreens: JSON.parse(readFileSync('host/first-screens.json', 'utf8')),
      // <jms-resource-list>'s lists, loaded as it joins the session, often on a portal's page: each brings its imports in the same round.
      importsInline: [/\/src\/views\/resource-list\/resource-routes\.ts$/],
    }),
    production && terser({ compress: { passes: 2, hoist_funs: true, pure_getters: true }, format: { comments: false } }),
    pagePlugin({ template: 'host/index.html', hostEntry: 'jms-console', bootEntry: BOOT }),
    compressPlugin(),
    npmPackagePlugin({ elements: Object.keys(elements) }),
  ],
};
