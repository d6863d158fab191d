import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const tree = style({ listStyle: 'none', margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, fontSize: '13px', maxHeight: '560px', overflowY: 'auto' });
export const children = style({ listStyle: 'none', margin: 0, paddingLeft: '20px' });
export const item = style({ margin: 0 });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: '28px' });
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  flex: 'none',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer' });
export const count = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, fontVariantNumeric: 'tabular-nums' });
