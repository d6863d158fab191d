import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const inline = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const outcome = style({ fontSize: vars.font.sizeSmall, wordBreak: 'break-word' });
export const good = style({ color: '#0b735e' });
export const bad = style({ color: vars.color.danger });
export const form = style({ display: 'grid', gap: vars.space.sm });
export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginBottom: vars.space.md });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '13px' });
export const cell = style({
  padding: `6px ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '220px',
});
export const fileInput = style({ position: 'absolute', width: '1px', height: '1px', opacity: 0 });
