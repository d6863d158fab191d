import { STORAGE_KEYS, THEME_COLORS } from '../../core/constants';
import type { PublicSettings } from '../../core/public-settings';
import { readJson, writeJson } from '../../core/storage';

/** The custom properties of the server's interface theme: `--jms-color-primary: #127c66`, … */
export type ThemeProperties = Record<string, string>;

const PROPERTY = /^--jms-color-[a-z]+(?:-disabled)?$/;
const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The server's theme as properties: none for JumpServer's default one, which
 * the tokens already are (made readable at build time, tokens.css.ts); another
 * one's from the code that makes its colors readable, loaded then. The colors
 * go to themeColors (the spec's key), the properties beside them for the next start.
 */
export async function serverThemeProperties(settings: PublicSettings): Promise<ThemeProperties> {
  const chosen = settings.INTERFACE?.theme_info?.colors;
  if (!chosen || Object.keys(chosen).length === 0) {
    storeTheme(THEME_COLORS, {});
    return {};
  }
  const { themeColorsFrom, themeProperties } = await import('./theme-colors');
  const colors = themeColorsFrom(settings);
  const properties = themeProperties(colors);
  storeTheme(colors, properties);
  return properties;
}

function storeTheme(colors: Record<string, string>, properties: ThemeProperties): void {
  writeJson(STORAGE_KEYS.themeColors, colors);
  writeJson(STORAGE_KEYS.themeProperties, properties);
}

/** The properties last seen, so an element starts in them before the settings arrive; anything but colour properties is dropped (storage is the page's to write). */
export function storedThemeProperties(): ThemeProperties | null {
  const stored = readJson<unknown>(STORAGE_KEYS.themeProperties, null);
  if (!stored || typeof stored !== 'object') return null;
  const entries = Object.entries(stored).filter(([name, value]) => PROPERTY.test(name) && typeof value === 'string' && HEX.test(value));
  return entries.length ? Object.fromEntries(entries) : null;
}

/**
 * The theme as a rule of the elements' own stylesheet: a `:host` rule loses to
 * any rule of the page on the element, so the page's `--jms-*` values win;
 * `theme="light"` and `theme="dark"` keep the built-in palettes.
 */
export function serverThemeRule(properties: ThemeProperties): string {
  const declarations = Object.entries(properties).map(([property, value]) => `${property}: ${value};`);
  return `:host(:not([theme=light]):not([theme=dark])) { ${declarations.join(' ')} }`;
}
