// The message catalogues ship in parts (locales/parts.mjs), imported as
// `jms:messages/<part>/<language>`, each message compiled to its ICU AST at
// build time, so the browser never downloads the ICU parser (the no-parser
// build of @formatjs/icu-messageformat-parser takes its place).
import { parse } from '@formatjs/icu-messageformat-parser';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MESSAGE_PARTS, partMessages } from '../../locales/parts.mjs';

const PARSER = '@formatjs/icu-messageformat-parser';
const PREFIX = 'jms:messages/';
// A chunk is named after the module's last segment: `base-en-<hash>.js`.
const RESOLVED_PREFIX = '\0jms-messages/';
const require = createRequire(import.meta.url);

/** A part's messages in one language, each parsed to its ICU AST (what src/core/i18n/format-message.ts formats). */
export function compiledMessages(localesDir, part, language) {
  return Object.fromEntries(Object.entries(partMessages(localesDir, part, language)).map(([key, message]) => [key, parse(message)]));
}

export function messagesPlugin({ localesDir = 'locales' } = {}) {
  const noParser = require.resolve(`${PARSER}/no-parser.js`);
  return {
    name: 'jms-messages',
    resolveId(source) {
      if (source === PARSER) return noParser;
      if (!source.startsWith(PREFIX)) return null;
      const [part, language] = source.slice(PREFIX.length).split('/');
      if (!(part in MESSAGE_PARTS) || !/^[a-z]{2}$/.test(language ?? '')) this.error(`Unknown messages ${source}`);
      return `${RESOLVED_PREFIX}${part}-${language}`;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const [part, language] = id.slice(RESOLVED_PREFIX.length).split('-');
      this.addWatchFile(join(localesDir, `${MESSAGE_PARTS[part].file}${language}.json`));
      return { code: `export default ${JSON.stringify(compiledMessages(localesDir, part, language))};`, map: { mappings: '' } };
    },
  };
}
