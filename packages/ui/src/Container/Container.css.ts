import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../theme/media';
import { vars } from '../theme/theme.css';

export const container = style([
  {
    width: '100%',
    maxWidth: vars.contentMaxWidth,
    marginInline: 'auto',
    paddingInline: vars.space.medium,
  },
  responsiveStyle({
    md: { paddingInline: vars.space.large },
    lg: { paddingInline: vars.space.xlarge },
  }),
]);
