import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const link = style({
  color: vars.color.brandDark,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  ':hover': { color: vars.color.text, textDecorationThickness: '2px' },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.8em',
  height: '0.8em',
  marginInlineStart: '0.25em',
  verticalAlign: 'baseline',
});
