import { globalStyle, style } from '@vanilla-extract/css';
import { MOBILE_BREAKPOINT_PX, SITE_MESSAGE_DRAWER_MOBILE_WIDTH, SITE_MESSAGE_DRAWER_WIDTH_PX } from '../../core/constants';
import { vars } from '../theme/tokens.css';

export const drawer = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  width: `${SITE_MESSAGE_DRAWER_WIDTH_PX}px`,
  maxWidth: '100vw',
  height: '100vh',
  maxHeight: '100vh',
  margin: 0,
  padding: 0,
  border: 0,
  boxShadow: vars.shadow.popup,
  background: vars.color.surface,
  color: vars.color.text,
  flexDirection: 'column',
  selectors: {
    '&[open]': { display: 'flex' },
    '&::backdrop': { background: 'rgba(0, 0, 0, 0.3)' },
    '&[data-contained]': { inset: '0 0 0 auto', height: '100%' },
  },
  '@media': { [`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`]: { width: SITE_MESSAGE_DRAWER_MOBILE_WIDTH } },
});

export const content = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const title = style({ margin: 0, marginRight: 'auto', fontSize: '16px', fontWeight: 600 });
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: '1px solid #f0f1f4',
  fontSize: vars.font.sizeSmall,
});
export const list = style({ flex: 1, overflow: 'auto', margin: 0, padding: 0, listStyle: 'none' });
export const item = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', padding: `${vars.space.sm} ${vars.space.lg}`, borderBottom: '1px solid #f0f1f4' });
export const open = style({
  flex: 1,
  minWidth: 0,
  display: 'grid',
  gap: '2px',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
});
export const subject = style({ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
globalStyle(`${open}:hover ${subject}`, { color: vars.color.primaryText });
export const time = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.divider}`,
});
export const message = style({ lineHeight: 1.6, wordBreak: 'break-word', overflowWrap: 'anywhere' });
// What a message's Markdown renders to, spaced and bordered like the rest of the console.
globalStyle(`${message} > :first-child`, { marginTop: 0 });
globalStyle(`${message} > :last-child`, { marginBottom: 0 });
globalStyle(`${message} :is(p, ul, ol, pre, blockquote, table)`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${message} :is(h1, h2, h3, h4, h5, h6)`, { margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: '15px' });
globalStyle(`${message} :is(ul, ol)`, { paddingLeft: vars.space.xl });
globalStyle(`${message} a[href]`, { color: vars.color.primaryText });
globalStyle(`${message} :is(code, pre)`, {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeSmall,
  background: vars.color.background,
  borderRadius: vars.radius.sm,
});
globalStyle(`${message} code`, { padding: '1px 4px' });
globalStyle(`${message} pre`, { padding: vars.space.sm, overflow: 'auto' });
globalStyle(`${message} pre code`, { padding: 0, background: 'none' });
globalStyle(`${message} blockquote`, { padding: `0 ${vars.space.md}`, borderLeft: `3px solid ${vars.color.border}`, color: vars.color.textMuted });
globalStyle(`${message} table`, { borderCollapse: 'collapse' });
globalStyle(`${message} :is(th, td)`, { padding: `${vars.space.xs} ${vars.space.sm}`, border: `1px solid ${vars.color.border}`, textAlign: 'left' });
globalStyle(`${message} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}` });
export const count = style({ marginRight: 'auto', color: vars.color.textMuted });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, marginBottom: vars.space.md });
