import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../theme/media';
import { vars } from '../theme/theme.css';

export const sideNav = style([
  {
    display: 'flex',
    flexDirection: 'column',
    borderBottom: `1px solid ${vars.color.borderSubtle}`,
    background: vars.color.background,
  },
  responsiveStyle({ md: { borderBottom: 'none', gap: vars.space.medium } }),
]);

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
});

export const avatar = style([
  {
    flexShrink: 0,
    width: 40,
    height: 40,
    borderRadius: vars.radius.full,
    objectFit: 'cover',
  },
  responsiveStyle({ md: { width: 56, height: 56 } }),
]);

export const avatarBackground = style({ fill: vars.color.surfaceStrong });
export const avatarFigure = style({ fill: vars.color.textMuted });

export const name = style({
  flex: 1,
  minWidth: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const menuButton = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.size.touchTarget,
    padding: `${vars.space.xsmall} ${vars.space.small}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.standard,
    background: vars.color.background,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surface } },
  },
  responsiveStyle({ md: { display: 'none' } }),
]);

export const menuIcon = style({ width: 20, height: 20, flexShrink: 0 });

/** Collapsed behind the menu button on phones, always open from md up. */
export const panel = style([
  {
    display: 'none',
    paddingBottom: vars.space.xsmall,
    selectors: { '&[data-open]': { display: 'block' } },
  },
  responsiveStyle({ md: { display: 'block', paddingBottom: 0 } }),
]);

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const linkBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderLeft: '4px solid transparent',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const link = style([
  linkBase,
  {
    selectors: {
      '&[aria-current="page"]': {
        borderLeftColor: vars.color.brand,
        background: vars.color.brandLight,
        fontWeight: vars.fontWeight.medium,
      },
    },
  },
]);

export const icon = style({
  display: 'inline-flex',
  width: 24,
  height: 24,
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
});

export const logout = style([
  linkBase,
  {
    marginTop: vars.space.xsmall,
    borderTop: `1px solid ${vars.color.borderSubtle}`,
    color: vars.color.textMuted,
  },
]);
