import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

// A section's header and body, and a card's lines: loaded with the sections, not with every page that shows a card.
export const sectionBody = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.md} ${vars.space.lg}` });
export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const cardTitle = style({ margin: 0, marginRight: 'auto', fontSize: '15px', fontWeight: 600 });
export const cardActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const items = style({ display: 'grid', gridTemplateColumns: 'minmax(100px, 34%) minmax(0, 1fr)', margin: 0, padding: `${vars.space.sm} ${vars.space.lg}` });
export const key = style({ padding: `${vars.space.sm} 0`, color: vars.color.textMuted, borderBottom: '1px dashed #f0f1f4' });
export const value = style({ margin: 0, padding: `${vars.space.sm} 0`, borderBottom: '1px dashed #f0f1f4', wordBreak: 'break-word' });
