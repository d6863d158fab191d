import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: '1px solid',
  fontSize: vars.font.size,
  lineHeight: 1.4,
});

export const banner = styleVariants({
  info: [base, { background: '#f0f9eb', borderColor: '#c2e7b0', color: '#2f6b1f', alignItems: 'flex-start' }],
  warning: [base, { background: '#fdf6ec', borderColor: '#f5dab1', color: '#8a5a1c' }],
  danger: [base, { background: '#fef0f0', borderColor: '#fbc4c4', color: '#a8323e' }],
});

export const icon = style({ flex: 'none' });
export const text = style({ flex: 1 });

export const action = style({
  flex: 'none',
  color: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

/** The close button: the icon alone, as large a target as the text line. */
export const dismiss = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  minHeight: 24,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
});

/** An announcement's Markdown, spaced as a line of the banner. */
export const markdown = style({ wordBreak: 'break-word', overflowWrap: 'anywhere' });
globalStyle(`${markdown} > :first-child`, { marginTop: 0 });
globalStyle(`${markdown} > :last-child`, { marginBottom: 0 });
globalStyle(`${markdown} a`, { color: 'inherit', textDecoration: 'underline' });
