import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

const TOP_BAR_HEIGHT = '50px';

/**
 * The page's whole height when the console is the page; embedded, the
 * element's: a height the page gives it is filled, and the pages scroll inside
 * it, while without one the console is as tall as its content.
 */
export const frame = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&[data-page]': { height: 'auto', minHeight: '100vh' } },
});

export const body = style({ flex: 1, display: 'flex', minHeight: 0 });

export const column = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  selectors: { [`${frame}:not([data-page]) &`]: { overflowY: 'auto' } },
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: { '&:focus': { outline: 'none' } },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-40px',
  zIndex: 3000,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.popup,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const overlay = style({
  position: 'fixed',
  inset: `${TOP_BAR_HEIGHT} 0 0 0`,
  zIndex: 900,
  background: 'rgba(0, 0, 0, 0.35)',
  border: 0,
  padding: 0,
  cursor: 'default',
});

export const screens = style({ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 });

export const screen = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  gap: vars.space.lg,
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { 'screen and (max-width: 991px)': { padding: vars.space.md, gap: vars.space.md } },
});
