import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

// Apart from the toasts' rules (feedback.css): they load with the dialog, on its first message.

export const dialog = style({
  border: 0,
  borderRadius: vars.radius.md,
  padding: vars.space.xl,
  width: 'min(420px, calc(100vw - 32px))',
  boxShadow: vars.shadow.popup,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: 'rgba(0, 0, 0, 0.45)' } },
});

export const dialogTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: '16px', fontWeight: 600 });

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', marginTop: vars.space.xl });
