import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createStore } from 'zustand/vanilla';
import type english from '../../../locales/en.json';
import type { Language } from './language';

/** Every message key; English is the reference catalogue, the others must match it. */
export type MessageKey = keyof typeof english;
export type MessageValues = Record<string, string | number>;

// One chunk per language: a page downloads only the catalogue it shows. The
// build ships each message pre-parsed (host/build/messages-plugin.mjs); tests
// load the plain strings.
const loaders: Record<Language, () => Promise<{ default: Record<string, string> | Record<string, MessageFormatElement[]> }>> = {
  en: () => import('../../../locales/en.json'),
  zh: () => import('../../../locales/zh.json'),
  ja: () => import('../../../locales/ja.json'),
};

const cache = createIntlCache();

interface I18nState {
  language: Language;
  intl: IntlShape<string> | undefined;
}

export const i18nStore = createStore<I18nState>(() => ({ language: 'en', intl: undefined }));

const catalogues = new Map<Language, Promise<IntlShape<string>>>();
let requested: Language | undefined;

/** Loads a language's catalogue (once) and makes it current; the latest call wins. */
export async function loadLanguage(language: Language): Promise<void> {
  requested = language;
  let pending = catalogues.get(language);
  if (!pending) {
    pending = loaders[language]().then(({ default: messages }) =>
      createIntl({ locale: language, messages, onError: reportMissing }, cache),
    );
    pending.catch(() => catalogues.delete(language));
    catalogues.set(language, pending);
  }
  const intl = await pending;
  if (requested === language) i18nStore.setState({ language, intl });
}

function reportMissing(error: { code?: string; message: string }): void {
  // A missing key is a bug the catalogue test catches; at run time show the key, quietly.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.warn(error.message);
}

/** Translates a key; before any catalogue is loaded it answers the key itself. */
export function t(key: MessageKey, values?: MessageValues): string {
  const { intl } = i18nStore.getState();
  if (!intl) return key;
  return intl.formatMessage({ id: key }, values);
}

export function currentLanguage(): Language {
  return i18nStore.getState().language;
}
