import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const form = style({ display: 'grid', gap: vars.space.sm });
export const row = style({ display: 'grid', gap: vars.space.xs });
export const secretRow = style({ display: 'flex', gap: vars.space.sm });
