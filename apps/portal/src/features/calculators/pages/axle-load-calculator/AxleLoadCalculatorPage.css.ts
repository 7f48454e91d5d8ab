import { vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  paddingTop: vars.space.xlarge,
  paddingBottom: vars.space.xxlarge,
});
