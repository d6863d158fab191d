import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  '@media': { 'screen and (max-width: 991px)': { padding: `${vars.space.sm} ${vars.space.md}` } },
});
