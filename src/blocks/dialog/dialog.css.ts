import { style } from '@vanilla-extract/css';
import { DIALOG_MOBILE_WIDTH, DIALOG_TOP, DIALOG_WIDTH, MOBILE_BREAKPOINT_PX } from '../../core/constants';
import { vars } from '../theme/tokens.css';

export const dialog = style({
  width: `var(--jms-dialog-width, ${DIALOG_WIDTH})`,
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: `calc(100vh - 2 * ${DIALOG_TOP})`,
  margin: `${DIALOG_TOP} auto 0`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popup,
  color: vars.color.text,
  background: vars.color.surface,
  flexDirection: 'column',
  selectors: {
    '&[open]': { display: 'flex' },
    '&::backdrop': { background: 'rgba(0, 0, 0, 0.45)' },
    '&[data-contained]': { maxWidth: 'calc(100% - 16px)', maxHeight: `calc(100% - 2 * ${DIALOG_TOP})` },
  },
  '@media': { [`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`]: { width: DIALOG_MOBILE_WIDTH } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const title = style({ margin: 0, marginRight: 'auto', fontSize: '16px', fontWeight: 600 });

export const body = style({ padding: vars.space.lg, overflow: 'auto', flex: 1, minHeight: 0 });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.divider}`,
});
