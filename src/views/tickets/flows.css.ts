import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

/** The approval levels of a flow, one card each under the level choice. */
export const rules = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const level = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
  maxWidth: '640px',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const levelTitle = style({ padding: `0 ${vars.space.xs}`, fontWeight: 600 });
export const assignees = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
