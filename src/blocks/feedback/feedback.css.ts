import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const toasts = style({
  position: 'fixed',
  top: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 3000,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(480px, calc(100vw - 32px))',
  pointerEvents: 'none',
  // An embedded element's toasts show in its own box, not over the portal (`::part(toasts) { position: fixed }` puts them back over the page).
  selectors: { ':host(:not([page])) &': { position: 'absolute', width: 'min(480px, calc(100% - 32px))' } },
});

const toastBase = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  background: vars.color.surface,
  boxShadow: vars.shadow.popup,
  wordBreak: 'break-word',
});

export const toast = styleVariants({
  error: [toastBase, { borderColor: vars.color.danger, color: '#a8323e', background: '#fef0f0' }],
  warning: [toastBase, { borderColor: vars.color.warning, color: '#8a5a1c', background: '#fdf6ec' }],
  success: [toastBase, { borderColor: vars.color.primary, color: '#11705d', background: '#f0f9eb' }],
  info: [toastBase, { borderColor: vars.color.info, color: '#1a5f8e', background: '#f4f4f5' }],
});

export const toastText = style({ flex: 1 });

export const iconButton = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  font: 'inherit',
  lineHeight: 1,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
});
