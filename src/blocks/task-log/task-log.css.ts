import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const wrapper = style({ display: 'grid', gap: vars.space.sm, padding: `${vars.space.md} ${vars.space.lg}` });
export const status = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
/** A terminal's look: light text on a dark ground, monospace, lines kept. */
export const log = style({
  margin: 0,
  minHeight: '160px',
  maxHeight: '420px',
  overflow: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: '#1e1e1e',
  color: '#e6e6e6',
  font: `12px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace`,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

/** A task runner's buttons and the cards a screen puts under them, one above the other. */
export const runner = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
