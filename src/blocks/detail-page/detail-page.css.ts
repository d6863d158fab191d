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
  selectors: { '&[aria-selected="true"]': { color: vars.color.primaryText, borderBottomColor: vars.color.primary, fontWeight: 500 }, '&:hover': { color: vars.color.primaryText }, '&[aria-disabled="true"]': { color: vars.color.textMuted, opacity: 0.6, cursor: 'not-allowed' } },
});
export const panel = style({ display: 'grid', gap: vars.space.lg, paddingTop: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', alignItems: 'start' });

export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)', overflow: 'hidden' });
/** A card across the whole tab: tables, trees with their lists. */
export const wide = style({ gridColumn: '1 / -1' });
export const sectionBody = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.md} ${vars.space.lg}` });
export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.md} ${vars.space.lg}`, borderBottom: `1px solid ${vars.color.divider}` });
export const cardTitle = style({ margin: 0, marginRight: 'auto', fontSize: '15px', fontWeight: 600 });
export const cardActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const items = style({ display: 'grid', gridTemplateColumns: 'minmax(100px, 34%) minmax(0, 1fr)', margin: 0, padding: `${vars.space.sm} ${vars.space.lg}` });
export const key = style({ padding: `${vars.space.sm} 0`, color: vars.color.textMuted, borderBottom: '1px dashed #f0f1f4' });
export const value = style({ margin: 0, padding: `${vars.space.sm} 0`, borderBottom: '1px dashed #f0f1f4', wordBreak: 'break-word' });

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
export const diffCell = style({ padding: `${vars.space.xs} ${vars.space.sm}`, border: `1px solid ${vars.color.divider}`, verticalAlign: 'top', wordBreak: 'break-word', textAlign: 'left' });
