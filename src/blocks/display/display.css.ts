import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const yes = style({ color: vars.color.primaryText });
export const no = style({ color: vars.color.danger });
export const tags = style({ display: 'inline-flex', gap: vars.space.xs, flexWrap: 'nowrap', maxWidth: '100%', overflow: 'hidden' });
export const ellipsis = style({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' });
