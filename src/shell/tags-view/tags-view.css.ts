import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  height: '38px',
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.04)',
});

export const tabs = style({
  display: 'flex',
  alignItems: 'center',
  gap: '6px',
  margin: 0,
  padding: '4px 0',
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  flex: 1,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  flex: 'none',
  height: '26px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  selectors: {
    '&[data-active]': { background: vars.color.primary, borderColor: vars.color.primary, color: '#fff' },
    '&:hover:not([data-active])': { color: vars.color.primaryText, borderColor: vars.color.primary },
  },
});

export const tabLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  height: '100%',
  padding: `0 ${vars.space.sm}`,
  color: 'inherit',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  maxWidth: '220px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  borderRadius: vars.radius.sm,
  selectors: {
    '[data-active] > &::before': { content: '""', width: '6px', height: '6px', borderRadius: '50%', background: '#fff' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '16px',
  height: '16px',
  marginRight: '4px',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(0, 0, 0, 0.16)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '0' },
  },
});

export const moreButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '28px',
  height: '26px',
  marginLeft: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover, &[aria-expanded="true"]': { color: vars.color.primaryText, borderColor: vars.color.primary } },
});
