import { createStore } from 'zustand/vanilla';
import type english from '../../../locales/en.json';
import type screenEnglish from '../../../locales/screens/en.json';
import base from 'jms:messages/base';
import { formatElements, type MessageValues } from './format-message';
import type { Language } from './language';
import type { Catalogue, MessagePart, MessagePartName } from './message-part';

export type { MessagePart, MessageValues };

/** Every message key; English is the reference catalogue, the others must match it. */
export type MessageKey = keyof typeof english | keyof typeof screenEnglish;

/** Parts that another holds whole: not loaded when that one is. */
const HELD_BY: Partial<Record<MessagePartName, MessagePartName>> = {
  base: 'console',
  forms: 'console',
  bell: 'console',
  errors: 'console',
  details: 'console',
  notice: 'console',
  audit: 'screens',
  tickets: 'screens',
  lists: 'screens',
  dashboard: 'screens',
  signIn: 'screens',
  replay: 'screens',
};

interface I18nState {
  language: Language;
  /** The current language's messages; undefined until one is loaded. */
  messages: Catalogue | undefined;
}

export const i18nStore = createStore<I18nState>(() => ({ language: 'en', messages: undefined }));

/** The parts the page shows so far: every language loaded from now on has them all. */
const wanted = new Map<MessagePartName, MessagePart>([[base.name, base]]);
const catalogues = new Map<string, Promise<Catalogue>>();
let requested: Language | undefined;

const catalogueKey = (language: Language) => `${language}:${[...wanted.keys()].sort().join('+')}`;

/**
 * Loads a language's catalogue, with the parts the page shows and those
 * named (once), and makes it current; the latest language asked for wins.
 */
export async function loadLanguage(language: Language, parts: readonly MessagePart[] = []): Promise<void> {
  for (const part of parts) wanted.set(part.name, part);
  requested = language;
  const key = catalogueKey(language);
  let pending = catalogues.get(key);
  if (!pending) {
    const parts = [...wanted.values()].filter(({ name }) => {
      const holder = HELD_BY[name];
      return !holder || !wanted.has(holder);
    });
    pending = Promise.all(parts.map((part) => part[language]())).then((loaded) => Object.assign({}, ...loaded.map((part) => part.default)) as Catalogue);
    pending.catch(() => catalogues.delete(key));
    catalogues.set(key, pending);
  }
  const messages = await pending;
  if (requested !== language) return;
  // Parts asked for meanwhile: wait for the catalogue that has them too.
  if (key !== catalogueKey(language)) return loadLanguage(language);
  i18nStore.setState({ language, messages });
}

/** Adds parts to the current language, once; what shows them waits for this. */
export function loadMessages(...parts: MessagePart[]): Promise<void> {
  return loadLanguage(requested ?? i18nStore.getState().language, parts);
}

/**
 * A lazy import that brings a part (or parts) of the catalogue too, all asked
 * for at once: what it loads arrives with its words, in one round.
 */
export function withMessages<T>(parts: MessagePart | readonly MessagePart[], load: () => Promise<T>): () => Promise<T> {
  const wanted = 'name' in parts ? [parts] : parts;
  return () => Promise.all([load(), loadMessages(...wanted)]).then(([module]) => module);
}

/**
 * Translates a key; before any catalogue is loaded it answers the key itself.
 * A missing key is a bug the catalogue test catches: at run time the key
 * shows, quietly; a message missing a value shows the key, with a warning.
 */
export function t(key: MessageKey, values?: MessageValues): string {
  return translate(i18nStore.getState(), key, values);
}

/** A message of a given catalogue and language (t reads the current ones). */
export function translate({ language, messages }: Pick<I18nState, 'language' | 'messages'>, key: MessageKey, values?: MessageValues): string {
  const message = messages && Object.hasOwn(messages, key) ? messages[key] : undefined;
  if (!message) return key;
  try {
    return formatElements(message, language, values);
  } catch (error) {
    console.warn(`Error formatting message: "${key}": ${error instanceof Error ? error.message : String(error)}`);
    return key;
  }
}

/** The language being loaded, else the current one: what requests ask the server for (Accept-Language) from the start. */
export function requestedLanguage(): Language {
  return requested ?? i18nStore.getState().language;
}

export function currentLanguage(): Language {
  return i18nStore.getState().language;
}
