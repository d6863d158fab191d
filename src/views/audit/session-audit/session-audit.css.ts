import { style, styleVariants } from '@vanilla-extract/css';
import * as controls from '../../../blocks/controls/controls.css';
import { vars } from '../../../blocks/theme/tokens.css';

/** The theme's text mixed into an accent: readable on its own tint in light and dark palettes alike. */
const tone = (accent: string) => ({
  color: `color-mix(in srgb, ${accent} 45%, ${vars.color.text})`,
  background: `color-mix(in srgb, ${accent} 12%, transparent)`,
  borderColor: `color-mix(in srgb, ${accent} 40%, transparent)`,
});

const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '22px',
  padding: `0 ${vars.space.sm}`,
  border: '1px solid',
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSmall,
  whiteSpace: 'nowrap',
});

export const risk = styleVariants({
  accept: [badge, tone(vars.color.success)],
  warning: [badge, tone(vars.color.warning)],
  danger: [badge, tone(vars.color.danger)],
});

export const paused = style([badge, tone(vars.color.warning)]);

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, minWidth: 0, color: vars.color.text });

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const switcher = style({
  display: 'inline-flex',
  padding: '2px',
  gap: '2px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const switchButton = style({
  height: '28px',
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.primaryText },
    '&[aria-pressed="true"]': { ...tone(vars.color.primary), fontWeight: 600 },
  },
});

/** What shows instead of the list, on a card of its own. */
export const state = style([controls.state, { borderRadius: vars.radius.md, background: vars.color.surface }]);

export const replay = style({ display: 'grid', gap: vars.space.md, width: '100%', minWidth: 0 });

export const listArea = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, minWidth: 0, selectors: { '&[hidden]': { display: 'none' } } });

/** A session opened in the list's place, inside the element's box. */
export const panel = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, minWidth: 0 });

export const panelHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const panelEnd = style({ marginInlineStart: 'auto' });

export const panelTitle = style({ margin: 0, fontSize: '16px', fontWeight: 600, outline: 'none' });

export const note = style({ margin: 0, color: vars.color.textMuted });
