// The console's route table, read from its source (bundled with esbuild) so
// that node tests and the route crawl check the table the console ships.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const REGISTRY = fileURLToPath(new URL('../../src/core/routes/registry.ts', import.meta.url));

/** Every route of the table (layouts, groups, redirects and pages), in its order. */
export async function allRoutes() {
  const bundle = await build({ entryPoints: [REGISTRY], bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'error' });
  const registry = await import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`);
  return registry.allRoutes;
}

/** The page routes of the table (no layouts, groups, redirects or links), in its order. */
export async function pageRoutes() {
  return (await allRoutes()).filter((route) => route.kind === 'page').map(({ path, name, title, hidden, licenseRequired }) => ({ path, name, title, hidden, licenseRequired }));
}

const VIEWS = fileURLToPath(new URL('../../src/views/index.ts', import.meta.url));
/** The views' own lists of screens; everything they import besides is stood in for, never run. */
const SCREEN_LISTS = /\/src\/views\/(index|types|[\w-]+\/screens)\.ts$/;

/** The route names the console has a screen for (the keys of src/views' `screens`). */
export async function screenNames() {
  const standIn = {
    name: 'stand-in',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === 'real') return undefined;
        const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: 'real' });
        return SCREEN_LISTS.test(resolved.path) ? resolved : { path: resolved.path, namespace: 'stand-in' };
      });
      // CommonJS whose every name exists: esbuild reads named imports off an object made with the module's prototype.
      const anything = 'new Proxy({}, { get: () => () => ({}) })';
      build.onLoad({ filter: /.*/, namespace: 'stand-in' }, () => ({ contents: `module.exports = new Proxy({}, { get: () => () => ({}), getPrototypeOf: () => ${anything} });`, loader: 'js' }));
    },
  };
  const bundle = await build({ entryPoints: [VIEWS], bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'error', plugins: [standIn] });
  const views = await import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`);
  return Object.keys(views.screens);
}
