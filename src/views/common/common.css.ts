import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: `${vars.space.sm} 0 0`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  textAlign: 'left',
  fontSize: vars.font.sizeSmall,
  maxWidth: '100%',
});

export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });
