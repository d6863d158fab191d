import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const detail = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
