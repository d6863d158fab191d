import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const page = style({ display: 'grid', gap: vars.space.lg });

/** A line of information above a page's content (the server's clock on the tools page). */
export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: vars.color.selected,
  color: vars.color.text,
  borderLeft: `3px solid ${vars.color.primary}`,
});
