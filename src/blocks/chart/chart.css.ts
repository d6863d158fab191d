import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const figure = style({ margin: 0, padding: `${vars.space.md} ${vars.space.lg}`, display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const svg = style({ width: '100%', height: 'auto', display: 'block', overflow: 'visible' });
export const axis = style({ stroke: vars.color.divider, strokeWidth: 1 });
export const tick = style({ fill: vars.color.textMuted, fontSize: '11px' });
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
export const swatch = style({ display: 'inline-block', width: '10px', height: '10px', borderRadius: '2px', marginRight: vars.space.xs, verticalAlign: 'baseline' });
export const details = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
export const table = style({ borderCollapse: 'collapse', marginTop: vars.space.sm, fontVariantNumeric: 'tabular-nums' });
export const cell = style({
  padding: `2px ${vars.space.md} 2px 0`,
  textAlign: 'right',
  borderBottom: `1px solid ${vars.color.divider}`,
  color: vars.color.text,
  selectors: { '&:first-child': { textAlign: 'left' } },
});
