import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace', fontSize: '12.5px' };

export const block = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start', minWidth: 0 });
/** In a table cell: one line, the buttons beside the value. */
export const inline = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
/** A revealed secret: an SSH key keeps its lines and scrolls in its box. */
export const revealed = style({
  ...mono,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.hover,
  whiteSpace: 'pre',
  maxWidth: '100%',
  maxHeight: '260px',
  overflow: 'auto',
});
export const masked = style({ letterSpacing: '2px', color: vars.color.textMuted });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
