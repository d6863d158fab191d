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
