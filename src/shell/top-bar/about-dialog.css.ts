import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const dialog = style({
  border: 0,
  borderRadius: vars.radius.md,
  padding: vars.space.xl,
  width: 'min(440px, calc(100vw - 32px))',
  boxShadow: vars.shadow.popup,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: 'rgba(0, 0, 0, 0.45)' } },
});
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const mark = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: '10px',
  background: vars.color.primary,
  color: '#fff',
  fontSize: '22px',
  fontWeight: 700,
  flex: 'none',
});
export const title = style({ margin: 0, fontSize: '18px', fontWeight: 600 });
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const close = style({
  marginLeft: 'auto',
  alignSelf: 'flex-start',
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  ':hover': { color: vars.color.text },
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: `${vars.space.xl} 0`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});
export const actions = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const link = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.info, textDecoration: 'none' });
