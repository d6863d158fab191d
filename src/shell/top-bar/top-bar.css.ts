import { style } from '@vanilla-extract/css';
import { countBadge } from '../../blocks/controls/controls.css';
import { vars } from '../../blocks/theme/tokens.css';

/** A phone's width. */
const NARROW = 'screen and (max-width: 600px)';

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
  // A phone's width holds every button once each takes a little less room.
  '@media': { [NARROW]: { gap: '2px', paddingRight: vars.space.xs } },
});

export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, '@media': { [NARROW]: { gap: '2px' } } });
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
  '@media': { [NARROW]: { minWidth: '32px', padding: '0 4px' } },
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
export const chevron = style({ '@media': { [NARROW]: { display: 'none' } } });

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '36px',
  padding: `0 ${vars.space.sm}`,
  marginRight: vars.space.sm,
  flex: 'none',
  '@media': { [NARROW]: { marginRight: 0, padding: '0 4px' } },
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
  '@media': { [NARROW]: { maxWidth: '72px' } },
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

export const logoText = style({ '@media': { [NARROW]: { display: 'none' } } });

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
