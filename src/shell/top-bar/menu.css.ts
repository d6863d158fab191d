import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

/** Drop-down menus of the frame (view switcher, organizations, help, account, tabs). */
export const menu = style({
  zIndex: 1200,
  minWidth: '180px',
  maxWidth: 'min(320px, calc(100vw - 16px))',
  maxHeight: 'min(420px, var(--popover-available-height, 420px))',
  overflowY: 'auto',
  padding: `${vars.space.xs} 0`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.popup,
  fontSize: vars.font.size,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `7px ${vars.space.lg}`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-active-item], &:hover': { background: vars.color.hover, color: vars.color.primaryText },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed', background: 'transparent' },
    '&[aria-checked="true"], &[aria-current="true"]': { color: vars.color.primaryText, fontWeight: 600 },
  },
});

export const itemText = style({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' });

export const itemMuted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const heading = style({
  padding: `6px ${vars.space.lg} 2px`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
});

export const profileHeader = style({
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.sm}`,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const profileName = style({ fontWeight: 600 });
