import { loadLanguage, type MessagePart } from './catalogue';
import { cookieOrBrowserLanguage, type Language } from './language';

export {
  currentLanguage,
  i18nStore,
  loadLanguage,
  loadMessages,
  requestedLanguage,
  t,
  translate,
  withMessages,
  type MessageKey,
  type MessagePart,
  type MessageValues,
} from './catalogue';
export { formatDate, formatDateTime, formatDuration, parseServerDate } from './format';
export { chooseLanguage, LANGUAGES, SERVER_LANGUAGE_CODES, supportedLanguage, type Language } from './language';

let preferred: Language | undefined;

/**
 * The language an element asks for (its `lang`, an ancestor's, the page's).
 * A page shows one language: the first element to ask decides; false for a
 * later one that asks for another.
 */
export function preferPageLanguage(language: Language): boolean {
  preferred ??= language;
  return preferred === language;
}

/**
 * An element's `lang` changed after it connected: the page's one language
 * becomes that, its texts show in it and what it asks the server afterwards
 * comes in it.
 */
export function changePageLanguage(language: Language): Promise<void> {
  preferred = language;
  return loadLanguage(language);
}

/** For tests: no element has asked yet. */
export function forgetPageLanguage(): void {
  preferred = undefined;
}

/**
 * Loads the catalogue of the language an element asked for, else the one the
 * cookie or the browser asks for, with the parts the page shows and those named.
 */
export function loadPageLanguage(parts: readonly MessagePart[] = []): Promise<void> {
  return loadLanguage(preferred ?? cookieOrBrowserLanguage(), parts);
}
