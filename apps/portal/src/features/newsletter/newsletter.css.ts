import { vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

export const interests = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const topics = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  fontWeight: 600,
  marginBottom: vars.space.small,
});

export const page = style({
  paddingTop: vars.space.xlarge,
  paddingBottom: vars.space.xxlarge,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: '48rem',
  marginBottom: vars.space.large,
});

export const intro = style({ fontSize: vars.fontSize.large });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '40rem',
  minWidth: 0,
});
