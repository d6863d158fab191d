import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)',
  padding: vars.space.xl,
});

export const status = style([
  card,
  {
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: vars.space.md,
    minHeight: '360px',
  },
]);

export const statusIcon = style({ color: vars.color.primary, opacity: 0.85 });
export const statusCode = style({ fontSize: '44px', fontWeight: 700, lineHeight: 1, color: '#c0c4cc', letterSpacing: '2px' });
export const statusTitle = style({ margin: 0, fontSize: '18px', fontWeight: 600 });
export const statusText = style({ margin: 0, maxWidth: '460px', color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'center', marginTop: vars.space.sm });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { color: vars.color.primary, borderColor: vars.color.primary },
});

export const primaryButton = style([
  button,
  { background: vars.color.primary, borderColor: vars.color.primary, color: '#fff', ':hover': { color: '#fff', filter: 'brightness(1.05)' } },
]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: `${vars.space.sm} 0 0`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  textAlign: 'left',
  fontSize: vars.font.sizeSmall,
  maxWidth: '100%',
});

export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.lg,
});

export const welcome = style([card, { display: 'flex', alignItems: 'center', gap: vars.space.lg }]);
export const welcomeMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: '12px',
  background: '#e8f6f2',
  color: vars.color.primary,
  flex: 'none',
});
export const welcomeTitle = style({ margin: 0, fontSize: '18px', fontWeight: 600 });
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const tile = style([
  card,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    padding: vars.space.lg,
    color: vars.color.text,
    textDecoration: 'none',
    border: '1px solid transparent',
    transition: 'border-color 0.15s ease, box-shadow 0.15s ease',
    ':hover': { borderColor: vars.color.primary, boxShadow: '0 2px 8px rgba(0, 0, 0, 0.08)' },
  },
]);
export const tileIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '38px',
  height: '38px',
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.primary,
  flex: 'none',
});
export const tileText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const tileTitle = style({ fontWeight: 600 });
export const sectionTitle = style({ margin: 0, fontSize: '15px', fontWeight: 600, color: vars.color.text });
