import { vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: ['100vh', '100dvh'],
  padding: vars.space.medium,
  background: vars.color.surface,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  maxWidth: '32rem',
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  borderTop: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  fontFamily: vars.font.text,
});
