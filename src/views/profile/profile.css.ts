import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const keyFields = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: vars.space.sm, alignItems: 'center' });

export const wizard = style({ display: 'grid', gap: vars.space.lg, maxWidth: '880px' });
export const steps = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none', counterReset: 'step' });
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[aria-current="step"]': { color: vars.color.surface, background: vars.color.primary, borderColor: vars.color.primary, fontWeight: 500 },
  },
});
export const stepNumber = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)',
});
export const cardTitle = style({ margin: 0, fontSize: '17px', fontWeight: 600 });
export const text = style({ margin: 0, color: vars.color.text });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, fontWeight: 500 });
export const done = style({ color: vars.color.success });
export const pending = style({ color: vars.color.warning });
export const terms = style({ margin: 0, paddingLeft: '20px', display: 'grid', gap: vars.space.sm });
export const agree = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const error = style({ margin: 0, color: vars.color.danger });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
export const stack = style({ display: 'grid', gap: vars.space.lg });
