import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

// One column no wider than the page: a long title or a wide table scrolls or ellipsizes instead of widening it.
export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, minWidth: 0 });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)',
});
export const title = style({ margin: 0, marginRight: 'auto', fontSize: '18px', fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const tabList = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, overflowX: 'auto', paddingInline: '4px' });
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.primaryText, borderBottomColor: vars.color.primary, fontWeight: 500 },
    '&:hover': { color: vars.color.primaryText },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, opacity: 0.6, cursor: 'not-allowed' },
  },
});
export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  alignItems: 'start',
});

export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)', overflow: 'hidden' });
/** A card across the whole tab: tables, trees with their lists. */
export const wide = style({ gridColumn: '1 / -1' });
