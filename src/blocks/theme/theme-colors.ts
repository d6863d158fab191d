import { DISABLED_WHITE_MIX, STORAGE_KEYS, THEME_COLORS, type ThemeColorName } from '../../core/constants';
import { readableOnWhite } from '../../core/contrast';
import type { PublicSettings } from '../../core/public-settings';
import { readJson, writeJson } from '../../core/storage';

type ThemeColors = Record<ThemeColorName, string>;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The five colors: the interface settings' over the defaults, ignoring anything that is not a hex color. */
export function themeColorsFrom(settings: PublicSettings): ThemeColors {
  const given = settings.INTERFACE?.theme_info?.colors ?? {};
  const colors = { ...THEME_COLORS } as ThemeColors;
  for (const name of Object.keys(THEME_COLORS) as ThemeColorName[]) {
    const value = given[name];
    if (typeof value === 'string' && HEX.test(value.trim())) colors[name] = value.trim();
  }
  return colors;
}

/** A color mixed with white, as disabled buttons show it (35% white). */
export function mixWithWhite(hex: string, white: number = DISABLED_WHITE_MIX): string {
  let digits = hex.replace('#', '');
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  const channels = [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16));
  const mixed = channels.map((channel) => Math.round(channel * (1 - white) + 255 * white));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The custom properties the colors set: `--jms-color-primary`, `--jms-color-primary-disabled`, …
 * Each colour is made readable first (white text on it, it as text on white), whatever the settings chose.
 */
export function themeProperties(colors: ThemeColors): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors)) {
    const readable = readableOnWhite(value);
    properties[`--jms-color-${name}`] = readable;
    properties[`--jms-color-${name}-disabled`] = mixWithWhite(readable);
  }
  return properties;
}

/** The colors last seen, so the console starts in them before the settings arrive. */
export function storedThemeColors(): ThemeColors | null {
  const stored = readJson<Partial<ThemeColors> | null>(STORAGE_KEYS.themeColors, null);
  return stored && typeof stored === 'object' ? themeColorsFrom({ INTERFACE: { theme_info: { colors: stored } } }) : null;
}

export function storeThemeColors(colors: ThemeColors): void {
  writeJson(STORAGE_KEYS.themeColors, colors);
}

/**
 * The server's interface theme as a rule of the elements' own stylesheet: a
 * `:host` rule loses to any rule of the page on the element, so the page's
 * `--jms-*` values win; `theme="light"` and `theme="dark"` keep the built-in palettes.
 */
export function serverThemeRule(colors: ThemeColors): string {
  const declarations = Object.entries(themeProperties(colors)).map(([property, value]) => `${property}: ${value};`);
  return `:host(:not([theme=light]):not([theme=dark])) { ${declarations.join(' ')} }`;
}
