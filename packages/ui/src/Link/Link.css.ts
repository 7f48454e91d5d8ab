import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { widgetRoot } from '../theme/widgetRoot.css';

export const link = style({
  color: vars.color.brandText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  ':hover': { color: vars.color.text, textDecorationThickness: '2px' },
  // On a CMS page, at more weight than the host's `a:link { color: … }` (one class, an element).
  selectors: {
    [`${widgetRoot} &:is(:link, :visited)`]: { color: vars.color.brandText },
    [`${widgetRoot} &:is(:link, :visited):hover`]: { color: vars.color.text },
  },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.8em',
  height: '0.8em',
  marginInlineStart: '0.25em',
  verticalAlign: 'baseline',
});
