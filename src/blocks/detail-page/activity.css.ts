import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

// The Activity tab's timeline and its diff table.
export const timeline = style({ listStyle: 'none', margin: 0, padding: `${vars.space.md} ${vars.space.lg}`, display: 'grid', gap: vars.space.sm });
export const event = style({
  display: 'grid',
  gridTemplateColumns: '150px minmax(0, 1fr) auto',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingLeft: vars.space.md,
  borderLeft: `2px solid #e4e7ed`,
  '@media': { '(max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: '2px' } },
});
export const eventTime = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, fontVariantNumeric: 'tabular-nums' });
export const diffTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: '13px' });
export const diffCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.divider}`,
  verticalAlign: 'top',
  wordBreak: 'break-word',
  textAlign: 'left',
});
