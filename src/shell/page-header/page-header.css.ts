import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '34px' });

export const back = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.primaryText, borderColor: vars.color.primary },
    '&:disabled': { color: '#c0c4cc', cursor: 'not-allowed', background: vars.color.hover },
  },
});

export const title = style({
  margin: 0,
  fontSize: '18px',
  fontWeight: 600,
  lineHeight: 1.3,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const help = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: '#f0f9eb',
  border: '1px solid #c2e7b0',
  color: '#2f6b1f',
});

export const sql = style({
  marginLeft: 'auto',
  position: 'relative',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const sqlSummary = style({ cursor: 'pointer', display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const sqlList = style({
  position: 'absolute',
  right: 0,
  zIndex: 20,
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.sm,
  listStyle: 'none',
  minWidth: '320px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popup,
});

export const sqlRow = style({ display: 'flex', gap: vars.space.sm, padding: '2px 0' });
export const sqlUrl = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const count = style({ display: 'inline-block', minWidth: '28px', padding: '0 6px', borderRadius: '9px', color: '#fff', textAlign: 'center', fontWeight: 600 });
export const sqlCount = styleVariants({
  red: [count, { background: '#c0392b' }],
  yellow: [count, { background: '#b7791f' }],
  green: [count, { background: '#2f855a' }],
});
