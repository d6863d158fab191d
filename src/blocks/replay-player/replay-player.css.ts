import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

/** The player beside its time line; the time line goes under it where the element's box is narrow. */
export const layout = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.md, width: '100%', minWidth: 0 });

export const stage = style({
  flex: '999 1 420px',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  minWidth: 0,
  selectors: { '&:fullscreen': { padding: vars.space.md, background: vars.color.surface, gridTemplateRows: 'minmax(0, 1fr) auto' } },
});

/** The recording scales to fit: a 100-column terminal or a 1024×768 desktop in a narrow column as on a wide screen. */
export const screen = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  aspectRatio: '16 / 10',
  maxHeight: '62vh',
  minHeight: '180px',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: '#121314',
  selectors: {
    [`${stage}:fullscreen &`]: { height: '100%', maxHeight: 'none', aspectRatio: 'auto' },
    '&[hidden]': { display: 'none' },
    // asciinema sizes its terminal to the box it is in: a block, not a centred grid item.
    '&[data-kind="terminal"]': { display: 'block' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const time = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const seek = style({ position: 'relative', flex: '1 1 200px', display: 'flex', alignItems: 'center', minWidth: '140px' });

export const range = style({ width: '100%', margin: 0, accentColor: vars.color.primary, cursor: 'pointer' });

/** A risky command's place on the seek bar. */
export const mark = style({
  position: 'absolute',
  top: '-4px',
  width: '3px',
  height: '6px',
  marginLeft: '-1px',
  borderRadius: '1px',
  pointerEvents: 'none',
});

export const markTone = styleVariants({
  warning: { background: vars.color.warning },
  danger: { background: vars.color.danger },
});

export const option = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' });

export const select = style({
  height: '26px',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const timeline = style({
  flex: '1 1 220px',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  maxHeight: 'min(600px, 70vh)',
  overflowY: 'auto',
  minWidth: 0,
});

export const timelineTitle = style({ margin: 0, fontSize: vars.font.size, fontWeight: 600 });

export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' });

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.hover },
    '&[aria-current="true"]': { background: vars.color.selected, borderColor: vars.color.primary },
  },
});

export const entryText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' });

const badge = style({ padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm, fontSize: vars.font.sizeSmall, whiteSpace: 'nowrap', border: '1px solid' });

const tone = (accent: string) => ({
  color: `color-mix(in srgb, ${accent} 45%, ${vars.color.text})`,
  background: `color-mix(in srgb, ${accent} 12%, transparent)`,
  borderColor: `color-mix(in srgb, ${accent} 40%, transparent)`,
});

export const risk = styleVariants({
  accept: [badge, tone(vars.color.success)],
  warning: [badge, tone(vars.color.warning)],
  danger: [badge, tone(vars.color.danger)],
  transfer: [badge, tone(vars.color.info)],
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
