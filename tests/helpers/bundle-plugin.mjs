// web-test-runner serves each test file as one esbuild bundle: React is
// CommonJS and vanilla-extract needs compiling, neither of which a per-file
// transform can do. The styles go to a CSS file served beside the test, which
// `jms:stylesheet-url` points at, as in the real build.
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;

export function bundlePlugin({ root }) {
  const stylesheets = new Map();
  return {
    name: 'jms-test-bundle',
    async serve(context) {
      const path = context.path;
      if (stylesheets.has(path)) return { body: stylesheets.get(path), type: 'css' };
      if (!TEST_FILE.test(path)) return undefined;
      const entry = resolve(root, `.${path}`);
      const cssPath = path.replace(TEST_FILE, '.test.css');
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        format: 'esm',
        jsx: 'automatic',
        target: 'es2022',
        write: false,
        outdir: join(root, '.wtr-out', dirname(relative(root, entry))),
        sourcemap: 'inline',
        define: { 'process.env.NODE_ENV': '"development"' },
        logLevel: 'silent',
        plugins: [
          {
            name: 'stylesheet-url',
            setup(esbuild) {
              esbuild.onResolve({ filter: /^jms:stylesheet-url$/ }, () => ({ path: 'stylesheet-url', namespace: 'jms' }));
              esbuild.onLoad({ filter: /.*/, namespace: 'jms' }, () => ({
                contents: `export default new URL(${JSON.stringify(cssPath)}, location.origin).href;`,
                loader: 'js',
              }));
            },
          },
          {
            // As host/build/text-plugin.mjs: a library's stylesheet imported as text.
            name: 'library-css-text',
            setup(esbuild) {
              esbuild.onLoad({ filter: /\/node_modules\/.+\.css$/ }, async ({ path: file }) => ({ contents: await readFile(file, 'utf8'), loader: 'text' }));
            },
          },
          vanillaExtractPlugin({ identifiers: 'debug' }),
        ],
      });
      const js = result.outputFiles.find((file) => file.path.endsWith('.js'));
      const css = result.outputFiles.find((file) => file.path.endsWith('.css'));
      stylesheets.set(cssPath, css ? css.text : '');
      return { body: js.text, type: 'js' };
    },
  };
}
