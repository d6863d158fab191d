import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
