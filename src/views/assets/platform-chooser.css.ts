import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const group = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.md });
export const type = style({ margin: 0, fontSize: vars.font.sizeSmall, fontWeight: 600, color: vars.color.textMuted });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
