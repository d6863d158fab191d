import { style, styleVariants } from '@vanilla-extract/css';
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
