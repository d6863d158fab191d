import { style } from '@vanilla-extract/css';
import { countBadge } from '../../blocks/controls/controls.css';
import { vars } from '../../blocks/theme/tokens.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '50px',
  padding: `0 ${vars.space.md} 0 ${vars.space.xs}`,
  background: vars.color.primary,
  color: '#fff',
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.12)',
});

export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
export const spacer = style({ flex: 1 });

/** A round button on the coloured bar: icon only, or icon and text. */
export const barButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6px',
  minWidth: '36px',
  height: '36px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: 'rgba(0, 0, 0, 0.2)' },
    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: '-2px' },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6, background: 'transparent' },
  },
});

export const barLabel = style({
  maxWidth: '160px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { 'screen and (max-width: 991px)': { display: 'none' } },
});

export const desktopOnly = style({ '@media': { 'screen and (max-width: 991px)': { display: 'none' } } });

/** Drop-down arrows make room on narrow screens. */
export const chevron = style({ '@media': { 'screen and (max-width: 600px)': { display: 'none' } } });

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '36px',
  padding: `0 ${vars.space.sm}`,
  marginRight: vars.space.sm,
  flex: 'none',
  borderRadius: vars.radius.md,
  color: '#fff',
  fontSize: '17px',
  fontWeight: 600,
  letterSpacing: '0.2px',
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: '2px solid #fff', outlineOffset: '-2px' } },
});

export const logoImage = style({
  height: '26px',
  maxWidth: '190px',
  objectFit: 'contain',
  objectPosition: 'left center',
  '@media': { 'screen and (max-width: 600px)': { maxWidth: '96px' } },
});

export const logoMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '7px',
  background: 'rgba(0, 0, 0, 0.2)',
  fontSize: '15px',
  fontWeight: 700,
});

export const logoText = style({ '@media': { 'screen and (max-width: 600px)': { display: 'none' } } });

export const badge = style([countBadge, { top: '1px', right: '-2px' }]);

export const avatar = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  background: 'rgba(0, 0, 0, 0.22)',
  fontWeight: 600,
  fontSize: '13px',
  textTransform: 'uppercase',
});


