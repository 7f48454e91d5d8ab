import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@lindner/ui';

export const heading = style({ fontSize: vars.fontSize.h3 });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space.medium,
  width: '100%',
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  '@media': { [minWidth('md')]: { padding: vars.space.large } },
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const noValue = style({ fontSize: vars.fontSize.large, color: vars.color.textMuted });

export const emptyText = style({ maxWidth: '40rem' });

/** The empty state's one action, as a button-like link. */
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
  },
});
