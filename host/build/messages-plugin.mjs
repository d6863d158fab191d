// The message catalogues ship in parts (locales/parts.mjs), imported as
// `jms:messages/<part>/<language>`, each message compiled to its ICU AST at
// build time, so the browser never downloads the ICU parser (the no-parser
// build of @formatjs/icu-messageformat-parser takes its place). What shows a
// part imports it as `jms:messages/<part>`: its name and a loader per language
// (partModule), so those loaders land in the chunk of the part's first user,
// not in every page's first chunk.
import { parse } from '@formatjs/icu-messageformat-parser';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MESSAGE_PARTS, partMessages } from '../../locales/parts.mjs';

const PARSER = '@formatjs/icu-messageformat-parser';
const PREFIX = 'jms:messages/';
// A chunk is named after the module's last segment: `base-en-<hash>.js`.
const RESOLVED_PREFIX = '\0jms-messages/';
const require = createRequire(import.meta.url);
const LANGUAGES = ['en', 'zh', 'ja'];

/** A part's module (a MessagePart, src/core/i18n/message-part.ts): its name and its languages' loaders. */
export function partModule(part) {
  const loaders = LANGUAGES.map((language) => `${language}: () => import('${PREFIX}${part}/${language}')`);
  return `export default { name: '${part}', ${loaders.join(', ')} };`;
}

/** The part and the language (absent for the part's module) a `jms:messages/` import names; undefined if it names none. */
export function parseMessagesImport(source) {
  const [part, language, ...rest] = source.slice(PREFIX.length).split('/');
  const known = part in MESSAGE_PARTS && (language === undefined || LANGUAGES.includes(language)) && rest.length === 0;
  return known ? { part, language } : undefined;
}

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
      const named = parseMessagesImport(source);
      if (!named) this.error(`Unknown messages ${source}`);
      return `${RESOLVED_PREFIX}${named.part}${named.language ? `-${named.language}` : ''}`;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const [part, language] = id.slice(RESOLVED_PREFIX.length).split('-');
      if (!language) return { code: partModule(part), map: { mappings: '' } };
      this.addWatchFile(join(localesDir, `${MESSAGE_PARTS[part].file}${language}.json`));
      return { code: `export default ${JSON.stringify(compiledMessages(localesDir, part, language))};`, map: { mappings: '' } };
    },
  };
}
