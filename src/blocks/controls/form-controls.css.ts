import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';
import { input } from './controls.css';

// Apart from controls.css: no first screen shows a text area, a group of choices or rows of small inputs, so their rules load with the forms and dialogs that do.

export const textarea = style([input, { height: 'auto', minHeight: '72px', padding: vars.space.sm, resize: 'vertical', lineHeight: 1.5 }]);

/** Radios or checkboxes side by side, wrapping. */
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, minHeight: '32px', alignItems: 'center' });
export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer' });

/** Rows of small labelled inputs: the objects of a list field, the conditions of a match rule. */
export const objectList = style({ display: 'grid', gap: vars.space.sm });
export const objectRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', flexWrap: 'wrap' });
export const objectCell = style({ flex: '1 1 140px', display: 'grid', gap: '2px' });
export const smallLabel = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
