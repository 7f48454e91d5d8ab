import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

export const widgetError = style({
  margin: 0,
  padding: vars.space.medium,
  borderLeft: `4px solid ${vars.color.critical}`,
  background: vars.color.criticalSurface,
  color: vars.color.text,
  fontFamily: vars.font.text,
});
