import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const body = style({ display: 'grid', gap: vars.space.md, padding: `${vars.space.md} ${vars.space.lg}` });
export const picker = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.sm, alignItems: 'start' });
export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', maxHeight: '420px', overflowY: 'auto' });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: '1px dashed #f0f1f4',
});
export const label = style({ marginRight: 'auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const empty = style({ color: vars.color.textMuted, padding: `${vars.space.sm} 0` });
