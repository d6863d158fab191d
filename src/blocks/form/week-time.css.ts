import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const wrapper = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
// A narrow screen scrolls the week sideways; its half hours stay wide enough to hit.
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });
export const grid = style({ borderCollapse: 'collapse', tableLayout: 'fixed', width: '100%', minWidth: '520px', userSelect: 'none', fontSize: vars.font.sizeSmall });
export const corner = style({ width: '44px' });
export const hour = style({ padding: '2px 0', fontWeight: 400, color: vars.color.textMuted, textAlign: 'left', borderLeft: `1px solid ${vars.color.divider}`, paddingLeft: '2px' });
export const day = style({ padding: `0 ${vars.space.sm} 0 0`, fontWeight: 400, color: vars.color.label, textAlign: 'right', whiteSpace: 'nowrap' });
export const slot = style({
  height: '24px',
  padding: 0,
  background: vars.color.subtle,
  borderLeft: `1px solid ${vars.color.divider}`,
  borderTop: `1px solid ${vars.color.divider}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  cursor: 'pointer',
  // A drag paints the week instead of scrolling the page.
  touchAction: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});
/** The second half of an hour: a lighter line inside the hour. */
export const halfHour = style({ borderLeftStyle: 'dotted' });
export const chosen = style({ background: vars.color.primary });
export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const summary = style({ color: vars.color.text, fontSize: vars.font.sizeSmall, minWidth: 0 });
export const actions = style({ display: 'inline-flex', gap: vars.space.xs });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
