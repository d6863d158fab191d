import { style } from '@vanilla-extract/css';
import { countBadge } from '../controls/controls.css';

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { background: 'rgba(127, 127, 127, 0.15)' },
  ':disabled': { cursor: 'default', opacity: 0.6 },
});

export const icon = style({ width: '20px', height: '20px' });

export const badge = style([countBadge, { top: '2px', right: '0' }]);
