import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

export const completion = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxWidth: '52rem',
});

export const bar = style({
  height: 12,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceStrong,
  overflow: 'hidden',
  // The bar's edge must stand out against the page (WCAG 1.4.11).
  border: `1px solid ${vars.color.border}`,
});

export const fill = style({
  height: '100%',
  background: vars.color.success,
  transition: 'width 300ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: '52rem',
});

export const avatarRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.large,
});

export const avatarFigure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
});

export const avatarImage = style({
  width: 96,
  height: 96,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
});

export const avatarForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  flex: '1 1 18rem',
  minWidth: 0,
});

export const avatarActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
