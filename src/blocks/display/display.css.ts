import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const yes = style({ color: vars.color.primaryText });
export const no = style({ color: vars.color.danger });
export const tags = style({ display: 'inline-flex', gap: vars.space.xs, flexWrap: 'nowrap', maxWidth: '100%', overflow: 'hidden' });
// Whole tags, as many as fit: the rest is cut at the cell's edge (the cell's title lists them all).
globalStyle(`${tags} > *`, { flexShrink: 0 });
export const ellipsis = style({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' });
