import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  margin: 0,
  '@media': {
    [minWidth('sm')]: { gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)' },
  },
});

export const term = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minHeight: vars.size.touchTarget,
  color: vars.color.brandDark,
  fontWeight: vars.fontWeight.medium,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceStrong,
  color: vars.color.text,
});

export const badgeTraining = style({ background: vars.color.infoSurface, color: vars.color.info });

export const badgeFull = style({ background: vars.color.brandDark, color: vars.color.textOnBrand });
