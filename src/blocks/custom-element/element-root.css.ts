import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

/**
 * Everything an element shows sits in this box, which takes nothing from the
 * page: `all: initial` cuts every inherited property (font, color, line
 * height, letter spacing, text transform, visibility…) that the page set on
 * the element or its ancestors, then the element's own are set from the
 * `--jms-*` properties, which are the page's to change. It has no box of its
 * own (`display: contents`), so the element's size is its content's.
 */
export const root = style({
  all: 'initial',
  display: 'contents',
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: 1.5,
  color: vars.color.text,
  colorScheme: 'light',
  textAlign: 'start',
  // What the page passes down on purpose stays: a hidden tab hides the element too.
  visibility: 'inherit',
  pointerEvents: 'inherit',
  selectors: { ':host([theme=dark]) &': { colorScheme: 'dark' } },
});

// Form controls take the element's font rather than the browser's 13 px default.
globalStyle(`${root} :where(button, input, select, textarea, optgroup)`, { font: 'inherit', letterSpacing: 'inherit' });

// Contained dialogs and drawers: positioned against the element itself (`:host` is `position: relative`), not a box of a screen.
export const overlayLayer = style({ display: 'contents' });
