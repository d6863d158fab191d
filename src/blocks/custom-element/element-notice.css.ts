import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

/** The element's whole box (the whole viewport when the element is the page), the card in it. */
export const notice = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.lg,
  background: vars.color.background,
  selectors: { '&[data-page]': { minHeight: '100vh' } },
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
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  ':hover': { background: 'rgba(127, 127, 127, 0.15)' },
});

/** The prompt's text above the form, in the bell's dialog. */
export const dialogText = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

/** The sign-in form in place (token-sign-in.tsx): one column of labelled fields under the prompt. */
export const form = style({ display: 'grid', gap: vars.space.md, width: 'min(100%, 320px)', textAlign: 'start' });
export const field = style({ display: 'grid', gap: vars.space.xs, color: vars.color.label });
