import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
/** Two cards side by side when there is room, one under the other on a phone. */
export const row = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', alignItems: 'start' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.md });
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
});
export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xs, minWidth: 0 });
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const statValue = style({ margin: 0, fontSize: '26px', fontWeight: 600, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' });
/** A fact of a card of facts (a name, an address): read, not counted. */
export const fact = style({ margin: 0, fontWeight: 500, overflowWrap: 'anywhere' });
export const statLink = style({ color: vars.color.link, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size });
export const th = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  textAlign: 'left',
  fontWeight: 500,
  color: vars.color.label,
  background: vars.color.subtle,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const td = style({ padding: `${vars.space.sm} ${vars.space.lg}`, borderBottom: `1px solid ${vars.color.divider}`, overflowWrap: 'anywhere' });
export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const empty = style({ margin: 0, padding: `${vars.space.xl} ${vars.space.lg}`, color: vars.color.textMuted, textAlign: 'center' });
export const share = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const shareBar = style({ height: '8px', borderRadius: '4px', background: vars.color.primary, minWidth: '2px' });
export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)', overflow: 'hidden', minWidth: 0 });
export const cardTitle = style({ margin: 0, padding: `${vars.space.md} ${vars.space.lg}`, borderBottom: `1px solid ${vars.color.divider}`, fontSize: '15px', fontWeight: 600 });
