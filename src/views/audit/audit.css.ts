import { style } from '@vanilla-extract/css';
import { vars } from '../../blocks/theme/tokens.css';

/** What a command printed, as a terminal shows it: kept as typed, long lines wrapped. */
export const commandOutput = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeSmall,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});
