import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';
import { frame } from '../frame/frame.css';

export const sidebar = style({
  position: 'sticky',
  top: '50px',
  alignSelf: 'flex-start',
  flex: 'none',
  width: '210px',
  height: 'calc(100vh - 50px)',
  overflowY: 'auto',
  overflowX: 'hidden',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  padding: `${vars.space.sm} 0 ${vars.space.xl}`,
  transition: 'width 0.2s ease',
  selectors: {
    '&[data-collapsed]': { width: '56px' },
  },
  '@media': {
    // Embedded, the pages scroll inside the console: the menu runs its height beside them.
    'screen and (min-width: 992px)': {
      selectors: { [`${frame}:not([data-page]) &`]: { position: 'static', alignSelf: 'stretch', height: 'auto' } },
    },
    'screen and (max-width: 991px)': {
      position: 'fixed',
      left: 0,
      top: '50px',
      zIndex: 950,
      width: '240px',
      boxShadow: vars.shadow.popup,
    },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

const itemBase = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.hover, color: vars.color.primaryText },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const item = style([
  itemBase,
  {
    selectors: {
      '&[aria-current="page"]': { background: vars.color.selected, color: vars.color.primaryText, fontWeight: 600 },
      '&[aria-current="page"]::before': {
        content: '""',
        position: 'absolute',
        left: 0,
        top: '6px',
        bottom: '6px',
        width: '3px',
        borderRadius: '0 2px 2px 0',
        background: vars.color.primary,
      },
    },
  },
]);

export const subItem = style([item, { paddingLeft: '44px', minHeight: '36px' }]);

export const groupButton = style([itemBase, { selectors: { '&[data-has-active]': { color: vars.color.primaryText } } }]);

export const itemText = style({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' });

export const chevron = style({
  color: vars.color.textMuted,
  transition: 'transform 0.15s ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const railItem = style([item, { justifyContent: 'center', padding: 0 }]);
export const railGroup = style([groupButton, { justifyContent: 'center', padding: 0 }]);

export const flyout = style({ minWidth: '190px' });

/** The first visit's hint, at the top of the open menu, pointing up at the view switcher in the bar. */
export const tip = style({
  position: 'relative',
  margin: `${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  // The inverse of the page, in either palette.
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.font.sizeSmall,
  lineHeight: 1.5,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      bottom: '100%',
      right: vars.space.md,
      border: '6px solid transparent',
      borderBottomColor: vars.color.text,
    },
  },
});

export const tipAction = style({
  display: 'block',
  marginTop: vars.space.sm,
  marginLeft: 'auto',
  border: 0,
  borderRadius: vars.radius.sm,
  padding: `2px ${vars.space.sm}`,
  background: vars.color.primary,
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
});
