import { vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingTop: vars.space.xlarge,
  paddingBottom: vars.space.xxlarge,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: '48rem',
});

export const series = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const seriesHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  maxWidth: '48rem',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
});
