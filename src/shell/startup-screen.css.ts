import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../blocks/theme/tokens.css';

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

export const page = style({
  minHeight: '480px',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  selectors: { '&[data-page]': { minHeight: '100vh' } },
});
export const bar = style({ height: '50px', background: vars.color.primary });
export const body = style({ flex: 1, display: 'flex' });
export const side = style({
  width: '210px',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 991px)': { display: 'none' } },
});
export const content = style({ flex: 1, padding: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const line = style({
  display: 'block',
  height: '12px',
  borderRadius: vars.radius.sm,
  background: '#e4e7ed',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  selectors: { '&:nth-child(3n)': { width: '70%' }, '&:nth-child(3n+2)': { width: '85%' } },
});
export const title = style([line, { width: '220px', height: '20px' }]);
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)',
});
export const hidden = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
