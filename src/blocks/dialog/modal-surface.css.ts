import { globalStyle, style } from '@vanilla-extract/css';

// Above the element's own content (sticky headers, menus), inside its box: the element is `position: relative`.
const CONTAINED_LAYER = 1000;

export const backdrop = style({ position: 'absolute', inset: 0, zIndex: CONTAINED_LAYER, background: 'rgba(0, 0, 0, 0.45)' });

// An attribute beside the element name: it wins over each dialog's own class, whatever order the sheets come in.
globalStyle('dialog[data-contained]', { position: 'absolute', inset: 0, zIndex: CONTAINED_LAYER, maxWidth: '100%', maxHeight: '100%' });
