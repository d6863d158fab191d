import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme/tokens.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '980px',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.xl,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)',
});

export const group = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.md, minWidth: 0 });
export const groupTitle = style({
  padding: `0 0 ${vars.space.sm}`,
  marginBottom: vars.space.xs,
  width: '100%',
  borderBottom: `1px solid ${vars.color.divider}`,
  fontWeight: 600,
  fontSize: '15px',
});

export const field = style({
  display: 'grid',
  gridTemplateColumns: '180px minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  alignItems: 'start',
  '@media': { '(max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const label = style({ paddingTop: '6px', textAlign: 'right', color: vars.color.label, '@media': { '(max-width: 767px)': { textAlign: 'left', paddingTop: 0 } } });
export const requiredMark = style({ color: vars.color.danger, marginRight: '2px' });
export const control = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const help = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const generalError = style({ padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.sm, background: '#fef0f0', color: '#a8323e' });

export const actions = style({ display: 'flex', gap: vars.space.sm, paddingLeft: `calc(180px + ${vars.space.lg})`, '@media': { '(max-width: 767px)': { paddingLeft: 0 } } });

export const switchLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minHeight: '32px', cursor: 'pointer' });

export const tagBox = style({
  selectors: { '&:focus-within': focusRing },
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  height: 'auto',
  minHeight: '32px',
  padding: `3px ${vars.space.sm}`,
});
export const tagRemove = style({ display: 'inline-flex', border: 0, padding: '0 2px', background: 'transparent', color: 'inherit', cursor: 'pointer', fontSize: '11px' });
export const bareInput = style({ flex: 1, minWidth: '100px', height: '24px', border: 0, outline: 'none', background: 'transparent', font: 'inherit', color: vars.color.text });

export const state = style({ padding: vars.space.xl, color: vars.color.textMuted });

// A mapping's two columns (key-value widget).
export const keyValue = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const keyValueTable = style({ borderCollapse: 'collapse', width: '100%' });
export const keyValueHead = style({
  padding: `0 ${vars.space.sm} ${vars.space.xs} 0`,
  textAlign: 'left',
  verticalAlign: 'bottom',
  fontWeight: 500,
  fontSize: vars.font.sizeSmall,
  color: vars.color.label,
});
export const keyValueCell = style({ padding: `0 ${vars.space.sm} ${vars.space.xs} 0`, verticalAlign: 'middle', selectors: { '&:last-child': { width: '1%', paddingRight: 0 } } });

// A nested object as a sub-form (an announcement, an ACL's rules): its sub-fields a line each, set in from the form.
export const nested = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, border: `1px solid ${vars.color.divider}`, borderRadius: vars.radius.sm, minWidth: 0 });
export const nestedRow = style({
  display: 'grid',
  gridTemplateColumns: '120px minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  alignItems: 'start',
  '@media': { '(max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const nestedLabel = style({ paddingTop: '6px', color: vars.color.label, '@media': { '(max-width: 767px)': { paddingTop: 0 } } });
export const nestedTableScroller = style({ overflowX: 'auto', maxWidth: '100%' });
// On a narrow screen the table scrolls sideways rather than squeezing its inputs.
globalStyle(`${nestedTableScroller} input:not([type=checkbox]), ${nestedTableScroller} select`, { minWidth: '88px' });
