import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const steps = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: `${vars.space.md} ${vars.space.lg} ${vars.space.md} 36px` });
export const step = style({ display: 'grid', gap: '2px' });
export const comments = style({ display: 'grid', gap: vars.space.md, padding: `${vars.space.md} ${vars.space.lg}` });
export const commentList = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const comment = style({ display: 'grid', gap: '2px', paddingBottom: vars.space.sm, borderBottom: `1px dashed ${vars.color.border}` });
// Comments keep their line breaks; they are text, never HTML.
export const commentBody = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const commentForm = style({ display: 'grid', gap: vars.space.sm });
