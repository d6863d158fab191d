// Labels, help texts and choice labels are written in English in the registry;
// these maps give the zh and ja text for each, chosen per request language.
import { TRANSLATIONS } from './translations.mjs';

export const CATALOGUES = {
  zh: Object.fromEntries(TRANSLATIONS.map(([en, zh]) => [en, zh])),
  ja: Object.fromEntries(TRANSLATIONS.map(([en, , ja]) => [en, ja])),
};
export const LANGUAGES = ['en', 'zh', 'ja'];

/** django_language cookie first (zh-hans → zh), then Accept-Language, else English. */
export function requestLanguage(cookie, acceptLanguage) {
  const pick = (value) => {
    const code = String(value ?? '')
      .trim()
      .slice(0, 2)
      .toLowerCase();
    return LANGUAGES.includes(code) ? code : null;
  };
  if (cookie) return pick(cookie) ?? 'en';
  for (const part of String(acceptLanguage ?? '').split(',')) {
    const code = pick(part.split(';')[0]);
    if (code) return code;
  }
  return 'en';
}

/** @returns {(text: string) => string} */
export function translator(lang) {
  const catalogue = CATALOGUES[lang];
  if (!catalogue) return (text) => text;
  return (text) => catalogue[text] ?? text;
}
