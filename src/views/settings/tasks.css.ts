import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { '&::before': { content: '""', width: '8px', height: '8px', borderRadius: '50%', background: 'currentColor' } },
});

/** A task's health as CeleryTask.state says it: text in its colour, readable on white. */
export const state = styleVariants({
  green: [dot, { color: vars.color.primaryText }],
  yellow: [dot, { color: '#9a5b00' }],
  red: [dot, { color: '#c0392b' }],
});

/** The task's dotted name under what it is called. */
export const taskName = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.sizeSmall, overflow: 'hidden', textOverflow: 'ellipsis' });
