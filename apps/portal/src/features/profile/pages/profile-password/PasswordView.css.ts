import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

export const text = style({ maxWidth: '40rem', margin: 0 });

/** The way to the account page, as a button-like link. */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  borderRadius: vars.radius.standard,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&&': { color: vars.color.textOnBrand },
    '&:hover': { background: vars.color.brandDark },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
