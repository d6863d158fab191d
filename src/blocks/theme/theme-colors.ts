import { DISABLED_WHITE_MIX, THEME_COLORS, type ThemeColorName } from '../../core/constants';
import { readableOnWhite } from '../../core/contrast';
import type { PublicSettings } from '../../core/public-settings';

// Loaded only for a theme other than JumpServer's default one, which the
// tokens already are (tokens.css.ts).

export type ThemeColors = Record<ThemeColorName, string>;

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
