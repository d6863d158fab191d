import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

export const keyFields = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: vars.space.sm, alignItems: 'center' });
