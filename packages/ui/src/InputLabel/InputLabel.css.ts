import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.critical,
  marginInlineStart: vars.space.xxsmall,
});

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
