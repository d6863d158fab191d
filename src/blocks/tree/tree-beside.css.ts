import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

/** The tree beside the list; on narrow screens above it, a few rows high. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { '(max-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const treePanel = style({
  position: 'sticky',
  // Sticky makes the panel a stacking context, which its node menu cannot leave: above the list, the menu is too.
  zIndex: 1,
  top: vars.space.md,
  height: 'calc(100vh - 160px)',
  minHeight: '240px',
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)',
  '@media': { '(max-width: 768px)': { position: 'static', height: '220px', minHeight: 0 } },
});
