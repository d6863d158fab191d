// The message catalogues: the same keys in en, zh and ja, each message valid
// ICU with the same placeholders, no Chinese or Japanese in the English one,
// and every key the code names present.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { MESSAGE_PARTS, partMessages } from '../../locales/parts.mjs';
import { elementEntries, importedParts, namedParts, reachableFiles } from '../helpers/source-graph.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (...path) => JSON.parse(readFileSync(join(root, 'locales', ...path), 'utf8'));
// Each language is the shell's part and the screens' part (loaded when a screen needs it), checked as one.
const parts = (language) => ({ shell: read(`${language}.json`), screens: read('screens', `${language}.json`) });
const load = (language) => ({ ...parts(language).shell, ...parts(language).screens });
const catalogues = { en: load('en'), zh: load('zh'), ja: load('ja') };
const englishKeys = Object.keys(catalogues.en).sort();

function placeholders(message) {
  const names = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        names.add(element.value);
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

function sourceFiles(directory) {
  const found = [];
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) found.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

const KEY = /['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)['"`]/g;

/** The parts an element class asks for beside the base one (`static override readonly messages = [auditMessages]`). */
function elementParts(tag) {
  const source = readFileSync(join(root, 'elements', `${tag}.ts`), 'utf8');
  const declared = /static override readonly messages = \[([^\]]*)\]/.exec(source);
  return ['base', ...namedParts(declared?.[1] ?? '', importedParts(source))];
}

/** Parts that another holds whole (src/core/i18n/catalogue.ts): `{ audit: 'screens' }`. */
const heldBy = Object.fromEntries(
  [.../const HELD_BY[^=]*= \{([^}]*)\}/.exec(readFileSync(join(root, 'src/core/i18n/catalogue.ts'), 'utf8'))[1].matchAll(/(\w+): '(\w+)'/g)].map((match) => [match[1], match[2]]),
);

describe('message catalogues', () => {
  for (const language of ['zh', 'ja']) {
    it(`${language} has exactly the keys of en`, () => {
      const keys = Object.keys(catalogues[language]).sort();
      assert.deepEqual(
        englishKeys.filter((key) => !keys.includes(key)),
        [],
        `missing from ${language}`,
      );
      assert.deepEqual(
        keys.filter((key) => !englishKeys.includes(key)),
        [],
        `in ${language} but not in en`,
      );
    });
  }

  for (const [language, messages] of Object.entries(catalogues)) {
    it(`${language} messages are non-empty, valid ICU, with the placeholders of en`, () => {
      for (const [key, message] of Object.entries(messages)) {
        assert.equal(typeof message, 'string', `${language} ${key}`);
        assert.ok(message.length > 0, `${language} ${key} is empty`);
        assert.deepEqual(placeholders(message), placeholders(catalogues.en[key] ?? message), `${language} ${key} placeholders`);
      }
    });
  }

  it('uses only the ICU elements src/core/i18n/format-message.ts formats: text, arguments, numbers without a style, plurals and #', () => {
    const supported = (element) =>
      [TYPE.literal, TYPE.argument, TYPE.pound].includes(element.type) || (element.type === TYPE.number && !element.style) || (element.type === TYPE.plural && Object.values(element.options).every((option) => option.value.every(supported)));
    const unsupported = [];
    for (const [language, catalogue] of Object.entries(catalogues)) {
      for (const [key, message] of Object.entries(catalogue)) if (!parse(message).every(supported)) unsupported.push(`${language} ${key}`);
    }
    assert.deepEqual(unsupported, []);
  });

  it('every key lives in one part only, the same part in every language', () => {
    for (const language of ['en', 'zh', 'ja']) {
      const { shell, screens } = parts(language);
      assert.deepEqual(Object.keys(shell).filter((key) => key in screens), [], `${language}: in both parts`);
      assert.deepEqual(Object.keys(screens).sort(), Object.keys(parts('en').screens).sort(), `${language}: screens part`);
    }
  });

  it('what shows before any screen (shell, shared blocks, the first page’s areas) uses only the shell’s part', () => {
    // Areas whose screens load the screens' part first (src/views/*/screens.ts with withScreenMessages), and the blocks only they use.
    // The users area waits only for its detail pages; the blocks named are used by waiting screens alone.
    const waiting = /\/src\/(views\/(tickets|settings|profile|audit|workbench|perms|assets|accounts|cloud|applets|dashboard)\/|views\/users\/(user-detail|user-group-detail|role-detail|role-permissions)\.|views\/common\/member-list\.|blocks\/(settings-tests|match-rule|relation|secret|task-log|chart|replay-player)\/|blocks\/tree\/check-tree\.|blocks\/custom-element\/token-mfa-step\.)/;
    const { shell, screens } = parts('en');
    const early = [];
    for (const file of sourceFiles(join(root, 'src')).filter((path) => !waiting.test(path))) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)['"`]/g)) {
        if (key in screens && !(key in shell)) early.push(`${file.slice(root.length)}: ${key}`);
      }
    }
    assert.deepEqual(early, []);
  });

  it('ships the shell’s file as the console’s part, the screens’ file as the screens’ part; the parts held by another are in it', () => {
    assert.deepEqual(Object.keys(heldBy).sort(), ['audit', 'base', 'bell', 'dashboard', 'details', 'errors', 'forms', 'lists', 'notice', 'replay', 'signIn', 'tickets']);
    for (const language of ['en', 'zh', 'ja']) {
      const { shell, screens } = parts(language);
      const messages = Object.fromEntries(Object.keys(MESSAGE_PARTS).map((part) => [part, partMessages(join(root, 'locales'), part, language)]));
      assert.deepEqual(Object.keys(messages.console).sort(), Object.keys(shell).sort(), language);
      assert.deepEqual(Object.keys(messages.screens).sort(), Object.keys(screens).sort(), language);
      for (const [part, keys] of Object.entries(messages)) assert.ok(Object.keys(keys).length > 0, `${language}: ${part} is empty`);
      for (const [part, holder] of Object.entries(heldBy)) {
        assert.deepEqual(Object.keys(messages[part]).filter((key) => !(key in messages[holder])), [], `${language}: ${part} in ${holder}`);
      }
    }
  });

  it('an element other than the console uses only the parts it asks for, and those its lazy imports bring, in all it may load', () => {
    const elements = elementEntries(root).filter(({ tag }) => tag !== 'jms-console');
    assert.ok(elements.length > 2, elements.map(({ tag }) => tag).join());
    const known = load('en');
    const partKeys = Object.fromEntries(Object.keys(MESSAGE_PARTS).map((part) => [part, new Set(Object.keys(partMessages(join(root, 'locales'), part, 'en')))]));
    const misplaced = [];
    for (const { tag, entry } of elements) {
      for (const [file, loaded] of reachableFiles(entry, elementParts(tag), heldBy)) {
        for (const [, key] of readFileSync(file, 'utf8').matchAll(KEY)) {
          if (key in known && ![...loaded].some((part) => partKeys[part].has(key))) misplaced.push(`${tag} ${file.slice(root.length)}: ${key}`);
        }
      }
    }
    assert.deepEqual(misplaced, []);
  });

  it('the English catalogue has no Chinese or Japanese text', () => {
    const offending = Object.entries(catalogues.en).filter(([, message]) => /[\u3040-\u30ff\u3400-\u9fff]/.test(message));
    assert.deepEqual(offending, []);
  });

  it('every key the code names is in the catalogues', () => {
    const namespaces = new Set(englishKeys.map((key) => key.split('.')[0]));
    const missing = [];
    for (const file of sourceFiles(join(root, 'src'))) {
      const source = readFileSync(file, 'utf8');
      for (const [, key] of source.matchAll(/['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)['"`]/g)) {
        if (namespaces.has(key.split('.')[0]) && !(key in catalogues.en)) missing.push(`${file.slice(root.length)}: ${key}`);
      }
    }
    assert.deepEqual(missing, []);
  });
});
