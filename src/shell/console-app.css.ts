import { style } from '@vanilla-extract/css';
import { vars } from '../blocks/theme/tokens.css';

export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.background });

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: '50px',
  padding: `0 ${vars.space.lg}`,
  background: vars.color.primary,
  color: '#fff',
});

export const brand = style({ fontWeight: 600, fontSize: '16px', marginRight: 'auto' });

export const main = style({ flex: 1, padding: vars.space.xl });

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.xl,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)',
});

export const status = style({ padding: vars.space.xl, color: vars.color.textMuted });
