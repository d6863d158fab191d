// The message catalogues ship pre-parsed: each message is compiled to its ICU
// AST at build time, so the browser never downloads the ICU parser (the
// no-parser build of @formatjs/icu-messageformat-parser takes its place).
import { parse } from '@formatjs/icu-messageformat-parser';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const PARSER = '@formatjs/icu-messageformat-parser';
const require = createRequire(import.meta.url);

export function messagesPlugin({ include = /\/locales\/(screens\/)?[a-z]{2}\.json$/ } = {}) {
  const noParser = require.resolve(`${PARSER}/no-parser.js`);
  return {
    name: 'jms-messages',
    resolveId(source) {
      return source === PARSER ? noParser : null;
    },
    load(id) {
      if (!include.test(id)) return null;
      const messages = JSON.parse(readFileSync(id, 'utf8'));
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      return { code: `export default ${JSON.stringify(compiled)};`, map: { mappings: '' } };
    },
  };
}
