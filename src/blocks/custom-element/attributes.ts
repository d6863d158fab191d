import { PAGE_SIZES } from '../../core/constants';
import { supportedLanguage, type Language } from '../../core/i18n';

/** The attributes every `jms-*` element reads (documented on JmsElement). */
export const SHARED_ATTRIBUTES = ['base-url', 'lang', 'org', 'page-size', 'theme', 'overlays'] as const;

export type ElementOverlays = 'viewport' | 'element';

/** `viewport` or `element`; anything else is the element's default. */
export function parseOverlays(value: string | null, fallback: ElementOverlays): ElementOverlays {
  return value === 'viewport' || value === 'element' ? value : fallback;
}

export type ElementTheme = 'light' | 'dark' | 'server';

/** `light` and `dark` are the built-in palettes; anything else is the server's interface theme. */
export function parseTheme(value: string | null): ElementTheme {
  return value === 'light' || value === 'dark' ? value : 'server';
}

/** A page size the tables offer (15, 30, 50, 100); undefined otherwise, so the stored choice applies. */
export function parsePageSize(value: string | null): number | undefined {
  const size = Number(value);
  return PAGE_SIZES.find((allowed) => allowed === size);
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
