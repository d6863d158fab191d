import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const yes = style({ color: vars.color.primaryText });
export const no = style({ color: vars.color.danger });
export const tags = style({ display: 'inline-flex', gap: vars.space.xs, flexWrap: 'nowrap', maxWidth: '100%', overflow: 'hidden' });
// Whole tags, as many as fit: the rest is cut at the cell's edge (the cell's title lists them all).
globalStyle(`${tags} > *`, { flexShrink: 0 });
export const ellipsis = style({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' });

// An object or a list of nested objects inside a detail card's value.
export const valueScroller = style({ overflowX: 'auto', maxWidth: '100%' });
export const valueTable = style({ borderCollapse: 'collapse', fontSize: vars.font.sizeSmall, minWidth: '240px' });
export const wideValueTable = style({ width: '100%' });
export const valueHead = style({
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} 0`,
  textAlign: 'left',
  fontWeight: 500,
  color: vars.color.label,
  borderBottom: `1px solid ${vars.color.divider}`,
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
});
export const valueCell = style({
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.divider}`,
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
});
