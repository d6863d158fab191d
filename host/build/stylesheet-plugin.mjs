// Collects every vanilla-extract style into one static, content-hashed CSS file
// and lets code import its final URL from `jms:stylesheet-url`.
//
// vanilla-extract's own `extract` mode emits the file too late for its hashed
// name to be referenced from JS; this plugin emits the asset early, fills its
// source at buildEnd, and lets Rollup resolve import.meta.ROLLUP_FILE_URL_*,
// so a chunk's hash changes whenever the stylesheet it points at changes.
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';
import { transform } from 'esbuild';

const URL_MODULE = 'jms:stylesheet-url';
const RESOLVED_URL_MODULE = '\0jms-stylesheet-url';

export function stylesheetPlugin({ name = 'jms.css', minify = true } = {}) {
  let reference;
  return {
    name: 'jms-stylesheet',
    buildStart() {
      reference = this.emitFile({ type: 'asset', name });
    },
    async resolveId(id) {
      if (id === URL_MODULE) return RESOLVED_URL_MODULE;
      if (!virtualCssFileFilter.test(id)) return null;
      const { fileName, source } = await getSourceFromVirtualCssFile(id);
      // Side-effect free and empty in JS: Rollup drops the import, the CSS lives in meta.
      return { id: fileName, meta: { css: source }, moduleSideEffects: false };
    },
    load(id) {
      if (id === RESOLVED_URL_MODULE) {
        return `export default new URL(import.meta.ROLLUP_FILE_URL_${reference}).href;`;
      }
      if (this.getModuleInfo(id)?.meta?.css !== undefined) return 'export {};';
      return null;
    },
    async buildEnd(error) {
      if (error) return;
      const css = collectCss(this);
      this.setAssetSource(reference, minify ? (await transform(css, { loader: 'css', minify: true })).code : css);
    },
  };
}

// Dependencies before dependants, entries in declaration order: the order
// vanilla-extract's composition rules expect, and stable from build to build.
function collectCss(context) {
  const seen = new Set();
  const parts = [];
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (!info) return;
    for (const imported of info.importedIds) visit(imported);
    for (const imported of info.dynamicallyImportedIds) visit(imported);
    if (typeof info.meta?.css === 'string') parts.push(info.meta.css);
  };
  for (const id of context.getModuleIds()) {
    if (context.getModuleInfo(id)?.isEntry) visit(id);
  }
  return parts.join('\n');
}
