import { style } from '@vanilla-extract/css';
import { popover } from '../controls/controls.css';
import { vars } from '../theme/tokens.css';

export const ROW_HEIGHT = 28;

export const tree = style({
  minHeight: `${ROW_HEIGHT * 4}px`,
  fontSize: '13px',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` } },
});

export const row = style({
  left: 0,
  right: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingRight: vars.space.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.hover },
    // The shared selection colour, which keeps the text readable in every theme (a mix of the primary was too dark for it).
    '&[aria-selected=true]': { background: vars.color.selected, color: vars.color.primaryText },
  },
});

/** The row the keyboard is on, while the tree has focus. */
export const active = style({
  selectors: { [`${tree}:focus-visible &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

/** The row a drop would land on, while something it takes is dragged over it. */
export const dropTarget = style({
  background: vars.color.hover,
  outline: `2px dashed ${vars.color.primary}`,
  outlineOffset: '-2px',
});

/** The row being dragged. */
export const dragged = style({ opacity: 0.5 });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  flex: 'none',
  color: vars.color.textMuted,
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const count = style({ color: vars.color.textMuted });

export const note = style({ color: vars.color.textMuted, fontStyle: 'italic' });

/** A tree under its search box and refresh button, taking the height left. */
export const withBar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, height: '100%', minHeight: 0 });

export const bar = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', flex: 'none' });

export const fill = style({ flex: 1, minHeight: 0 });

/**
 * A context menu as wide as its longest entry, wherever it opens, and as tall
 * as the window allows less the popup's 8 px margins: a node's dozen entries
 * are more than a popover's usual 360 px, and a scroll would hide the last.
 */
export const menu = style({ whiteSpace: 'nowrap', selectors: { [`${popover}&`]: { maxHeight: 'calc(100vh - 16px)' } } });
