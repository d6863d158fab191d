// web-test-runner serves each test file as one esbuild bundle: React is
// CommonJS and vanilla-extract needs compiling, neither of which a per-file
// transform can do. Each file's styles join the page's sheet as its code runs,
// as in the real build.
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { compiledMessages, parseMessagesImport, partModule } from '../../host/build/messages-plugin.mjs';
import { stylesModule } from '../../host/build/styles-plugin.mjs';

const TEST_FILE = /\.test\.tsx?$/;

/** As host/build/messages-plugin.mjs, for esbuild: a part's module, and each language's messages parsed. */
export function messagesEsbuildPlugin({ root }) {
  return {
    name: 'messages',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^jms:messages\// }, ({ path: id }) => ({ path: id, namespace: 'jms-messages' }));
      esbuild.onLoad({ filter: /.*/, namespace: 'jms-messages' }, ({ path: id }) => {
        const { part, language } = parseMessagesImport(id);
        if (!language) return { contents: partModule(part), loader: 'js' };
        return { contents: JSON.stringify(compiledMessages(join(root, 'locales'), part, language)), loader: 'json' };
      });
    },
  };
}

export function bundlePlugin({ root }) {
  return {
    name: 'jms-test-bundle',
    async serve(context) {
      const path = context.path;
      if (!TEST_FILE.test(path)) return undefined;
      const entry = resolve(root, `.${path}`);
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
            // As host/build/styles-plugin.mjs; before vanilla-extract's plugin, which would make a CSS file of them.
            name: 'page-styles',
            setup(esbuild) {
              esbuild.onResolve({ filter: virtualCssFileFilter }, ({ path: id }) => ({ path: id, namespace: 'jms-styles' }));
              esbuild.onLoad({ filter: /.*/, namespace: 'jms-styles' }, async ({ path: id }) => ({
                contents: stylesModule((await getSourceFromVirtualCssFile(id)).source),
                loader: 'js',
                resolveDir: root,
              }));
            },
          },
          messagesEsbuildPlugin({ root }),
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
      return { body: js.text, type: 'js' };
    },
  };
}
