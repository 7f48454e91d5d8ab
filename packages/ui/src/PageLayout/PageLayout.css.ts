import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../theme/media';
import { vars } from '../theme/theme.css';

export const page = style([
  {
    width: '100%',
    maxWidth: vars.contentMaxWidth,
    marginInline: 'auto',
    paddingBlock: vars.space.large,
    paddingInline: vars.space.medium,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
  },
  responsiveStyle({ md: { paddingInline: vars.space.large, paddingBlock: vars.space.xlarge } }),
]);

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const body = style({
  minWidth: 0,
});
