import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createStore } from 'zustand/vanilla';
import type english from '../../../locales/en.json';
import type screenEnglish from '../../../locales/screens/en.json';
import type { Language } from './language';

/** Every message key; English is the reference catalogue, the others must match it. */
export type MessageKey = keyof typeof english | keyof typeof screenEnglish;
export type MessageValues = Record<string, string | number>;

type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;
type Loaders = Record<Language, () => Promise<{ default: Catalogue }>>;

// One chunk per language and part: a page downloads only the catalogue it shows,
// and the shell's part only until a screen that needs the rest opens. The build
// ships each message pre-parsed (host/build/messages-plugin.mjs); tests load the
// plain strings.
const shellLoaders: Loaders = {
  en: () => import('../../../locales/en.json'),
  zh: () => import('../../../locales/zh.json'),
  ja: () => import('../../../locales/ja.json'),
};
const screenLoaders: Loaders = {
  en: () => import('../../../locales/screens/en.json'),
  zh: () => import('../../../locales/screens/zh.json'),
  ja: () => import('../../../locales/screens/ja.json'),
};

const cache = createIntlCache();

interface I18nState {
  language: Language;
  intl: IntlShape<string> | undefined;
}

export const i18nStore = createStore<I18nState>(() => ({ language: 'en', intl: undefined }));

const catalogues = new Map<string, Promise<IntlShape<string>>>();
let requested: Language | undefined;
let withScreens = false;

/** Loads a language's catalogue (once) and makes it current; the latest call wins. */
export async function loadLanguage(language: Language): Promise<void> {
  requested = language;
  const key = `${language}${withScreens ? '+screens' : ''}`;
  let pending = catalogues.get(key);
  if (!pending) {
    const parts = withScreens ? [shellLoaders[language](), screenLoaders[language]()] : [shellLoaders[language]()];
    pending = Promise.all(parts).then((loaded) =>
      createIntl({ locale: language, messages: Object.assign({}, ...loaded.map((part) => part.default)) as Catalogue, onError: reportMissing }, cache),
    );
    pending.catch(() => catalogues.delete(key));
    catalogues.set(key, pending);
  }
  const intl = await pending;
  if (requested === language) i18nStore.setState({ language, intl });
}

/**
 * Adds the screens' messages (tickets, settings, audits…) to the current
 * language, once; screens that use them wait for this before they show.
 */
export function loadScreenMessages(): Promise<void> {
  withScreens = true;
  return loadLanguage(requested ?? i18nStore.getState().language);
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
