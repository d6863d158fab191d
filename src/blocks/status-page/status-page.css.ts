import { style } from '@vanilla-extract/css';
import * as controls from '../controls/controls.css';
import { vars } from '../theme/tokens.css';

export const status = style([
  controls.card,
  {
    padding: vars.space.xl,
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: vars.space.md,
    minHeight: '360px',
  },
]);

export const statusIcon = style({ color: vars.color.primaryText, opacity: 0.85 });
export const statusCode = style({ fontSize: '44px', fontWeight: 700, lineHeight: 1, color: '#7d828c', letterSpacing: '2px' });
export const statusTitle = style({ margin: 0, fontSize: '18px', fontWeight: 600 });
export const statusText = style({ margin: 0, maxWidth: '460px', color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'center', marginTop: vars.space.sm });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { color: vars.color.primaryText, borderColor: vars.color.primary },
});

export const primaryButton = style([
  button,
  { background: vars.color.primary, borderColor: vars.color.primary, color: '#fff', ':hover': { color: '#fff', filter: 'brightness(1.05)' } },
]);
