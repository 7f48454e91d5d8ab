import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  ':hover': { color: vars.color.text, textDecoration: 'underline' },
});

export const arrow = style({ width: '1em', height: '1em', flexShrink: 0 });
