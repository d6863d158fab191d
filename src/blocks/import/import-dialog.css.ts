import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const section = style({ display: 'grid', gap: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const rowLabel = style({ minWidth: '96px', color: vars.color.label });

export const drop = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '150px',
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.subtle,
  color: vars.color.textMuted,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-within, &[data-dragging]': { borderColor: vars.color.primary, color: vars.color.text },
  },
});

export const dropIcon = style({ width: '32px', height: '32px', color: vars.color.primaryText });
export const fileInput = style({ position: 'absolute', width: '1px', height: '1px', opacity: 0 });
export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, fontVariantNumeric: 'tabular-nums' });
export const progressWrap = style({ flex: '1 1 200px' });
