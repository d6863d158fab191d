import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme/tokens.css';

/** The shared look of buttons, inputs, tags and states, used by every block. */
const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  height: '32px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary, color: vars.color.primaryText },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const button = styleVariants({
  default: [buttonBase],
  primary: [
    buttonBase,
    {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: '#fff',
      selectors: {
        '&:hover:not(:disabled)': { color: '#fff', filter: 'brightness(1.06)' },
        '&:disabled': { background: vars.color.primaryDisabled, borderColor: vars.color.primaryDisabled, opacity: 1 },
      },
    },
  ],
  danger: [
    buttonBase,
    { background: vars.color.danger, borderColor: vars.color.danger, color: '#fff', selectors: { '&:hover:not(:disabled)': { color: '#fff', filter: 'brightness(1.06)' } } },
  ],
  text: [
    buttonBase,
    {
      border: 0,
      background: 'transparent',
      color: vars.color.link,
      padding: `0 ${vars.space.xs}`,
      height: '24px',
      selectors: { '&:hover:not(:disabled)': { color: vars.color.primaryText, textDecoration: 'underline' } },
    },
  ],
  icon: [buttonBase, { width: '32px', padding: 0 }],
});

export const small = style({ height: '26px', padding: `0 ${vars.space.sm}`, fontSize: vars.font.sizeSmall });

export const input = style({
  height: '32px',
  width: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:hover': { borderColor: '#c0c4cc' },
    '&:focus': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.hover, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const checkbox = style({ width: '15px', height: '15px', margin: 0, accentColor: vars.color.primary, cursor: 'pointer' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.7s linear infinite`,
});

const shimmer = keyframes({ '0%': { backgroundPosition: '100% 0' }, '100%': { backgroundPosition: '0 0' } });
export const skeleton = style({
  display: 'block',
  height: '12px',
  borderRadius: vars.radius.sm,
  background: 'linear-gradient(90deg, #eef0f3 25%, #f7f8fa 37%, #eef0f3 63%)',
  backgroundSize: '400% 100%',
  animation: `${shimmer} 1.4s ease infinite`,
});

const tagBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  maxWidth: '100%',
  height: '22px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: '1px solid',
  fontSize: vars.font.sizeSmall,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** The tag styles: tags cycle through the first four; danger marks a failure. */
export const tag = styleVariants({
  primary: [tagBase, { color: '#0b735e', background: '#e8f7f4', borderColor: '#bfe8df' }],
  success: [tagBase, { color: '#1f6fa8', background: '#e9f4fb', borderColor: '#bddcf1' }],
  info: [tagBase, { color: '#606266', background: '#f4f4f5', borderColor: '#e0e0e3' }],
  warning: [tagBase, { color: '#9a5b13', background: '#fdf4e7', borderColor: '#f7dcb4' }],
  danger: [tagBase, { color: '#b42318', background: '#fef0ef', borderColor: '#f8cdc9' }],
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const errorText = style({ color: vars.color.danger, fontSize: vars.font.sizeSmall });
export const muted = style({ color: vars.color.textMuted });

/** A small red count on a corner of an icon button; the user of it says which corner. */
export const countBadge = style({
  position: 'absolute',
  minWidth: '18px',
  height: '18px',
  padding: '0 5px',
  borderRadius: '9px',
  background: vars.color.danger,
  color: '#fff',
  fontSize: '11px',
  fontWeight: 600,
  lineHeight: '18px',
  textAlign: 'center',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)',
  padding: vars.space.lg,
});

export const popover = style({
  zIndex: 2000,
  minWidth: '160px',
  maxHeight: 'min(360px, var(--popover-available-height, 360px))',
  overflow: 'auto',
  padding: `${vars.space.xs} 0`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popup,
  color: vars.color.text,
  outline: 'none',
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-active-item], &:hover': { background: vars.color.hover, color: vars.color.primaryText },
    '&[aria-disabled="true"]': { color: '#a8abb2', cursor: 'not-allowed', background: 'transparent' },
  },
});

/** The line between groups of a menu's items. */
export const menuSeparator = style({ height: '1px', margin: `${vars.space.xs} 0`, background: vars.color.border });

/** A link in running text or a table cell: the theme's link colour, underlined on hover. */
export const textLink = style({ color: vars.color.link, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
