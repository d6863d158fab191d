import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

/** The tree beside the chosen assets; on a phone the chosen ones come below. */
export const picker = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
  width: '100%',
  '@media': { '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const panel = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  height: '300px',
  minWidth: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const heading = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, minHeight: '32px', fontWeight: 500 });

export const chosen = style({ listStyle: 'none', margin: 0, padding: 0, overflow: 'auto', display: 'grid', alignContent: 'start', gap: '2px' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { background: vars.color.hover } },
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
