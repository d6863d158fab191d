// The console's route table, read from its source (bundled with esbuild) so
// that node tests and the route crawl check the table the console ships.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { messagesEsbuildPlugin } from './bundle-plugin.mjs';
import { ROOT, sourceFiles } from './source-files.mjs';

const REGISTRY = fileURLToPath(new URL('../../src/core/routes/registry.ts', import.meta.url));

// The catalogue's parts (`jms:messages/<part>`) as the build makes them.
const messages = messagesEsbuildPlugin({ root: ROOT });
const importText = (code) => import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

/** Every route of the table (layouts, groups, redirects and pages), in its order. */
export async function allRoutes() {
  const bundle = await build({ entryPoints: [REGISTRY], bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'error', plugins: [messages] });
  const registry = await importText(bundle.outputFiles[0].text);
  return registry.allRoutes;
}

/** The page routes of the table (no layouts, groups, redirects or links), in its order. */
export async function pageRoutes() {
  return (await allRoutes()).filter((route) => route.kind === 'page').map(({ path, name, title, hidden, licenseRequired }) => ({ path, name, title, hidden, licenseRequired }));
}

/**
 * The route names the console has a screen for: the keys of each area's
 * `screens` (src/views/<area>/screens.ts), as the console builds them. Each
 * file is bundled without its screens (the lazy imports stay imports that
 * never run), so only the tables' code runs.
 */
export async function screenNames() {
  const lazyImportsStay = {
    name: 'lazy-imports-stay',
    setup: (build) => build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined)),
  };
  const names = [];
  for (const file of sourceFiles('src/views').filter((path) => path.endsWith('/screens.ts'))) {
    const bundle = await build({
      entryPoints: [join(ROOT, file)],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      write: false,
      logLevel: 'error',
      plugins: [lazyImportsStay, messages],
    });
    names.push(...Object.keys((await importText(bundle.outputFiles[0].text)).screens));
  }
  return names;
}
