import { style } from '@vanilla-extract/css';

export const icon = style({
  width: '1.15em',
  height: '1.15em',
  flex: 'none',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  verticalAlign: '-0.2em',
});
