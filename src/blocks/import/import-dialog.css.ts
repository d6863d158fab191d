import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const section = style({ display: 'grid', gap: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const rowLabel = style({ minWidth: '96px', color: vars.color.label });

export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, fontVariantNumeric: 'tabular-nums' });
export const progressWrap = style({ flex: '1 1 200px' });

/** The import's progress bar. */
export const progress = style({ height: '6px', borderRadius: '3px', background: vars.color.divider, overflow: 'hidden' });
export const progressBar = style({ height: '100%', background: vars.color.primary, transition: 'width 0.2s' });
