import { COOKIES } from '../constants';
import { readCookie } from '../cookies';

export const LANGUAGES = ['en', 'zh', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The code the server reads for each language, in the `django_language` cookie and `Accept-Language` (lina's cookieCode). */
export const SERVER_LANGUAGE_CODES: Record<Language, string> = { en: 'en', zh: 'zh-hans', ja: 'ja' };

/** The language a code names (`zh-CN` → `zh`), when the console has it. */
export function supportedLanguage(code: string | undefined | null): Language | undefined {
  const short = code?.trim().slice(0, 2).toLowerCase();
  return LANGUAGES.find((language) => language === short);
}

/**
 * The interface language: the `django_language` cookie, else the browser's
 * language cut to its first two letters, else English.
 */
export function chooseLanguage(cookieValue: string | undefined, browserLanguage: string | undefined): Language {
  if (cookieValue) return supportedLanguage(cookieValue) ?? 'en';
  return supportedLanguage(browserLanguage) ?? 'en';
}

/** The language where no element asks for one: the cookie's, else the browser's. */
export function cookieOrBrowserLanguage(): Language {
  return chooseLanguage(readCookie(COOKIES.language), navigator.language);
}

/**
 * The language an element shows: its own `lang` when the console has it
 * (en, zh, ja; `zh-CN` counts as zh), else the closest ancestor's, else the
 * page's `<html lang>`; undefined when none is one of ours.
 */
export function elementLanguage(element: Element): Language | undefined {
  for (let node: Element | null = element; node; node = node.parentElement?.closest('[lang]') ?? null) {
    const language = supportedLanguage(node.getAttribute('lang'));
    if (language) return language;
  }
  return supportedLanguage(document.documentElement.getAttribute('lang'));
}
