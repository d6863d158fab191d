import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const trigger = style({ maxWidth: '100%' });
export const summary = style({ fontVariantNumeric: 'tabular-nums', fontSize: vars.font.sizeSmall });
export const panel = style({ display: 'flex', gap: vars.space.md, padding: vars.space.sm });
export const shortcuts = style({ display: 'flex', flexDirection: 'column', minWidth: '140px', borderRight: `1px solid ${vars.color.divider}` });
export const inputs = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: '220px', fontSize: vars.font.sizeSmall });
