import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

// Apart from controls.css: no first screen shows a switch, so its rules load with the forms and cards that do.

/** A switch: a checkbox drawn as a sliding toggle (its role says "switch"), for a flag that takes effect as it is set. */
export const toggle = style({
  appearance: 'none',
  position: 'relative',
  flex: 'none',
  width: '36px',
  height: '20px',
  margin: 0,
  borderRadius: '10px',
  background: vars.color.border,
  cursor: 'pointer',
  transition: 'background 0.15s',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      width: '16px',
      height: '16px',
      borderRadius: '50%',
      background: vars.color.surface,
      transition: 'transform 0.15s',
    },
    '&:checked': { background: vars.color.primary },
    '&:checked::before': { transform: 'translateX(16px)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-busy=true]': { cursor: 'progress', opacity: 0.7 },
  },
});
