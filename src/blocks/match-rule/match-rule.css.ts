import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const rule = style({ display: 'grid', gap: vars.space.sm });

/** Level with the inputs, below their small labels. */
export const remove = style({ alignSelf: 'flex-end', marginBottom: '4px' });
