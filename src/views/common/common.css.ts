import { style } from '@vanilla-extract/css';
import { card } from '../../blocks/controls/controls.css';
import { vars } from '../../blocks/theme/tokens.css';

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

export const welcome = style([card, { display: 'flex', alignItems: 'center', gap: vars.space.lg, padding: vars.space.xl }]);
export const welcomeMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: '12px',
  background: vars.color.selected,
  color: vars.color.primaryText,
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
  color: vars.color.primaryText,
  flex: 'none',
});
export const tileText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const tileTitle = style({ fontWeight: 600 });
export const sectionTitle = style({ margin: 0, fontSize: '15px', fontWeight: 600, color: vars.color.text });
