import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)', overflow: 'hidden' });
export const title = style({ margin: 0, padding: `${vars.space.md} ${vars.space.lg}`, borderBottom: `1px solid ${vars.color.border}`, fontSize: '15px', fontWeight: 600 });
