import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme/tokens.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  minWidth: '260px',
  flex: '1 1 300px',
  maxWidth: '560px',
  padding: `2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'text',
  selectors: { '&:focus-within': focusRing },
});

export const searchIcon = style({ color: vars.color.textMuted });

export const tag = style({ paddingRight: 0 });

export const tagText = style({
  border: 0,
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  maxWidth: '220px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const tagRemove = style({
  display: 'inline-flex',
  border: 0,
  padding: '0 4px',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: '11px',
});

export const pending = style({ color: vars.color.primaryText, fontWeight: 500, whiteSpace: 'nowrap' });

export const input = style({
  flex: 1,
  minWidth: '120px',
  height: '26px',
  border: 0,
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: 'none' } },
});
