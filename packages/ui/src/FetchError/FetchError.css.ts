import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const fetchError = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  border: `1px solid ${vars.color.critical}`,
  borderRadius: vars.radius.large,
  background: vars.color.criticalSurface,
  color: vars.color.text,
  textAlign: 'center',
});

export const icon = style({
  width: 32,
  height: 32,
  color: vars.color.critical,
});

export const text = style({
  fontSize: vars.fontSize.large,
});
