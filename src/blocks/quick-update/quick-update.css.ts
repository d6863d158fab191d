import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const lines = style({ margin: 0, padding: `${vars.space.xs} ${vars.space.lg}` });
export const line = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '40px',
  borderBottom: '1px dashed #f0f1f4',
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
export const title = style({ color: vars.color.textMuted });
export const control = style({ margin: 0, display: 'flex', alignItems: 'center' });
export const select = style({ minWidth: '200px', maxWidth: '60%', flex: 1 });
