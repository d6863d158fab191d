import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const message = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start', wordBreak: 'break-word' });
export const icon = style({ color: vars.color.warning, width: '22px', height: '22px' });
