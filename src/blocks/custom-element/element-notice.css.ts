import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

/** Centred in the element; the whole viewport when the element is the page. */
export const notice = style({
  height: '100%',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.color.background,
  selectors: { '&[data-page]': { minHeight: '100vh' } },
});

export const card = style({
  width: 'min(440px, 100%)',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.xl,
  textAlign: 'center',
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.08)',
});

export const icon = styleVariants({ warning: { color: vars.color.warning }, info: { color: vars.color.info } });
export const title = style({ fontSize: '18px', fontWeight: 600, margin: `${vars.space.md} 0 ${vars.space.sm}` });
export const text = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.xl}`, overflowWrap: 'anywhere' });

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  // The theme color darkened enough for white text to read (4.5:1 on the default green).
  background: `color-mix(in srgb, ${vars.color.primary} 70%, black)`,
  color: '#fff',
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
});

/** The one-line form, where a small element (the bell) stands in a bar. */
export const inline = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '36px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: '18px',
  color: 'inherit',
  textDecoration: 'none',
  border: `1px dashed currentColor`,
  ':hover': { background: 'rgba(127, 127, 127, 0.15)' },
});
