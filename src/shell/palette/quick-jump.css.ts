import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const dialog = style({
  border: 0,
  borderRadius: vars.radius.md,
  padding: 0,
  width: 'min(600px, calc(100vw - 24px))',
  marginTop: '12vh',
  boxShadow: vars.shadow.popup,
  color: vars.color.text,
  overflow: 'hidden',
  selectors: { '&::backdrop': { background: 'rgba(0, 0, 0, 0.4)' } },
});

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const input = style({
  flex: 1,
  border: 0,
  outline: 'none',
  font: 'inherit',
  fontSize: '16px',
  color: vars.color.text,
  background: 'transparent',
});

export const kbd = style({
  padding: '1px 6px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSmall,
  fontFamily: 'inherit',
  color: vars.color.textMuted,
});

export const list = style({ maxHeight: 'min(420px, 55vh)', overflowY: 'auto', padding: `${vars.space.xs} 0` });

export const groupLabel = style({
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.xs}`,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-active-item]': { background: vars.color.selected, color: vars.color.primaryText } },
});

export const itemLabel = style({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const itemContext = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const empty = style({ margin: 0, padding: `${vars.space.lg}`, color: vars.color.textMuted, textAlign: 'center' });
export const hint = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  background: vars.color.background,
});
