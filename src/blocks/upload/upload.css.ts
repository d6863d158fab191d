import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const drop = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '150px',
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.subtle,
  color: vars.color.textMuted,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-within, &[data-dragging]': { borderColor: vars.color.primary, color: vars.color.text },
  },
});

export const dropIcon = style({ width: '32px', height: '32px', color: vars.color.primaryText });
/** The native input stays focusable (keyboard, screen readers) while its label is what shows. */
export const fileInput = style({ position: 'absolute', width: '1px', height: '1px', opacity: 0 });
export const body = style({ display: 'grid', gap: vars.space.md });
/** Empty until a file is chosen, and then takes no room: it stays in the page so that what it says is announced. */
export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  overflowWrap: 'anywhere',
  selectors: { '&:not(:empty)': { marginTop: vars.space.sm } },
});
export const picker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
/** A label drawn as a button must show the focus of the input inside it. */
export const pickerButton = style({ position: 'relative', selectors: { '&:focus-within': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' } } });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const tree = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.subtle,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSmall,
  lineHeight: 1.4,
  overflowX: 'auto',
});
