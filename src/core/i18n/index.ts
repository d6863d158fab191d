import { COOKIES } from '../constants';
import { readCookie } from '../cookies';
import { loadLanguage } from './catalogue';
import { chooseLanguage } from './language';

export { currentLanguage, i18nStore, loadLanguage, loadScreenMessages, t, type MessageKey, type MessageValues } from './catalogue';
export { formatDateTime, formatDuration, formatRecentDate, parseServerDate } from './format';
export { chooseLanguage, LANGUAGES, type Language } from './language';

/** Loads the catalogue of the language the cookie or the browser asks for. */
export function loadPageLanguage(): Promise<void> {
  return loadLanguage(chooseLanguage(readCookie(COOKIES.language), navigator.language));
}
