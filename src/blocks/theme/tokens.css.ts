import { createGlobalThemeContract, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { THEME_COLORS, type ThemeColorName } from '../../core/constants';
import { readableOnWhite } from '../../core/contrast';

/** JumpServer's default colours, readable (core/contrast.ts). */
const READABLE_THEME = Object.fromEntries(Object.entries(THEME_COLORS).map(([name, value]) => [name, readableOnWhite(value)])) as Record<ThemeColorName, string>;

/**
 * The design tokens, public as `--jms-*` custom properties: a page that embeds
 * an element can set them on the element, and the interface settings set the
 * five theme colors at run time.
 */
export const vars = createGlobalThemeContract({
  color: {
    primary: 'jms-color-primary',
    info: 'jms-color-info',
    success: 'jms-color-success',
    warning: 'jms-color-warning',
    danger: 'jms-color-danger',
    primaryDisabled: 'jms-color-primary-disabled',
    primaryText: 'jms-color-primary-text',
    link: 'jms-color-link',
    text: 'jms-color-text',
    textMuted: 'jms-color-text-muted',
    label: 'jms-color-label',
    border: 'jms-color-border',
    surface: 'jms-color-surface',
    background: 'jms-color-background',
    focus: 'jms-color-focus',
    hover: 'jms-color-hover',
    selected: 'jms-color-selected',
    subtle: 'jms-color-subtle',
    divider: 'jms-color-divider',
  },
  space: { xs: 'jms-space-xs', sm: 'jms-space-sm', md: 'jms-space-md', lg: 'jms-space-lg', xl: 'jms-space-xl' },
  font: { family: 'jms-font-family', size: 'jms-font-size', sizeSmall: 'jms-font-size-small' },
  radius: { sm: 'jms-radius-sm', md: 'jms-radius-md' },
  shadow: { popup: 'jms-shadow-popup' },
});

createGlobalTheme(':root, :host', vars, {
  color: {
    ...READABLE_THEME,
    // From the primary the page or the server set, not the default one.
    primaryDisabled: 'color-mix(in srgb, var(--jms-color-primary) 65%, white)',
    // Text in the primary colour: the colour itself on light surfaces.
    primaryText: 'var(--jms-color-primary)',
    link: readableOnWhite('#1a7fc1'),
    text: '#1f2d3d',
    textMuted: '#606266',
    label: '#515a6e',
    border: '#dcdfe6',
    surface: '#ffffff',
    background: '#f3f3f4',
    focus: READABLE_THEME.info,
    hover: '#f2f7f5',
    selected: '#e8f6f2',
    subtle: '#f7f8fa',
    divider: '#ebeef5',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", sans-serif',
    size: '14px',
    sizeSmall: '12px',
  },
  radius: { sm: '3px', md: '6px' },
  shadow: { popup: '0 6px 24px rgba(0, 0, 0, 0.16)' },
});

// Only the box: the page's rules on the element itself win over :host ones, so
// the inherited properties are cut inside (blocks/custom-element/element-root.css.ts).
// Positioned, so that what an element lays over its content (its toasts) stays inside its box.
globalStyle(':host', { display: 'block', position: 'relative' });

// theme="dark": the neutral colors turn; the five theme colors stay.
globalStyle(':host([theme=dark])', {
  vars: {
    [vars.color.text]: '#e4e6eb',
    [vars.color.textMuted]: '#a2a7b0',
    [vars.color.label]: '#c3c8d1',
    [vars.color.border]: '#3a404a',
    [vars.color.surface]: '#1f242b',
    [vars.color.background]: '#15191e',
    [vars.color.focus]: '#5aa9e6',
    [vars.color.hover]: '#2a3038',
    [vars.color.selected]: '#1d3b35',
    [vars.color.subtle]: '#252a31',
    [vars.color.divider]: '#313741',
    [vars.color.primaryDisabled]: 'color-mix(in srgb, var(--jms-color-primary) 55%, #15191e)',
    [vars.color.link]: '#6cb4ee',
    // On dark surfaces a colour dark enough for white text on it is too dark to read as text: lighter there.
    [vars.color.primaryText]: `color-mix(in srgb, ${vars.color.primary} 55%, white)`,
    [vars.shadow.popup]: '0 6px 24px rgba(0, 0, 0, 0.5)',
  },
});

globalStyle(':host([hidden])', { display: 'none' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  color: vars.color.text,
  background: vars.color.background,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

/** The ring of a focused text box or combobox, beside the outline every other focused control gets. */
export const focusRing = { borderColor: vars.color.focus, outline: 'none', boxShadow: `0 0 0 2px ${vars.color.focus}` } as const;

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
