import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

/** An object or a list of nested objects inside a detail card's value: loaded with the tables that show them (card-tables.tsx), not with the list cells. */
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
