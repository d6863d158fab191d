import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const grow = style({ flex: '1 1 320px', minWidth: 0 });
export const workspace = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(160px, 220px) minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.lg,
  '@media': { '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const files = style({ display: 'grid', alignContent: 'start', gap: vars.space.md });
export const fileList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' });
export const folder = style({ flex: '1 1 auto', minWidth: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });
export const file = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.hover }, '&[aria-current="true"]': { background: vars.color.selected, color: vars.color.primaryText, fontWeight: 500 } },
});
export const editorPane = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const editorLabel = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
export const editor = style({
  minHeight: '320px',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '13px',
  lineHeight: 1.5,
  whiteSpace: 'pre',
  resize: 'vertical',
});
export const fileRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
export const fileActions = style({ display: 'inline-flex', gap: '2px', marginInlineStart: 'auto', flexShrink: 0 });
export const renameForm = style({ display: 'grid', gap: vars.space.sm });

/** A short list inside a popover: lines without bullets, padded like its menu items. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: `${vars.space.xs} ${vars.space.md}`, display: 'grid', gap: vars.space.xs, whiteSpace: 'nowrap' });
