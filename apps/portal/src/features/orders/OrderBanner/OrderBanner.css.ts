import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
});
