import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

/** A page of several cards, one under another. */
export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** A line of information above or between a page's cards (the server's clock, why a setting cannot change). */
export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: vars.color.selected,
  color: vars.color.text,
  borderLeft: `3px solid ${vars.color.primary}`,
});
