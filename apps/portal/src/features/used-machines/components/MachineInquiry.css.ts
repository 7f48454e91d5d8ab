import { vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

export const inquiry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
});
