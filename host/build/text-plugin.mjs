// A library's stylesheet imported by a chunk as text, minified, for a shadow root
// to adopt (`import css from 'some-lib/dist/some.css'`): it then loads with that
// chunk only, instead of joining the console's one stylesheet.
import { transform } from 'esbuild';

export function textPlugin({ include = /\/node_modules\/.+\.css$/ } = {}) {
  return {
    name: 'jms-text',
    async transform(code, id) {
      if (!include.test(id)) return null;
      const css = (await transform(code, { loader: 'css', minify: true })).code;
      return { code: `export default ${JSON.stringify(css.trim())};`, map: { mappings: '' } };
    },
  };
}
