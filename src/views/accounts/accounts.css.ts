import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

/** Keys and passwords read character by character. */
export const mono = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace', fontSize: '12.5px' });

export const secretRow = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap' });
export const secretInput = style({ flex: '1 1 220px', minWidth: 0 });
export const keyText = style([mono, { minHeight: '140px', whiteSpace: 'pre', overflowWrap: 'normal', overflowX: 'auto' }]);

export const secretValue = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start', minWidth: 0 });

export const drafts = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const section = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.md });
/** A table cell that holds a secret: it wraps (an SSH key) instead of being cut. */
export const secretCell = style({ selectors: { '&&': { whiteSpace: 'normal', overflow: 'visible', height: 'auto', padding: `${vars.space.xs} ${vars.space.md}` } } });
export const historyTitle = style({ margin: 0, fontSize: '14px', fontWeight: 600 });
/** Small tables in forms and dialogs scroll sideways on a phone rather than squeeze their columns to letters. */
export const smallTable = style({ minWidth: '600px' });
/** The template picker leaves room for its list of options above the dialog's buttons. */
export const picker = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minHeight: '280px' });
/** The automation filter above a list of runs: room for a name, narrower than the search. */
export const runFilter = style({ flex: '0 1 240px', minWidth: '180px' });
