import { style } from '@vanilla-extract/css';

export const icon = style({
  flex: 'none',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  verticalAlign: 'middle',
});
