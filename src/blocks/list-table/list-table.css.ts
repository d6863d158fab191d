import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';
import { textLink } from '../controls/controls.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)',
  minWidth: 0,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const toolbarLeft = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginRight: 'auto' });
export const toolbarRight = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'flex-end', flex: '1 1 auto' });

export const scroller = style({ overflowX: 'auto', border: `1px solid ${vars.color.divider}`, borderRadius: vars.radius.sm, position: 'relative', containerType: 'inline-size' });

// A step under the body size, so that the page's --jms-font-size resizes the rows too.
const tableFontSize = `calc(${vars.font.size} - 1px)`;
export const table = style({ width: '100%', borderCollapse: 'separate', borderSpacing: 0, tableLayout: 'fixed', fontSize: tableFontSize });

export const headerCell = style({
  position: 'relative',
  height: '38px',
  padding: `0 ${vars.space.md}`,
  background: vars.color.subtle,
  borderBottom: `1px solid ${vars.color.divider}`,
  color: vars.color.label,
  fontWeight: 600,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  maxWidth: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.primaryText } },
});

/** A column's filter button, beside its label; coloured while the list is filtered on it. */
export const headerFilter = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginLeft: '4px',
  padding: '2px',
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.primaryText } },
});

export const sortMark = style({ width: '12px', height: '12px', color: vars.color.textMuted, opacity: 0.35 });
export const sortActive = style({ opacity: 1, color: vars.color.primaryText });

export const resizer = style({
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  width: '7px',
  cursor: 'col-resize',
  borderRight: '2px solid transparent',
  selectors: { '&:hover, &:focus-visible': { borderRightColor: vars.color.primary, outline: 'none' } },
});

export const cell = style({
  height: '37px',
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const checkCell = style({ width: '44px', textAlign: 'center', paddingLeft: vars.space.sm, paddingRight: vars.space.sm });

export const row = style({});
globalStyle(`${row}:hover > td`, { background: vars.color.hover });

const flash = keyframes({ '0%': { background: '#fdf6e3' }, '100%': { background: 'transparent' } });
export const highlighted = style({});
globalStyle(`${highlighted} > td`, { animation: `${flash} 3s ease-out`, background: '#fffbea' });
export const selectedRow = style({});
globalStyle(`${selectedRow} > td`, { background: vars.color.selected });

export const actionsCell = style({ overflow: 'visible' });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const treeToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  marginRight: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  verticalAlign: 'middle',
});
export const treeSpacer = style({ display: 'inline-block', width: '24px' });
/** An expanded row's detail: set off from the rows around it. */
export const detailRow = style({ background: vars.color.background });

export const no = style({ color: vars.color.danger });
export const emptyIcon = style({ color: vars.color.textMuted });
export const link = textLink;
export const linkButton = style([
  link,
  { maxWidth: '100%', padding: 0, border: 0, background: 'transparent', font: 'inherit', textAlign: 'left', cursor: 'pointer', overflowWrap: 'anywhere' },
]);

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.xs, fontSize: tableFontSize });
export const pagerButton = style({
  minWidth: '30px',
  height: '28px',
  padding: '0 6px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: '#f4f4f5',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primary, color: '#fff' },
    '&:hover:not([aria-current="page"]):not(:disabled)': { color: vars.color.primaryText },
    '&:disabled': { cursor: 'not-allowed', color: '#c0c4cc' },
  },
});
export const pagerSize = style({ width: 'auto', height: '28px', padding: '0 4px' });

export const emptyCell = style({ padding: 0 });
// "No data" and errors stay in view when a table wider than its column scrolls sideways.
export const emptyView = style({ position: 'sticky', left: 0, width: '100cqi' });
export const skeletonCell = style({ height: '37px', padding: `0 ${vars.space.md}`, borderBottom: `1px solid ${vars.color.divider}` });

export const pickerList = style({ display: 'grid', gap: '2px', padding: vars.space.xs, minWidth: '200px' });
export const pickerItem = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: `4px ${vars.space.sm}`,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { background: vars.color.hover } },
});
