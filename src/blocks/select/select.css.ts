import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme/tokens.css';

export const box = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 'auto',
  minHeight: '32px',
  padding: `3px ${vars.space.sm}`,
  selectors: { '&:focus-within': focusRing, '&[aria-disabled="true"]': { background: vars.color.hover, cursor: 'not-allowed' } },
});

export const input = style({
  flex: 1,
  minWidth: '80px',
  height: '24px',
  border: 0,
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: vars.color.text,
});

export const remove = style({ display: 'inline-flex', border: 0, padding: '0 2px', background: 'transparent', color: 'inherit', cursor: 'pointer', fontSize: '11px' });
export const check = style({ display: 'inline-flex', width: '16px', color: vars.color.primaryText });
export const note = style({ padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
