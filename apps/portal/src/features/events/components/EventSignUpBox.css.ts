import { vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
});

export const heading = style({
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: 'none' } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
});

export const select = style({
  minHeight: vars.size.touchTarget,
  width: '100%',
  maxWidth: '20rem',
  padding: `0 ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
});

export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const full = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.criticalSurface,
  color: vars.color.critical,
});

export const fullTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
});

export const signedUp = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brandDark,
  fontWeight: vars.fontWeight.medium,
});
