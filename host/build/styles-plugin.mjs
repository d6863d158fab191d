// Each vanilla-extract file's CSS travels with the chunk that uses it: the
// virtual CSS module it imports becomes a call that adds its rules to the page's
// one constructed sheet (src/blocks/custom-element/page-styles.ts), so an
// element downloads the rules of the components it loads, not every
// component's, and no stylesheet is fetched. A constructed sheet is no inline
// style: a Content-Security-Policy without 'unsafe-inline' allows it.
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';
import { transform } from 'esbuild';
import { fileURLToPath } from 'node:url';

export const PAGE_STYLES = fileURLToPath(new URL('../../src/blocks/custom-element/page-styles.ts', import.meta.url));

/** The module that stands for one file's CSS. */
export function stylesModule(css) {
  return `import { addStyles } from ${JSON.stringify(PAGE_STYLES)};\naddStyles(${JSON.stringify(css)});\n`;
}

export function stylesPlugin({ minify = true } = {}) {
  return {
    name: 'jms-styles',
    async resolveId(id) {
      if (!virtualCssFileFilter.test(id)) return null;
      const { fileName, source } = await getSourceFromVirtualCssFile(id);
      return { id: fileName, meta: { css: source } };
    },
    async load(id) {
      const css = this.getModuleInfo(id)?.meta?.css;
      if (typeof css !== 'string') return null;
      const code = minify ? (await transform(css, { loader: 'css', minify: true })).code.trim() : css;
      return { code: stylesModule(code), map: { mappings: '' } };
    },
  };
}
