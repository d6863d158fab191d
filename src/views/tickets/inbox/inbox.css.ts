import { style } from '@vanilla-extract/css';
import { vars } from '../../../blocks/theme/tokens.css';

// One column that may shrink below its content: a wide table scrolls inside its card, not the portal's column.
export const inbox = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
});
export const sheetTitle = style({ display: 'grid', gap: '2px', marginRight: 'auto', minWidth: 0 });
// A long title wraps in a narrow column rather than being cut.
export const title = style({ whiteSpace: 'normal', overflowWrap: 'anywhere' });
export const serial = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, fontVariantNumeric: 'tabular-nums' });
