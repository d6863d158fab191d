import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

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

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '18px',
  height: '18px',
  padding: '0 5px',
  borderRadius: '9px',
  background: vars.color.danger,
  color: '#fff',
  fontSize: '11px',
  fontWeight: 600,
  lineHeight: '18px',
  textAlign: 'center',
});
