import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const viewport = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.sm,
  fontSize: '13px',
  contain: 'strict',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  height: '34px',
  background: vars.color.subtle,
  borderBottom: `1px solid ${vars.color.divider}`,
  fontWeight: 600,
  color: vars.color.label,
});

export const body = style({ position: 'relative' });

export const row = style({
  position: 'absolute',
  left: 0,
  display: 'flex',
  height: '32px',
  borderBottom: '1px solid #f0f1f4',
  background: vars.color.surface,
});

export const currentRow = style({ background: '#fffbea' });

export const cell = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  borderRight: '1px solid #f0f1f4',
});

export const activeCell = style({ boxShadow: `inset 0 0 0 2px ${vars.color.focus}` });
export const cellText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
export const indexCell = style({ color: vars.color.textMuted, justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' });
export const editor = style({ width: '100%', height: '26px', padding: '0 4px', border: `1px solid ${vars.color.primary}`, borderRadius: vars.radius.sm, font: 'inherit' });

export const pending = style({ color: vars.color.textMuted });
export const ok = style({ color: '#0b735e', fontWeight: 500 });
export const failed = style({ color: '#c0392b' });
